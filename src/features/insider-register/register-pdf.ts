import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

import { printable, wrap as wrapText } from '@/lib/pdf/pdf-text'

// A register as a PDF for a regulator (issue 12 §4, decision 029): A4 landscape, a heading (the
// organisation, the register, when it was made, the filters applied), then a table whose cells wrap;
// each row may carry a full-width text under it (what an investor was told). Pages are numbered
// and repeat the table's header. Helvetica's WinAnsi text: other characters print as '?'.

export type TPdfColumn = { label: string; /** Share of the table's width. */ width: number }
export type TPdfRow = { cells: string[]; /** Full width under the row, with its label. */ below?: { label: string; text: string } }
export type TRegisterPdf = { organisation: string; title: string; filters: string[]; columns: TPdfColumn[]; rows: AsyncIterable<TPdfRow>; emptyText: string }

const PAGE = { width: 841.89, height: 595.28 }
const MARGIN = 36
const SIZE = 8
const LINE = 10.5
const TABLE_WIDTH = PAGE.width - 2 * MARGIN

const wrap = (text: string, font: PDFFont, width: number) => wrapText(text, font, width, SIZE)

export async function registerPdf(spec: TRegisterPdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${spec.title}: ${spec.organisation}`)
  doc.setCreator(spec.organisation)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const widths = spec.columns.map((column) => (column.width / spec.columns.reduce((sum, each) => sum + each.width, 0)) * TABLE_WIDTH)
  let page: PDFPage
  let y = 0

  const drawLines = (lines: string[], x: number, top: number, face: PDFFont) => lines.forEach((text, index) => page.drawText(text, { x, y: top - index * LINE, size: SIZE, font: face }))
  const drawHeader = () => {
    let x = MARGIN
    const cells = spec.columns.map((column, index) => wrap(column.label, bold, widths[index]! - 4))
    const height = Math.max(...cells.map((lines) => lines.length)) * LINE
    cells.forEach((lines, index) => {
      drawLines(lines, x, y, bold)
      x += widths[index]!
    })
    y -= height
    page.drawLine({ start: { x: MARGIN, y: y + LINE - 3 }, end: { x: PAGE.width - MARGIN, y: y + LINE - 3 }, thickness: 0.5 })
  }
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - MARGIN
    page.drawText(printable(`${spec.organisation} · ${spec.title}`), { x: MARGIN, y, size: 9, font: bold })
    y -= LINE * 1.6
    drawHeader()
  }

  doc.addPage([PAGE.width, PAGE.height])
  page = doc.getPage(0)
  y = PAGE.height - MARGIN
  page.drawText(printable(spec.title), { x: MARGIN, y, size: 16, font: bold })
  y -= 20
  page.drawText(printable(spec.organisation), { x: MARGIN, y, size: 11, font })
  y -= 15
  const facts = [`Made ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC. Entries are never changed or removed: a correction is a later entry naming the one it corrects.`, ...spec.filters]
  for (const fact of facts) {
    drawLines(wrap(fact, font, TABLE_WIDTH), MARGIN, y, font)
    y -= LINE * wrap(fact, font, TABLE_WIDTH).length
  }
  y -= LINE
  drawHeader()

  let count = 0
  for await (const row of spec.rows) {
    count++
    const cells = row.cells.map((cell, index) => wrap(cell, font, widths[index]! - 4))
    const below = row.below ? wrap(`${row.below.label}: ${row.below.text}`, font, TABLE_WIDTH - 12) : []
    const height = (Math.max(...cells.map((lines) => lines.length)) + below.length) * LINE + 4
    if (y - height < MARGIN) newPage()
    let x = MARGIN
    cells.forEach((lines, index) => {
      drawLines(lines, x, y, font)
      x += widths[index]!
    })
    y -= Math.max(...cells.map((lines) => lines.length)) * LINE
    if (below.length) {
      page.drawRectangle({ x: MARGIN, y: y - (below.length - 1) * LINE - 3, width: TABLE_WIDTH, height: below.length * LINE + 1, color: rgb(0.95, 0.95, 0.95) })
      drawLines(below, MARGIN + 12, y, font)
      y -= below.length * LINE
    }
    page.drawLine({ start: { x: MARGIN, y: y + LINE - 4 }, end: { x: PAGE.width - MARGIN, y: y + LINE - 4 }, thickness: 0.25, color: rgb(0.7, 0.7, 0.7) })
    y -= 4
  }
  if (count === 0) page.drawText(printable(spec.emptyText), { x: MARGIN, y, size: SIZE, font })

  const pages = doc.getPages()
  pages.forEach((each, index) => each.drawText(`Page ${index + 1} of ${pages.length} · ${count} ${count === 1 ? 'entry' : 'entries'}`, { x: MARGIN, y: MARGIN / 2, size: 7, font }))
  return doc.save()
}
