import { stringify } from 'csv-stringify/sync'

import { minorToMajorInput } from '@/lib/money'

import { selectedFields, type TColumn, type TResourceDefinition, type TRow } from './define-resource'
import { resourceWhere, type TResourceContext, type TRowSelection } from './resource-query'

// CSV of a whole filtered list, streamed: rows are read in batches by id (keyset, so the 100th
// thousand costs what the first did) and written as they come; memory stays flat however long
// the list. Same access rules and filters as the screen; ordered by id.

const BATCH = 1000

/** A spreadsheet runs a cell that starts like a formula; text cells are defused with a quote. */
const FORMULA_START = /^[=+\-@\t\r]/
export const safeCsvText = (value: unknown) => {
  const text = value == null ? '' : String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}

function headerOf(column: TColumn): string[] {
  return column.kind === 'money' ? [column.label, `${column.label} currency`] : [column.label]
}

function cellsOf(column: TColumn, row: TRow): string[] {
  if (column.display) return [safeCsvText(column.display(row))]
  const value = row[column.field]
  switch (column.kind) {
    case 'money': {
      const currency = String(row[column.currencyField] ?? '')
      return [typeof value === 'number' ? minorToMajorInput(value, currency) : '', currency]
    }
    case 'date':
      return [typeof value === 'string' ? value.slice(0, 10) : '']
    case 'relative-time':
      return [typeof value === 'string' ? value : '']
    case 'badge':
      return [safeCsvText(column.text(value))]
    default:
      return [safeCsvText(value)]
  }
}

export async function countResourceRows(resource: TResourceDefinition, ctx: TResourceContext, selection: TRowSelection): Promise<number> {
  const { totalDocs } = await ctx.payload.count({ collection: resource.collection, where: resourceWhere(resource, ctx, selection), overrideAccess: false, user: ctx.user })
  return totalDocs
}

/**
 * The CSV text in chunks: the header line, then one chunk per batch of rows. Every declared column,
 * whatever columns the person shows on screen (decision 010): a file's layout does not change with
 * a screen preference, so a spreadsheet or script reading it keeps working.
 */
export async function* resourceCsv(resource: TResourceDefinition, ctx: TResourceContext, selection: TRowSelection): AsyncGenerator<string> {
  yield stringify([resource.columns.flatMap(headerOf)])
  for await (const rows of resourceRowBatches(resource, ctx, selection)) yield stringify(rows.map((row) => resource.columns.flatMap((column) => cellsOf(column, row))))
}

/** The whole searched and filtered list as the user may read it, in batches by id: the CSV's rows, and any other export's (the insider register's PDF). */
export async function* resourceRowBatches(resource: TResourceDefinition, ctx: TResourceContext, selection: TRowSelection): AsyncGenerator<TRow[]> {
  const where = resourceWhere(resource, ctx, selection)
  let lastId = 0
  for (;;) {
    const { docs } = await ctx.payload.find({
      collection: resource.collection,
      where: { and: [where, { id: { greater_than: lastId } }] },
      overrideAccess: false,
      user: ctx.user,
      depth: resource.depth ?? 0,
      select: selectedFields(resource),
      sort: 'id',
      limit: BATCH,
      pagination: false,
    })
    if (docs.length === 0) return
    const rows = docs as unknown as TRow[]
    yield rows
    lastId = rows[rows.length - 1]!.id
    if (rows.length < BATCH) return
  }
}
