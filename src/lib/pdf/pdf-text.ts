import type { PDFFont } from 'pdf-lib'

// Text for pdf-lib's standard fonts (Helvetica: WinAnsi): the PDFs we make (the insider register,
// an investor's portfolio statement) print through these two.

/** Text Helvetica can draw (WinAnsi): anything else becomes '?', line breaks become spaces. */
export const printable = (text: string) => text.replace(/[\r\n\t]+/g, ' ').replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?')

/** Words into lines no wider than `width` at `size`; a word longer than a line is cut. */
export function wrap(text: string, font: PDFFont, width: number, size: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of printable(text).split(' ')) {
    let rest = word
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--
      if (line) lines.push(line)
      line = ''
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    const candidate = line ? `${line} ${rest}` : rest
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate
    else {
      lines.push(line)
      line = rest
    }
  }
  if (line) lines.push(line)
  return lines.length ? lines : ['']
}
