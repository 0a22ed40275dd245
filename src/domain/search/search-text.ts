// The staff search (issue 11 §11, decision 024): what a typed text means, and the kinds of record it
// looks in. Pure rules shared by the endpoint, the results page, the header box and the bench.

/** The kinds of record searched, in the order their groups are shown. */
export const SEARCH_KINDS = ['investors', 'contacts', 'organisations', 'opportunities', 'deals', 'companies'] as const
export type TSearchKind = (typeof SEARCH_KINDS)[number]

/** Fewer characters than this find nothing: one letter would match a good part of every list. */
export const SEARCH_MIN_LENGTH = 2
/** Longer text is cut here: no name or email is longer, and the statement's cost stays bounded. */
export const SEARCH_MAX_LENGTH = 100
/** Below this many characters only word beginnings are matched: a trigram index cannot narrow two letters. */
export const SEARCH_TRIGRAM_MIN_LENGTH = 3

export const SEARCH_DEFAULT_LIMIT = 5
export const SEARCH_MAX_LIMIT = 20

/** The text as searched: trimmed, inner runs of space made one, lower case, capped. */
export const normalisedSearch = (raw: unknown): string =>
  typeof raw === 'string' ? raw.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim().toLowerCase() : ''

/** Whether to look at all: two characters or more, and something to match by (a word, or enough characters for trigrams). */
export const isSearchable = (text: string) => text.length >= SEARCH_MIN_LENGTH && (prefixQuery(text) !== '' || usesTrigrams(text))

/** Whether the text is also looked for inside words and as similar spellings (trigrams). */
export const usesTrigrams = (text: string) => text.length >= SEARCH_TRIGRAM_MIN_LENGTH

/**
 * How the trigram index is asked (decision 024): `none` below 3 characters; `similar` (word
 * similarity alone) when every record containing the text is certainly also similar to it;
 * otherwise `inside-or-similar` (the substring scan too). A text of T distinct trigrams found inside
 * a record shares all of them with it but for at most 3 (its first word's two leading, its last
 * word's trailing, when it starts or ends inside a word), so its word similarity is at least
 * (T - 3) / T: at least pg_trgm's 0.6 from T = 8 on. The substring scan of such a text is pure cost
 * (15 ms of the misspelt bench text's 45). Only for ASCII, where pg_trgm's words (runs of letters and
 * digits) are the same under every locale as `trigramCount`'s.
 */
export type TTrigramMatch = 'none' | 'similar' | 'inside-or-similar'
export const SIMILARITY_FINDS_INSIDE_FROM = 8

export function trigramMatchOf(text: string): TTrigramMatch {
  if (!usesTrigrams(text)) return 'none'
  return /^[\x20-\x7e]*$/.test(text) && trigramCount(text) >= SIMILARITY_FINDS_INSIDE_FROM ? 'similar' : 'inside-or-similar'
}

/** The distinct trigrams pg_trgm's `show_trgm` takes from an ASCII text: each run of letters and digits, lower case, as "  word ", in threes. */
export function trigramCount(text: string): number {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? []
  return new Set(words.flatMap((word) => Array.from({ length: word.length + 1 }, (_, at) => `  ${word} `.slice(at, at + 3)))).size
}

/**
 * The words of the text for full-text prefix matching, as a `to_tsquery('simple', …)` text: each
 * word quoted and marked as a prefix, all required (`'jo':* & 'smi':*`). Only letters, digits and
 * the characters of an email address survive, so no tsquery operator, quote or LIKE wildcard can
 * reach PostgreSQL's parser; '' when no word is left (the text is then matched as a substring only).
 */
export function prefixQuery(text: string): string {
  const words = text.split(/[^\p{L}\p{N}@.+-]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word))
  return words.map((word) => `'${word}':*`).join(' & ')
}

/** `%`, `_` and the escape character itself taken literally in a LIKE pattern (escape `\`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)
