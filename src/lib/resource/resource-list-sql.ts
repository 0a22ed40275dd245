
import type { FlattenedField, Payload, Where } from 'payload'

import { isoUtc } from '@/lib/sql'

// A kit list's page as one SQL statement (issue 9's list API budget): the Payload `where` the kit
// builds for a list (the collection's read access, the tenant, the list's scope, search and
// filters), compiled for the few field kinds and operators the kit uses, with the same meaning as
// Payload's drizzle adapter gives them (@payloadcms/drizzle queries/parseParams.js), the same
// order (`sort, id`) and the same JSON (numbers, ISO dates, ids at depth 0). Anything else is
// `null`: the caller asks Payload. tests/integration/resource-list-api.test.ts holds every declared
// list's answers equal to Payload's.

type TColumnKind = 'number' | 'text' | 'date' | 'id' | 'boolean'

/** `compare`: the column as conditions read it (a select's enum as text, as Payload compares it). */
type TColumn = { sql: string; kind: TColumnKind; compare: string }

/** What a statement needs to know about a collection: its table and the columns of its plain fields. */
export type TListTable = { table: string; columns: ReadonlyMap<string, TColumn> }

const CAST: Record<TColumnKind, string> = { number: 'numeric', text: 'text', date: 'timestamptz', id: 'integer', boolean: 'boolean' }

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

function columnKind(field: FlattenedField): TColumnKind | null {
  // A field whose value Payload reshapes when it reads it (hooks, field access, localisation, many values) stays with Payload.
  const reshaped = ('hooks' in field && field.hooks?.afterRead?.length) || ('access' in field && field.access?.read) || ('virtual' in field && field.virtual)
  if (reshaped || ('localized' in field && field.localized) || ('hasMany' in field && field.hasMany)) return null
  switch (field.type) {
    case 'number':
      return 'number'
    case 'text':
    case 'textarea':
    case 'email':
    case 'select':
    case 'radio':
      return 'text'
    case 'date':
      return 'date'
    case 'checkbox':
      return 'boolean'
    case 'relationship':
    case 'upload':
      return typeof field.relationTo === 'string' ? 'id' : null
    default:
      return null
  }
}

const tables = new WeakMap<Payload, Map<string, TListTable>>()

/** The collection's table and plain columns, read once from Payload's drizzle schema. */
export function listTableOf(payload: Payload, collection: string): TListTable {
  let byCollection = tables.get(payload)
  if (!byCollection) tables.set(payload, (byCollection = new Map()))
  const known = byCollection.get(collection)
  if (known) return known
  const db = payload.db as unknown as { tableNameMap: Map<string, string>; tables: Record<string, Record<string, { name: string } | undefined>> }
  const table = db.tableNameMap.get(collection.replace(/-/g, '_')) ?? collection.replace(/-/g, '_')
  const drizzleTable = db.tables[table] ?? {}
  const columns = new Map<string, TColumn>([['id', { sql: 'id', kind: 'id', compare: 'id' }]])
  for (const field of payload.collections[collection as keyof typeof payload.collections].config.flattenedFields) {
    const kind = columnKind(field)
    const column = drizzleTable[field.name]
    if (!kind || !column?.name) continue
    const sql = quoted(column.name)
    columns.set(field.name, { sql, kind, compare: field.type === 'select' || field.type === 'radio' ? `${sql}::text` : sql })
  }
  const result = { table: quoted(table), columns }
  byCollection.set(collection, result)
  return result
}

/** The query cannot be said in this compiler's words: Payload answers it. */
class Unsupported extends Error {}

type TCompiler = { table: TListTable; values: unknown[] }

function param(compiler: TCompiler, value: unknown, kind: TColumnKind, array = false): string {
  compiler.values.push(value)
  return `$${compiler.values.length}::${CAST[kind]}${array ? '[]' : ''}`
}

/** A value as Payload's sanitizeQueryValue leaves it for a plain column (numbers and ids from text, booleans from 'true'). */
function typed(kind: TColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) throw new Unsupported()
  if (kind === 'number' || kind === 'id') {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
    if (!Number.isFinite(number)) throw new Unsupported()
    return number
  }
  if (kind === 'boolean') {
    if (typeof value === 'boolean') return value
    if (value === 'true' || value === 'false') return value === 'true'
    throw new Unsupported()
  }
  if (kind === 'date') {
    const date = new Date(value as string)
    if (Number.isNaN(date.getTime())) throw new Unsupported()
    return date.toISOString()
  }
  if (typeof value !== 'string') throw new Unsupported()
  return value
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])

function condition(compiler: TCompiler, field: string, operator: string, value: unknown): string {
  const column = compiler.table.columns.get(field)
  if (!column) throw new Unsupported()
  const { compare: sql, kind } = column
  switch (operator) {
    case 'equals':
      return value === null ? `${sql} IS NULL` : `${sql} = ${param(compiler, typed(kind, value), kind)}`
    case 'not_equals':
      // parseParams: a value also matches the rows without one (NULL), as Payload's not_equals does.
      return value === null ? `${sql} IS NOT NULL` : `(${sql} IS NULL OR ${sql} <> ${param(compiler, typed(kind, value), kind)})`
    case 'exists':
      // sanitizeQueryValue: true or 'true' is IS NOT NULL, anything else IS NULL.
      return value === true || value === 'true' ? `${sql} IS NOT NULL` : `${sql} IS NULL`
    case 'in':
    case 'not_in': {
      const values = listOf(value).map((item) => typed(kind, item))
      if (values.length === 0) throw new Unsupported()
      // drizzle's inArray / notInArray: NOT IN leaves NULLs out, as it does.
      return operator === 'in' ? `${sql} = ANY(${param(compiler, values, kind, true)})` : `NOT (${sql} = ANY(${param(compiler, values, kind, true)}))`
    }
    case 'greater_than_equal':
      return `${sql} >= ${param(compiler, typed(kind, value), kind)}`
    case 'greater_than':
      return `${sql} > ${param(compiler, typed(kind, value), kind)}`
    case 'less_than_equal':
      return `${sql} <= ${param(compiler, typed(kind, value), kind)}`
    case 'less_than':
      return `${sql} < ${param(compiler, typed(kind, value), kind)}`
    case 'contains':
      if (kind !== 'text') throw new Unsupported()
      return `${sql} ILIKE ${param(compiler, `%${typed(kind, value) as string}%`, 'text')}`
    case 'like': {
      // Every word, each anywhere (split on single spaces, as the adapter does).
      if (kind !== 'text') throw new Unsupported()
      const words = (typed(kind, value) as string).split(' ')
      return `(${words.map((word) => `${sql} ILIKE ${param(compiler, `%${word}%`, 'text')}`).join(' AND ')})`
    }
    default:
      throw new Unsupported()
  }
}

function compileWhere(compiler: TCompiler, where: Where): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue
    if (key === 'and' || key === 'or') {
      const clauses = (value as Where[]).map((clause) => compileWhere(compiler, clause)).filter((clause) => clause !== 'TRUE')
      if (clauses.length) parts.push(`(${clauses.join(key === 'and' ? ' AND ' : ' OR ')})`)
      continue
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Unsupported()
    for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) parts.push(condition(compiler, key, operator, operand))
  }
  return parts.length ? parts.join(' AND ') : 'TRUE'
}

/**
 * `where` as a condition on `table`'s columns (its values appended to `values`, numbered after those
 * already there), for statements of their own that must read rows exactly as a list would (the staff
 * search); null when this compiler cannot say it.
 */
export function whereSql(table: TListTable, where: Where, values: unknown[]): string | null {
  // Values go in only when the whole condition could be said: a half-compiled one leaves none behind.
  const compiler: TCompiler = { table, values: [...values] }
  try {
    const condition = compileWhere(compiler, where)
    values.push(...compiler.values.slice(values.length))
    return condition
  } catch (error) {
    if (error instanceof Unsupported) return null
    throw error
  }
}

function output(column: TColumn, name: string): string {
  const alias = quoted(name)
  if (column.kind === 'number') return `${column.sql}::float8 AS ${alias}`
  if (column.kind === 'date') return `${isoUtc(column.sql)} AS ${alias}`
  return `${column.sql} AS ${alias}`
}

export type TListStatement = { text: string; values: unknown[] }

/**
 * One page of `where` in `sort` order (then id), with the count of the whole set; null when a
 * field, an operator or a value is not one this compiler speaks for Payload.
 */
export function listStatement(table: TListTable, { where, fields, sort, page, limit }: { where: Where; fields: readonly string[]; sort: string; page: number; limit: number }): TListStatement | null {
  const compiler: TCompiler = { table, values: [] }
  try {
    const sortField = sort.replace(/^-/, '')
    const sortColumn = table.columns.get(sortField)
    const outputs = fields.map((field) => {
      const column = table.columns.get(field)
      if (!column) throw new Unsupported()
      return output(column, field)
    })
    if (!sortColumn) throw new Unsupported()
    const condition = compileWhere(compiler, where)
    const limitParam = param(compiler, limit, 'id')
    const offsetParam = param(compiler, (page - 1) * limit, 'id')
    // NOT MATERIALIZED: a CTE read twice is otherwise computed once in full (every column of
    // every matching row, 50,000 investors: 90 ms) before the count and the page read it; inlined,
    // the count is an index-only scan and the page an index scan that stops at the limit (6 ms).
    const text = `
WITH visible AS NOT MATERIALIZED (SELECT * FROM ${table.table} WHERE ${condition})
SELECT total.total_docs, page.*
FROM (SELECT count(*)::int AS total_docs FROM visible) total
LEFT JOIN LATERAL (
  SELECT ${outputs.join(', ')} FROM visible
  ORDER BY ${sortColumn.sql} ${sort.startsWith('-') ? 'DESC' : 'ASC'}, id ASC
  LIMIT ${limitParam} OFFSET ${offsetParam}
) page ON true`
    // Unnamed, so planned for its values on every run. A named statement is planned once per
    // connection and after five runs may keep a generic plan, costed for an average tenant: for
    // the tenant with 50,000 investors that plan read all of them and sorted for a page of 20
    // (31 ms, against 6 ms planned for its values): unnamed, the investor list answered 5x more
    // requests a second at bench scale; the small lists pay about 0.1 ms of planning.
    return { text, values: compiler.values }
  } catch (error) {
    if (error instanceof Unsupported) return null
    throw error
  }
}
