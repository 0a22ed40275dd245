import type { TColumn, TRow } from '@/lib/resource/define-resource'

import { cellValue } from './cell'
import type { TCell, TColumnShape, TListRow } from './list-rows'

// A kit list's rows as the page's payload carries them to the client rows that draw them
// (list-rows.tsx): what is the same for every row of a column is said once, in the column's shape
// (a link's shared start and end, a badge's classes), and a row carries only what differs. A page
// of 50 opportunity rows was 10 KB of payload, each link spelling out its whole address and each
// badge its palette.

/** The longest start and end every text shares, never overlapping within the shortest. */
export function sharedEnds(texts: readonly string[]): { prefix: string; suffix: string } {
  if (texts.length === 0) return { prefix: '', suffix: '' }
  const shortest = Math.min(...texts.map((text) => text.length))
  const first = texts[0]!
  let start = 0
  while (start < shortest && texts.every((text) => text[start] === first[start])) start++
  let end = 0
  while (end < shortest - start && texts.every((text) => text[text.length - 1 - end] === first[first.length - 1 - end])) end++
  return { prefix: first.slice(0, start), suffix: first.slice(first.length - end) }
}

/**
 * The page's rows of `columns`, each column's cells with its shape. `badgeClass` gives the class
 * of a badge palette; `label` names a row's checkbox (bulk selection), or is absent.
 */
export function listCells(columns: readonly TColumn[], rows: readonly TRow[], badgeClass: (palette: string) => string, label?: (row: TRow) => string): { shapes: TColumnShape[]; rows: TListRow[] } {
  const values = rows.map((row) => columns.map((column) => cellValue(column, row)))
  const shapes = columns.map((column, index): TColumnShape => {
    if (column.kind === 'link') return { kind: 'link', ...sharedEnds(values.map((cells) => (cells[index] as { link: string }).link)) }
    if (column.kind === 'badge') return { kind: 'badge', classes: [] }
    return { kind: 'text' }
  })
  const palettes = shapes.map(() => new Map<string, number>())
  const cell = (value: ReturnType<typeof cellValue>, index: number): TCell => {
    if (typeof value === 'string') return value
    const shape = shapes[index]!
    if ('link' in value && shape.kind === 'link') return [value.text, value.link.slice(shape.prefix.length, value.link.length - shape.suffix.length)]
    if ('badge' in value && shape.kind === 'badge') {
      const known = palettes[index]!
      if (!known.has(value.badge)) known.set(value.badge, shape.classes.push(badgeClass(value.badge)) - 1)
      return [value.text, known.get(value.badge)!]
    }
    throw new Error(`listCells: a ${typeof value} cell in a ${shape.kind} column`)
  }
  return {
    shapes,
    rows: rows.map((row, rowIndex) => {
      const cells = values[rowIndex]!.map(cell)
      // No label at all without bulk selection: an undefined one is still spelt out in the payload.
      return label ? [row.id, cells, label(row)] : [row.id, cells]
    }),
  }
}
