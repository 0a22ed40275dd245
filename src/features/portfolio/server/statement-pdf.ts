import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

import { printable, wrap } from '@/lib/pdf/pdf-text'

// An investor's portfolio statement for a period (issue 13 §4 "a PDF statement per investor per
// period", decision 032): A4 portrait, the tenant and the investor, the period, then sections each
// made of an optional line of text and a table whose cells wrap; pages numbered, a table's header
// repeated on a new page. Helvetica's WinAnsi text, as the insider register's PDF.

export type TStatementTable = { columns: Array<{ label: string; width: number; align?: 'right' }>; rows: string[][]; emptyText: string }
export type TStatementSection = { title: string; note?: string; table: TStatementTable }
export type TStatementPdf = { organisation: string; title: string; lines: string[]; sections: TStatementSection[] }

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 40
const SIZE = 8
const LINE = 10.5
const WIDTH = PAGE.width - 2 * MARGIN

export async function statementPdf(spec: TStatementPdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${spec.title}: ${spec.organisation}`)
  doc.setCreator(spec.organisation)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - MARGIN

  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - MARGIN
    page.drawText(printable(`${spec.organisation} · ${spec.title}`), { x: MARGIN, y, size: 9, font: bold })
    y -= LINE * 1.8
  }
  const room = (height: number) => {
    if (y - height < MARGIN) newPage()
  }
  const text = (value: string, face: PDFFont, size: number) => {
    for (const line of wrap(value, face, WIDTH, size)) {
      room(size + 4)
      page.drawText(line, { x: MARGIN, y, size, font: face })
      y -= size + 4
    }
  }
  const row = (cells: string[], table: TStatementTable, face: PDFFont) => {
    const total = table.columns.reduce((sum, column) => sum + column.width, 0)
    const widths = table.columns.map((column) => (column.width / total) * WIDTH)
    const wrapped = cells.map((cell, index) => wrap(cell, face, widths[index]! - 6, SIZE))
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE
    return { widths, wrapped, height }
  }
  const drawRow = (cells: string[], table: TStatementTable, face: PDFFont) => {
    const { widths, wrapped, height } = row(cells, table, face)
    let x = MARGIN
    wrapped.forEach((lines, index) => {
      const right = table.columns[index]?.align === 'right'
      lines.forEach((line, number) => {
        const offset = right ? widths[index]! - 6 - face.widthOfTextAtSize(line, SIZE) : 0
        page.drawText(line, { x: x + offset, y: y - number * LINE, size: SIZE, font: face })
      })
      x += widths[index]!
    })
    y -= height
    page.drawLine({ start: { x: MARGIN, y: y + LINE - 3 }, end: { x: PAGE.width - MARGIN, y: y + LINE - 3 }, thickness: face === bold ? 0.5 : 0.25, color: face === bold ? rgb(0, 0, 0) : rgb(0.7, 0.7, 0.7) })
    y -= 3
  }

  page.drawText(printable(spec.title), { x: MARGIN, y, size: 16, font: bold })
  y -= 22
  text(spec.organisation, font, 11)
  for (const line of spec.lines) text(line, font, 9)
  y -= LINE

  for (const section of spec.sections) {
    room(LINE * 5)
    y -= 4
    text(section.title, bold, 12)
    if (section.note) text(section.note, font, 8)
    y -= 2
    const header = section.table.columns.map((column) => column.label)
    drawRow(header, section.table, bold)
    if (section.table.rows.length === 0) text(section.table.emptyText, font, SIZE)
    for (const cells of section.table.rows) {
      const { height } = row(cells, section.table, font)
      if (y - height < MARGIN) {
        newPage()
        drawRow(header, section.table, bold)
      }
      drawRow(cells, section.table, font)
    }
    y -= LINE
  }

  const pages = doc.getPages()
  pages.forEach((each, index) => each.drawText(`Page ${index + 1} of ${pages.length}`, { x: MARGIN, y: MARGIN / 2, size: 7, font }))
  return doc.save()
}
