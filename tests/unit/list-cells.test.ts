import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { TColumn, TRow } from '@/lib/resource/define-resource'
import { cellValue } from '@/ui/resource/cell'
import { listCells, sharedEnds } from '@/ui/resource/list-cells'
import type { TCell, TColumnShape } from '@/ui/resource/list-rows'

// A kit list's rows as the page carries them (issue 9: the list page's bytes): each column's shared
// parts said once, and every cell drawn back exactly as the server computed it.

const columns: TColumn[] = [
  { field: 'title', label: 'Title', kind: 'link', href: (row) => (row.stage === 1 ? `/admin/drafts/${row.id}` : `/admin/live/${row.id}/details`) },
  { field: 'stage', label: 'Stage', kind: 'badge', text: (value) => `Stage ${String(value)}`, palette: (value) => (value === 1 ? 'gray' : 'green') },
  { field: 'note', label: 'Note', kind: 'text' },
]

/** What a client row draws for a cell: its text, and a link's address or a badge's class. */
function drawn(shape: TColumnShape, cell: TCell) {
  if (typeof cell === 'string') return { text: cell }
  const [text, detail] = cell
  if (shape.kind === 'link') return { text, href: shape.prefix + String(detail) + shape.suffix }
  if (shape.kind === 'badge') return { text, className: shape.classes[Number(detail)] }
  throw new Error('a detail in a text column')
}

/** The same from the server's own value of the cell. */
function expected(column: TColumn, row: TRow) {
  const value = cellValue(column, row)
  if (typeof value === 'string') return { text: value }
  return 'link' in value ? { text: value.text, href: value.link } : { text: value.text, className: `badge-${value.badge}` }
}

describe('sharedEnds', () => {
  test('finds the start and end every address shares', () => {
    expect(sharedEnds(['/admin/live/52/details', '/admin/live/473/details'])).toEqual({ prefix: '/admin/live/', suffix: '/details' })
    // The digits ids share are shared too: the middle is whatever differs.
    expect(sharedEnds(['/admin/live/53/details', '/admin/live/473/details'])).toEqual({ prefix: '/admin/live/', suffix: '3/details' })
  })

  test('never lets the start and end overlap in the shortest text', () => {
    expect(sharedEnds(['aba', 'aba'])).toEqual({ prefix: 'aba', suffix: '' })
    expect(sharedEnds(['/x/1/x', '/x/11/x'])).toEqual({ prefix: '/x/1', suffix: '/x' })
    expect(sharedEnds([''])).toEqual({ prefix: '', suffix: '' })
    expect(sharedEnds([])).toEqual({ prefix: '', suffix: '' })
  })
})

describe('listCells', () => {
  test('a page of rows carries each address and palette once, and every cell draws as before', () => {
    const rows: TRow[] = [
      { id: 53, title: 'Software 53', stage: 2, note: null },
      { id: 7, title: 'Draft 7', stage: 1, note: 'First' },
      { id: 473, title: 'Software 473', stage: 2, note: '' },
    ]
    const page = listCells(columns, rows, (palette) => `badge-${palette}`)
    expect(page.shapes).toEqual([{ kind: 'link', prefix: '/admin/', suffix: '' }, { kind: 'badge', classes: ['badge-green', 'badge-gray'] }, { kind: 'text' }])
    expect(page.rows[0]).toEqual([53, [['Software 53', 'live/53/details'], ['Stage 2', 0], '—']])
    expect(page.rows[1]).toHaveLength(2)
    for (const [index, row] of rows.entries()) {
      expect(page.rows[index]![1].map((cell, column) => drawn(page.shapes[column]!, cell))).toEqual(columns.map((column) => expected(column, row)))
    }
  })

  test('names each row for bulk selection only when asked', () => {
    const page = listCells(columns, [{ id: 1, title: 'One', stage: 2 }], (palette) => palette, (row) => `Select ${String(row.title)}`)
    expect(page.rows[0]![2]).toBe('Select One')
  })

  test('whatever the addresses and values, every cell draws as the server computed it', () => {
    const row = fc.record({ id: fc.integer({ min: 1, max: 1e9 }), title: fc.string(), stage: fc.integer({ min: 1, max: 3 }), note: fc.option(fc.string(), { nil: null }), path: fc.string() })
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        const linked: TColumn[] = [{ ...columns[0]!, href: (record) => String(record.path) } as TColumn, columns[1]!, columns[2]!]
        const page = listCells(linked, rows, (palette) => `badge-${palette}`)
        for (const [index, record] of rows.entries()) {
          expect(page.rows[index]![1].map((cell, column) => drawn(page.shapes[column]!, cell))).toEqual(linked.map((column) => expected(column, record)))
        }
      }),
    )
  })
})
