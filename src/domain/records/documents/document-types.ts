// The file types a record document may have (issue 9 §3), decided from the file's bytes, never from
// its name or the browser's claim. Plain text has no magic bytes: it is accepted as text/plain only
// when its name says .txt or .csv and every byte is UTF-8 without NUL (checked while it streams).

export const TEXT_PLAIN = 'text/plain'

export const DOCUMENT_TYPES = {
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'image/png': { label: 'PNG image', extensions: ['png'] },
  'image/jpeg': { label: 'JPEG image', extensions: ['jpg', 'jpeg'] },
  'image/gif': { label: 'GIF image', extensions: ['gif'] },
  'image/webp': { label: 'WebP image', extensions: ['webp'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { label: 'Word document', extensions: ['docx'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { label: 'Excel workbook', extensions: ['xlsx'] },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { label: 'PowerPoint presentation', extensions: ['pptx'] },
  [TEXT_PLAIN]: { label: 'Text', extensions: ['txt', 'csv'] },
} as const satisfies Record<string, { label: string; extensions: readonly string[] }>

export type TDocumentContentType = keyof typeof DOCUMENT_TYPES

export const DOCUMENT_CONTENT_TYPES = Object.keys(DOCUMENT_TYPES) as TDocumentContentType[]

export const isDocumentContentType = (value: unknown): value is TDocumentContentType => typeof value === 'string' && value in DOCUMENT_TYPES

/** For the file input's `accept`: a hint to the browser's picker, not a check. */
export const DOCUMENT_ACCEPT = DOCUMENT_CONTENT_TYPES.flatMap((type) => DOCUMENT_TYPES[type].extensions.map((extension) => `.${extension}`)).join(',')

export const DOCUMENT_TYPE_REFUSED =
  "This file's content is not an allowed type. Upload a PDF, an image (PNG, JPEG, GIF, WebP), a Word, Excel or PowerPoint file (.docx, .xlsx, .pptx), or UTF-8 text (.txt, .csv)."

/** 'PDF', 'CSV', 'Excel workbook': what a list shows for a stored document. */
export function documentTypeLabel(contentType: string, filename: string): string {
  if (contentType === TEXT_PLAIN) return /\.csv$/i.test(filename) ? 'CSV' : 'Text'
  return isDocumentContentType(contentType) ? DOCUMENT_TYPES[contentType].label : 'File'
}

export const extensionOf = (filename: string): string => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(filename)
  return match ? match[1]!.toLowerCase() : ''
}

/** Text is accepted only under a text name: bytes that could be anything else must say what they are. */
export const textNameAllowed = (filename: string) => (DOCUMENT_TYPES[TEXT_PLAIN].extensions as readonly string[]).includes(extensionOf(filename))

// Markup that some viewers render when they guess: refused even under a .txt name.
const MARKUP_START = /^(?:\uFEFF)?\s*<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>]|svg[\s>]|\?xml|iframe[\s>])/i

/** Whether the start of a text file looks like HTML, SVG or XML. */
export const looksLikeMarkup = (start: string) => MARKUP_START.test(start.slice(0, 1024))

const MAX_FILENAME_LENGTH = 180
const FALLBACK_BASENAME = 'document'
// C0 and C1 controls, DEL, and the invisible characters that reorder or hide text (bidi overrides,
// zero-width, BOM), which make `invoice‮fdp.exe` read as something it is not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g
// Characters no file system or header should receive from us.
const RESERVED = /[<>:"/\\|?*]/g

/**
 * A stored document's name from the name the browser sent: no directories (both separators), no
 * control or invisible characters, no characters reserved on common file systems, no leading dots,
 * at most 180 characters, and an extension that matches the type found in the bytes (the name's own
 * when it is one of the type's; otherwise the type's first replaces it).
 */
export function sanitizeFilename(original: string, contentType: TDocumentContentType): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? ''
  let name = lastSegment.normalize('NFC').replace(CONTROL_OR_INVISIBLE, '').replace(RESERVED, '_').replace(/\s+/g, ' ').trim()
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '')
  const allowed: readonly string[] = DOCUMENT_TYPES[contentType].extensions
  const current = extensionOf(name)
  const keepsExtension = allowed.includes(current)
  // A foreign extension ('.exe', '.html') is replaced; digits only ('v1.2') are part of the name.
  const dropsExtension = !keepsExtension && /[a-z]/.test(current)
  let base = keepsExtension || dropsExtension ? name.slice(0, -(current.length + 1)) : name
  base = base.replace(/[.\s]+$/, '')
  const extension = keepsExtension ? current : allowed[0]!
  const room = MAX_FILENAME_LENGTH - extension.length - 1
  const characters = Array.from(base)
  if (characters.length > room) base = characters.slice(0, room).join('').trimEnd()
  return `${base || FALLBACK_BASENAME}.${extension}`
}

/** A name safe inside a quoted header parameter (the ASCII fallback of Content-Disposition). */
export const asciiFilename = (filename: string) => filename.replace(/[^\x20-\x7E]/g, '_').replace(/["\\%]/g, '_')

/** RFC 6266 / 5987: `attachment; filename="ascii"; filename*=UTF-8''percent-encoded`. */
export function attachmentDisposition(filename: string): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${asciiFilename(filename)}"; filename*=UTF-8''${encoded}`
}
