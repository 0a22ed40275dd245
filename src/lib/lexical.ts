/** A Lexical rich-text value made of plain paragraphs (seed data, tests). */
export function lexicalParagraphs(paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}

// Notes are Lexical rich text written in the browser's small editor (src/ui/records/rich-text-editor.tsx):
// paragraphs, headings, quotes, lists, bold/italic/underline. A body arriving over REST is checked
// against that set before Payload's own rich-text hooks see it, so a hand-made document cannot carry
// node kinds we do not render (links, uploads, relationships) or be large enough to hurt.

type TLexicalNode = { type?: unknown; text?: unknown; children?: unknown; style?: unknown; tag?: unknown }

/** Node kinds a note may hold: what the editor makes and the renderer shows. */
export const NOTE_NODE_TYPES = new Set(['root', 'paragraph', 'text', 'linebreak', 'tab', 'heading', 'quote', 'list', 'listitem'])
export const NOTE_MAX_TEXT = 20_000
const MAX_NODES = 5_000
const MAX_DEPTH = 12

const isNode = (value: unknown): value is TLexicalNode => !!value && typeof value === 'object' && !Array.isArray(value)

type TProblemTexts = {
  empty: string
  tooLong: string
  nodes: string
  maxText: number
  tooMuchText: string
  /** A text node's `style` the document may carry (update reports: spec 9's fonts and sizes); without it any is ignored, as the renderer ignores it. */
  style?: { ok: (style: unknown) => boolean; message: string }
}

const NOTE_TEXTS: TProblemTexts = {
  empty: 'Write the note.',
  tooLong: 'This note is too long.',
  nodes: 'Use paragraphs, headings, quotes and lists only.',
  maxText: NOTE_MAX_TEXT,
  tooMuchText: `Keep the note under ${NOTE_MAX_TEXT.toLocaleString('en-GB')} characters.`,
}

function lexicalProblem(value: unknown, texts: TProblemTexts): string | null {
  if (!isNode(value) || !isNode((value as { root?: unknown }).root)) return texts.empty
  const root = (value as { root: TLexicalNode }).root
  if (root.type !== 'root' || !Array.isArray(root.children)) return texts.empty
  let nodes = 0
  let textLength = 0
  let problem: string | null = null
  const walk = (node: TLexicalNode, depth: number) => {
    if (problem) return
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) problem = texts.tooLong
    else if (typeof node.type !== 'string' || !NOTE_NODE_TYPES.has(node.type)) problem = texts.nodes
    else if (node.type === 'text' && typeof node.text !== 'string') problem = texts.empty
    else if (node.type === 'text' && texts.style && !texts.style.ok(node.style)) problem = texts.style.message
    else if (node.type === 'heading' && !(typeof node.tag === 'string' && /^h[1-6]$/.test(node.tag))) problem = texts.nodes
    if (problem) return
    if (typeof node.text === 'string') textLength += node.text.length
    if (node.children === undefined) return
    if (!Array.isArray(node.children)) {
      problem = texts.empty
      return
    }
    for (const child of node.children) {
      if (!isNode(child)) problem = texts.empty
      else walk(child, depth + 1)
    }
  }
  walk(root, 0)
  if (problem) return problem
  if (textLength > texts.maxText) return texts.tooMuchText
  return lexicalPlainText(value).trim() ? null : texts.empty
}

/** Why this value is not a note body we accept, or null when it is one. */
export function noteBodyProblem(value: unknown): string | null {
  return lexicalProblem(value, NOTE_TEXTS)
}

/**
 * Why this value is not rich text a record's field accepts (an opportunity's summary), or null: the
 * note editor's node kinds (the form reuses that editor), at most `maxText` characters of text.
 */
export function richTextProblem(value: unknown, maxText = NOTE_MAX_TEXT): string | null {
  return lexicalProblem(value, {
    empty: 'Write some text, or leave it empty.',
    tooLong: 'This text is too long.',
    nodes: 'Use paragraphs, headings, quotes and lists only.',
    maxText,
    tooMuchText: `Keep it under ${maxText.toLocaleString('en-GB')} characters.`,
  })
}

/**
 * Why this value is not an update report's body (issue 12 §2), or null: the note editor's node kinds,
 * headings 1 to 6, and text styled only as `styleOk` allows (spec 9's fonts and sizes).
 */
export function reportBodyProblem(value: unknown, styleOk: (style: unknown) => boolean, maxText = 100_000): string | null {
  return lexicalProblem(value, {
    empty: 'Write the update.',
    tooLong: 'This update is too long.',
    nodes: 'Use paragraphs, headings 1 to 6, quotes and lists only.',
    maxText,
    tooMuchText: `Keep the update under ${maxText.toLocaleString('en-GB')} characters.`,
    style: { ok: styleOk, message: 'Use the editor’s fonts and sizes only.' },
  })
}

/**
 * Whether a value is a Lexical document of accepted nodes without words (an emptied editor); false
 * for anything that is not such a document (a node we do not accept is a problem, not emptiness).
 */
export const isEmptyRichText = (value: unknown): boolean =>
  isNode(value) &&
  isNode((value as { root?: unknown }).root) &&
  (value as { root: TLexicalNode }).root.type === 'root' &&
  Array.isArray((value as { root: TLexicalNode }).root.children) &&
  lexicalPlainText(value).trim() === '' &&
  lexicalProblem(value, NOTE_TEXTS) === NOTE_TEXTS.empty

/** The words of a Lexical document: blocks on their own lines, list items too. */
export function lexicalPlainText(value: unknown): string {
  const root = isNode(value) ? (value as { root?: unknown }).root : null
  if (!isNode(root)) return ''
  const lines: string[] = []
  const inline = (node: TLexicalNode): string => {
    if (node.type === 'text' && typeof node.text === 'string') return node.text
    if (node.type === 'linebreak') return '\n'
    if (node.type === 'tab') return '\t'
    return Array.isArray(node.children) ? node.children.filter(isNode).map(inline).join('') : ''
  }
  const block = (node: TLexicalNode) => {
    if (node.type === 'list' && Array.isArray(node.children)) node.children.filter(isNode).forEach(block)
    else lines.push(inline(node))
  }
  if (Array.isArray(root.children)) root.children.filter(isNode).forEach(block)
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()
}

/** The first `max` characters of a document's words, on one line. */
export function lexicalExcerpt(value: unknown, max = 160): string {
  const text = lexicalPlainText(value).replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}
