import sharp from 'sharp'

// Small, valid files made in code for the demo documents and the tests: no binary fixtures in the
// repository, and each is what its bytes say it is.

const pdfText = (text: string) => text.replace(/[^\x20-\x7E]/g, '?').replace(/([()\\])/g, '\\$1')

/** A one-page PDF (Helvetica) with `lines` of text; offsets in its cross-reference table are exact. */
export function tinyPdf(lines: string[]): Buffer {
  const content = ['BT', '/F1 16 Tf', '72 770 Td', '20 TL', ...lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET'].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A small solid-colour PNG. */
export function tinyPng(colour = '#1f6feb', width = 64, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer()
}
