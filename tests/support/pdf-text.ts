import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'

/** The text of every stream of a PDF (pages and flattened form fields, decompressed), hex strings of the standard fonts read as text. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes)
  const chunks: string[] = []
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || String(object.dict.get(PDFName.of('Subtype'))) === '/Image') continue
    const raw = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')
    chunks.push(raw.replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1')))
  }
  return chunks.join('\n')
}
