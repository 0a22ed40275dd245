import { EncryptedPDFError, PDFDocument, PDFTextField, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

import { formatDate } from '@/lib/dates'

// The server's half of e-signature (issue 11 §8, decision 027): from the ORIGINAL's bytes (read from
// the store, never sent by the browser) make the signed copy: the investor's details in the PDF's
// form fields (then flattened), the signature where the template has a `signature` field, a stamp at
// the foot of every page and a certificate page with name, date, IP and the original's SHA-256.
// The original object is never written to: this returns new bytes.

/** Form field names a template may carry; each is filled with the investor's details. */
export const FILL_FIELDS = ['investor_name', 'investor_email', 'investor_reference', 'signed_date'] as const
export type TFillField = (typeof FILL_FIELDS)[number]

/** A text field of this name is where the signature is drawn (and is then removed). */
export const SIGNATURE_FIELD = 'signature'

export type TSignatureMark = { method: 'typed'; text: string } | { method: 'drawn'; png: Uint8Array }

export type TStampInput = {
  original: Uint8Array
  originalSha256: string
  originalFilename: string
  originalDocumentId: number
  fill: Record<TFillField, string>
  signer: { name: string; email: string }
  signature: TSignatureMark
  signedAt: Date
  ipAddress: string
  /** The staff member who ran the signing. */
  witness: string
}

/** The original cannot be read as a PDF we may change (damaged, encrypted). */
export class UnsignablePdfError extends Error {}

const INK = rgb(0.06, 0.09, 0.16)
const MUTED = rgb(0.35, 0.38, 0.45)
const BLUE_INK = rgb(0.05, 0.15, 0.55)

/** `text` with every character the standard font cannot show replaced by "?". */
export function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet())
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((char) => (known.has(char.codePointAt(0)!) ? char : '?'))
    .join('')
}

/** Whether every character of `text` can be drawn in the typed signature's font (WinAnsi). */
export async function typedSignatureDrawable(text: string): Promise<boolean> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.TimesRomanBoldItalic)
  return encodable(font, text) === text.replace(/[\r\n\t]+/g, ' ')
}

const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`

/** The lines of `text` that fit in `width` at `size` (words wrapped; a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate
    else {
      if (line) lines.push(line)
      line = word
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
        lines.push(line.slice(0, cut))
        line = line.slice(cut)
      }
    }
  }
  if (line) lines.push(line)
  return lines
}

async function loadOriginal(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false })
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw new UnsignablePdfError('This PDF is encrypted (password-protected), so it cannot be signed here. Upload an unprotected copy.')
    throw new UnsignablePdfError('This PDF cannot be read, so it cannot be signed. Upload it again, saved as a standard PDF.')
  }
}

/** Draws the signature inside a box, keeping its proportions; answers nothing. */
async function drawSignature(doc: PDFDocument, page: PDFPage, mark: TSignatureMark, box: { x: number; y: number; width: number; height: number }, typedFont: PDFFont) {
  if (mark.method === 'drawn') {
    const image = await doc.embedPng(mark.png)
    const scale = Math.min(box.width / image.width, box.height / image.height)
    const width = image.width * scale
    const height = image.height * scale
    page.drawImage(image, { x: box.x, y: box.y + (box.height - height) / 2, width, height })
    return
  }
  const text = encodable(typedFont, mark.text)
  let size = Math.min(28, box.height * 0.8)
  while (size > 6 && typedFont.widthOfTextAtSize(text, size) > box.width) size -= 1
  page.drawText(text, { x: box.x, y: box.y + (box.height - size) / 2 + size * 0.2, size, font: typedFont, color: BLUE_INK })
}

/** The page a widget of the form sits on, if the PDF says. */
function pageOfWidget(doc: PDFDocument, widgetDict: unknown): PDFPage | undefined {
  return doc.getPages().find((page) => {
    const annots = page.node.Annots()
    if (!annots) return false
    return annots.asArray().some((ref) => doc.context.lookup(ref) === widgetDict)
  })
}

/** The signed copy's bytes. Throws UnsignablePdfError when the original cannot be signed. */
export async function stampSignedPdf(input: TStampInput): Promise<Uint8Array> {
  const doc = await loadOriginal(input.original)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const mono = await doc.embedFont(StandardFonts.Courier)
  const typedFont = await doc.embedFont(StandardFonts.TimesRomanBoldItalic)
  const signedAt = utcStamp(input.signedAt)

  // 1. The investor's details into the template's fields, and the signature into its field.
  const form = doc.getForm()
  const fields = form.getFields()
  for (const field of fields) {
    const name = field.getName()
    if (!(field instanceof PDFTextField)) continue
    if ((FILL_FIELDS as readonly string[]).includes(name)) {
      field.setMaxLength(undefined)
      field.setText(encodable(regular, input.fill[name as TFillField]))
    }
  }
  const signatureField = fields.find((field) => field.getName() === SIGNATURE_FIELD && field instanceof PDFTextField)
  if (signatureField) {
    for (const widget of signatureField.acroField.getWidgets()) {
      const page = pageOfWidget(doc, widget.dict)
      if (page) await drawSignature(doc, page, input.signature, widget.getRectangle(), typedFont)
    }
    form.removeField(signatureField)
  }
  if (form.getFields().length > 0) {
    try {
      form.updateFieldAppearances(regular)
      form.flatten()
    } catch {
      throw new UnsignablePdfError('The form fields of this PDF cannot be filled. Upload it again without form fields, or saved as a standard PDF.')
    }
  }

  // 2. A stamp at the foot of every original page.
  const footer = encodable(regular, `Signed by ${input.signer.name} on ${signedAt} from ${input.ipAddress}. SHA-256 of the original: ${input.originalSha256}`)
  for (const page of doc.getPages()) {
    const { width } = page.getSize()
    let size = 6.5
    while (size > 4 && regular.widthOfTextAtSize(footer, size) > width - 40) size -= 0.5
    page.drawText(footer, { x: 20, y: 12, size, font: regular, color: MUTED })
  }

  // 3. The certificate page.
  const page = doc.addPage([595.28, 841.89])
  const left = 56
  const right = 595.28 - 56
  let y = 780
  page.drawText('Signature certificate', { x: left, y, size: 20, font: bold, color: INK })
  y -= 30
  const rows: [string, string, PDFFont?][] = [
    ['Document', input.originalFilename],
    ['Signed by', `${input.signer.name} (${input.signer.email})`],
    ['Signed at', `${signedAt} (${formatDate(input.signedAt.toISOString())})`],
    ['IP address', input.ipAddress],
    ['Method', input.signature.method === 'drawn' ? 'Drawn in the browser' : 'Typed in the browser'],
    ['Witnessed by', input.witness],
    ['SHA-256 of the original', input.originalSha256, mono],
  ]
  for (const [label, value, font] of rows) {
    page.drawText(label, { x: left, y, size: 10, font: bold, color: MUTED })
    for (const line of wrap(font ?? regular, encodable(font ?? regular, value), 11, right - left - 150)) {
      page.drawText(line, { x: left + 150, y, size: font ? 9.5 : 11, font: font ?? regular, color: INK })
      y -= 16
    }
    y -= 6
  }
  y -= 10
  page.drawText('Signature', { x: left, y, size: 10, font: bold, color: MUTED })
  const box = { x: left + 150, y: y - 70, width: 260, height: 80 }
  page.drawRectangle({ x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12, borderColor: MUTED, borderWidth: 0.75 })
  await drawSignature(doc, page, input.signature, box, typedFont)
  y = box.y - 40
  const explanation =
    `The pages before this one are the original document (#${input.originalDocumentId}) with the signer's details filled in. ` +
    'The original is kept unchanged; its SHA-256 above lets anyone check that this copy was made from it.'
  for (const line of wrap(regular, explanation, 9.5, right - left)) {
    page.drawText(line, { x: left, y, size: 9.5, font: regular, color: MUTED })
    y -= 14
  }

  doc.setTitle(encodable(regular, `${input.originalFilename} (signed)`))
  doc.setModificationDate(input.signedAt)
  doc.setProducer('Investor Platform e-signature')
  return doc.save({ useObjectStreams: false })
}
