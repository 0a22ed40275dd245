import { Badge, Link, Table } from '@chakra-ui/react'
import NextLink from 'next/link'

import { rowLabel, type TColumn, type TResourceDefinition, type TRow } from '@/lib/resource/define-resource'
import { listHref, type TListQuery } from '@/lib/resource/resource-query'
import { kitLooks, type TLook } from '@/ui/chakra-rsc/kit-style'

import { PageCheckbox } from './bulk-selection'
import { cellValue } from './cell'
import { ListRows, type TListRow, type TListRowClasses } from './list-rows'

// The kit list's table (issue 9 §2) as plain elements with Chakra's classes, computed once per
// page (kitLooks), rather than a tree of Chakra components each wrapped with its styles; its rows
// go to the page as their values (list-rows.tsx), drawn as the same server-rendered markup.

const HIDE_BELOW = { md: { base: 'none', md: 'table-cell' }, lg: { base: 'none', lg: 'table-cell' } } as const

const cellProps = (column: TColumn) => ({
  display: column.hideBelow ? HIDE_BELOW[column.hideBelow] : undefined,
  textAlign: column.kind === 'money' ? ('end' as const) : undefined,
})

/** The looks of this table: its parts, a header and a cell per column, and a badge per palette its rows use. */
function tableLooks(columns: readonly TColumn[], rows: readonly TRow[]) {
  const palettes = new Set<string>()
  for (const column of columns) {
    if (column.kind !== 'badge') continue
    for (const row of rows) palettes.add(column.palette?.(row[column.field]) ?? 'gray')
  }
  return kitLooks<string>(
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" data-look="scroll">
        <Table.Root size="sm" interactive data-look="table">
          <Table.Header data-look="thead">
            <Table.Row data-look="tr">
              <Table.ColumnHeader w="1" data-look="checkHeader" />
              {columns.map((column) => (
                <Table.ColumnHeader key={column.field} {...cellProps(column)} data-look={`th:${column.field}`} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body data-look="tbody">
            <Table.Row>
              <Table.Cell w="1" data-look="checkCell" />
              {columns.map((column) => (
                <Table.Cell key={column.field} {...cellProps(column)} whiteSpace={column.kind === 'link' || column.kind === 'text' ? undefined : 'nowrap'} data-look={`td:${column.field}`} />
              ))}
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Link fontWeight="semibold" color="inherit" data-look="sortLink" />
      <Link fontWeight="medium" colorPalette="brand" color="colorPalette.fg" overflowWrap="anywhere" data-look="cellLink" />
      {[...palettes].map((palette) => (
        <Badge key={palette} colorPalette={palette} variant="subtle" whiteSpace="nowrap" data-look={`badge:${palette}`} />
      ))}
    </>,
  )
}

function SortHeader({ resource, query, column, look }: { resource: TResourceDefinition; query: TListQuery; column: TColumn; look: TLook }) {
  const direction = query.sort === column.field ? 'ascending' : query.sort === `-${column.field}` ? 'descending' : null
  const next = direction === 'ascending' ? `-${column.field}` : column.field
  return (
    <NextLink className={look.className} href={listHref(resource, { ...query, sort: next, page: 1 })} aria-label={`${column.label}, sort ${direction === 'ascending' ? 'descending' : 'ascending'}`}>
      {column.label}
      {direction === 'ascending' ? ' ↑' : direction === 'descending' ? ' ↓' : ''}
    </NextLink>
  )
}

type TProps = { resource: TResourceDefinition; query: TListQuery; columns: readonly TColumn[]; rows: readonly TRow[]; canBulkDelete: boolean }

/** A row as the page carries it: no `label` key at all without bulk selection (an undefined one is still spelt out in the payload). */
function listRow(resource: TResourceDefinition, columns: readonly TColumn[], row: TRow, canBulkDelete: boolean): TListRow {
  const cells = columns.map((column) => cellValue(column, row))
  return canBulkDelete ? { id: row.id, label: rowLabel(resource, row), cells } : { id: row.id, cells }
}

export function ListTable({ resource, query, columns, rows, canBulkDelete }: TProps) {
  const { looks, styles } = tableLooks(columns, rows)
  const cls = (name: string) => looks[name]?.className
  const badges = Object.fromEntries(Object.entries(looks).flatMap(([name, look]) => (name.startsWith('badge:') ? [[name.slice('badge:'.length), look.className]] : [])))
  const rowClasses: TListRowClasses = { row: cls('tr') ?? '', checkCell: cls('checkCell') ?? '', cells: columns.map((column) => cls(`td:${column.field}`) ?? ''), link: cls('cellLink') ?? '', badges }
  return (
    <>
      {styles}
      <div className={cls('scroll')}>
        <table className={cls('table')}>
          <thead className={cls('thead')}>
            <tr className={cls('tr')}>
              {canBulkDelete && (
                <th className={cls('checkHeader')}>
                  <PageCheckbox label={`Select every ${resource.noun.one} on this page`} />
                </th>
              )}
              {columns.map((column) => {
                const sorted = query.sort === column.field ? 'ascending' : query.sort === `-${column.field}` ? 'descending' : undefined
                return (
                  <th key={column.field} className={cls(`th:${column.field}`)} aria-sort={column.sortable ? sorted : undefined}>
                    {column.sortable ? <SortHeader resource={resource} query={query} column={column} look={looks.sortLink!} /> : column.label}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody className={cls('tbody')}>
            <ListRows rows={rows.map((row) => listRow(resource, columns, row, canBulkDelete))} classes={rowClasses} />
          </tbody>
        </table>
      </div>
    </>
  )
}
