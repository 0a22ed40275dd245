import type { TSearchKind, TTrigramMatch } from '@/domain/search/search-text'
import type { TSearchedCollection } from '@/navigation/record-paths'

// The staff search's SQL (issue 11 §11, decision 024), shared by the app (staff-search.ts) and the
// bench's raw baseline, so both run the same matching and ranking and differ only in how the rows a
// user may open are chosen. Each kind searches one text per row, its `document` (names and emails,
// one string), through two GIN indexes on exactly that expression (migration *_staff_search):
// full text (`simple` configuration, no stemming or stop words: names are not English prose) for
// word prefixes, and trigrams for substrings and similar spellings.

export type TSearchKindSql = {
  kind: TSearchKind
  collection: TSearchedCollection
  table: string
  /** Columns read for the answer (the outer query names them `c.<column>`). */
  columns: readonly string[]
  /** The searched text, unqualified columns: it must stay equal to the indexes' expression. */
  document: string
  /** The result's title and second line, over the candidate `c`. */
  title: string
  detail: string
  /** Besides the title, columns whose whole value equal to the text is an exact hit (an email). */
  exact?: readonly string[]
  /** The opportunity's stage (its address and second line depend on it). */
  stage?: string
}

/** Names and emails as one text: what the indexes of migration *_staff_search hold. */
const documentOf = (...columns: string[]) => columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `)
const personTitle = `coalesce(nullif(btrim(concat_ws(' ', c.name, c.surname)), ''), c.email)`

export const SEARCH_KIND_SQL: readonly TSearchKindSql[] = [
  { kind: 'investors', collection: 'users', table: 'users', columns: ['name', 'surname', 'email'], document: documentOf('name', 'surname', 'email'), title: personTitle, detail: 'c.email', exact: ['email'] },
  {
    kind: 'contacts',
    collection: 'contacts',
    table: 'contacts',
    columns: ['name', 'surname', 'email', 'company'],
    document: documentOf('name', 'surname', 'email', 'company'),
    title: personTitle,
    detail: `concat_ws(' · ', c.email, nullif(c.company, ''))`,
    exact: ['email'],
  },
  {
    kind: 'organisations',
    collection: 'organisations',
    table: 'organisations',
    columns: ['name', 'registration_number', 'contact_email'],
    document: documentOf('name', 'registration_number', 'contact_email'),
    title: 'c.name',
    detail: `concat_ws(' · ', nullif(c.registration_number, ''), nullif(c.contact_email, ''))`,
    exact: ['registration_number', 'contact_email'],
  },
  // The second line is the stage's name, written by the answer (search-answer.ts) from `stage`.
  { kind: 'opportunities', collection: 'investment-opportunities', table: 'investment_opportunities', columns: ['title', 'stage'], document: documentOf('title'), title: 'c.title', detail: 'NULL', stage: 'c.stage::int' },
  {
    kind: 'deals',
    collection: 'deals',
    table: 'deals',
    columns: ['name', 'company', 'stage'],
    document: documentOf('name', 'company'),
    title: 'c.name',
    detail: `concat_ws(' · ', nullif(c.company, ''), (SELECT s.name FROM pipelines_stages s WHERE s.id = c.stage))`,
  },
  {
    kind: 'companies',
    collection: 'companies',
    table: 'companies',
    columns: ['name', 'company_number', 'fund_id', 'country'],
    document: documentOf('name', 'company_number'),
    title: 'c.name',
    detail: `concat_ws(' · ', (SELECT f.name FROM funds f WHERE f.id = c.fund_id), nullif(c.country, ''))`,
    exact: ['company_number'],
  },
]

/**
 * Matches of one kind are ranked among its first this many (in table order): enough for any text
 * that names someone, and a bound on the work for one that matches half the register ("in").
 */
export const SEARCH_CANDIDATES = 100

/** Placeholders of the text's parameters in a statement. */
export type TSearchParams = {
  /** The normalised text (domain/search/search-text.ts). */
  text: string
  /** `prefixQuery(text)`, or null when it has no word. */
  words: string | null
  /** `%text%`, LIKE metacharacters escaped. */
  contains: string
  /** `text%`, escaped likewise. */
  prefix: string
  limit: string
}

const tsvector = (document: string) => `to_tsvector('simple'::regconfig, ${document})`
const tsquery = (param: string) => `to_tsquery('simple'::regconfig, ${param})`

/** Exact (title or a key column equal to the text) before a title starting with it, before all words as prefixes, before a substring; similarity orders within. */
function scoreSql(kind: TSearchKindSql, params: TSearchParams): string {
  const exact = [`lower(${kind.title}) = ${params.text}`, ...(kind.exact ?? []).map((column) => `lower(c.${column}) = ${params.text}`)].join(' OR ')
  const words = params.words ? `WHEN ${tsvector('c.document')} @@ ${tsquery(params.words)} THEN 2 ` : ''
  return `(CASE WHEN ${exact} THEN 4 WHEN lower(${kind.title}) LIKE ${params.prefix} THEN 3 ${words}WHEN c.document ILIKE ${params.contains} THEN 1 ELSE 0 END + word_similarity(${params.text}, c.document))`
}

/** The candidates' columns. */
const candidateColumns = (kind: TSearchKindSql) => `"id" AS id, ${kind.columns.map((column) => `"${column}" AS ${column}`).join(', ')}, ${kind.document} AS document`

/**
 * One kind's best `limit` results among its candidates: rows of `table` passing `guard` (the
 * tenant, the user's rights: the caller's) whose document has every word of the text as a word
 * beginning. Only when those are fewer than `limit` (and `trigrams` is not 'none') are rows containing
 * the text, or a word spelt alike, looked for (only the latter when it finds the former too:
 * trigramMatchOf): a trigram search of a common text costs a scan of most
 * of the table, and its matches would rank below every word match anyway (scoreSql). The gate is a
 * one-time filter: PostgreSQL skips the trigram scan entirely when the words found enough.
 * Columns: ord, kind, id, title, detail, stage, score. Null when there is nothing to match by
 * (no word and trigrams 'none'): the caller then asks nothing (searchable()).
 */
export function searchBranchSql(kind: TSearchKindSql, ord: number, guard: string, params: TSearchParams, trigrams: TTrigramMatch): string | null {
  const from = `FROM "${kind.table}" WHERE ${guard}`
  const words = params.words ? `SELECT ${candidateColumns(kind)} ${from} AND ${tsvector(kind.document)} @@ ${tsquery(params.words)} LIMIT ${SEARCH_CANDIDATES}` : null
  const alike = `(${kind.document}) %> ${params.text}`
  const similar =
    trigrams === 'none'
      ? null
      : `SELECT ${candidateColumns(kind)} ${from} AND ${words ? `(SELECT count(*) FROM words) < ${params.limit} AND "id" NOT IN (SELECT id FROM words) AND ` : ''}` +
        `${trigrams === 'similar' ? alike : `((${kind.document}) ILIKE ${params.contains} OR ${alike})`} LIMIT ${SEARCH_CANDIDATES}`
  const ctes = [words && `words AS (${words})`, similar && `alike AS (${similar})`].filter(Boolean)
  if (ctes.length === 0) return null
  const candidates = [words && 'SELECT * FROM words', similar && 'SELECT * FROM alike'].filter(Boolean).join(' UNION ALL ')
  return `(WITH ${ctes.join(', ')}
  SELECT ${ord} AS ord, '${kind.kind}'::text AS kind, c.id, ${kind.title}::text AS title, nullif(${kind.detail}, '')::text AS detail, ${kind.stage ?? 'NULL'}::int AS stage, ${scoreSql(kind, params)}::float8 AS score
  FROM (${candidates}) c
  ORDER BY score DESC, title, id LIMIT ${params.limit})`
}

/** The kinds' branches as one statement, grouped in the kinds' order, best first within each. */
export const searchStatementSql = (branches: readonly string[]) =>
  branches.length ? `SELECT * FROM (\n${branches.join('\nUNION ALL\n')}\n) results ORDER BY ord, score DESC, title, id` : null
