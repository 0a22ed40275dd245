import { Badge, Link, Table } from '@chakra-ui/react'
import NextLink from 'next/link'

import { rowLabel, type TColumn, type TResourceDefinition, type TRow } from '@/lib/resource/define-resource'
import { listHref, type TListQuery } from '@/lib/resource/resource-query'
import { kitLooks, type TLook } from '@/ui/chakra-rsc/kit-style'

import { PageCheckbox } from './bulk-selection'
import { listCells } from './list-cells'
import { ListRows } from './list-rows'
import { LIST_SCREEN } from './list-screen-styles'

// The kit list's table (issue 9 §2) as plain elements with Chakra's classes, computed once per
// page (kitLooks), rather than a tree of Chakra components each wrapped with its styles; its rows
// go to the page as their values (list-cells.ts), drawn as the same server-rendered markup.

const HIDE_BELOW = { md: { base: 'none', md: 'table-cell' }, lg: { base: 'none', lg: 'table-cell' } } as const

const cellProps = (column: TColumn) => ({
  display: column.hideBelow ? HIDE_BELOW[column.hideBelow] : undefined,
  textAlign: column.kind === 'money' ? ('end' as const) : undefined,
})

/**
 * What sets a column's cells apart (hidden on small screens, money to the end, no wrapping but for
 * links and text), as rules of the table for the n-th cell of its body's rows: a row's cells then
 * carry no class (the body's look gives them Chakra's table cell, list-screen-styles.ts).
 */
function columnRules(columns: readonly TColumn[], firstColumn: number) {
  const rules: Record<string, object> = {}
  columns.forEach((column, index) => {
    const props = Object.fromEntries(Object.entries({ ...cellProps(column), whiteSpace: column.kind === 'link' || column.kind === 'text' ? undefined : 'nowrap' }).filter(([, value]) => value !== undefined))
    if (Object.keys(props).length) rules[`& > tbody > tr > td:nth-child(${firstColumn + index})`] = props
  })
  return rules
}

/** The looks of this table: its parts, a header per column, and a badge per palette its rows use. */
function tableLooks(columns: readonly TColumn[], rows: readonly TRow[], canBulkDelete: boolean) {
  const palettes = new Set<string>()
  for (const column of columns) {
    if (column.kind !== 'badge') continue
    for (const row of rows) palettes.add(column.palette?.(row[column.field]) ?? 'gray')
  }
  return kitLooks<string>(
    <>
      <Table.ScrollArea {...LIST_SCREEN.tableFrame.props} data-look="scroll">
        <Table.Root {...LIST_SCREEN.table.props} css={{ ...columnRules(columns, canBulkDelete ? 2 : 1), ...(canBulkDelete ? { '& > tbody > tr > td:first-child': { w: '1' } } : {}) }} data-look="table">
          <Table.Header data-look="thead">
            <Table.Row data-look="tr">
              <Table.ColumnHeader {...LIST_SCREEN.checkHeader.props} data-look="checkHeader" />
              {columns.map((column) => (
                <Table.ColumnHeader key={column.field} {...cellProps(column)} data-look={`th:${column.field}`} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body {...LIST_SCREEN.tableBody.props} data-look="tbody" />
        </Table.Root>
      </Table.ScrollArea>
      <Link fontWeight="semibold" color="inherit" data-look="sortLink" />
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

export function ListTable({ resource, query, columns, rows, canBulkDelete }: TProps) {
  const { looks, styles } = tableLooks(columns, rows, canBulkDelete)
  const cls = (name: string) => looks[name]?.className
  const cells = listCells(columns, rows, (palette) => cls(`badge:${palette}`) ?? '', canBulkDelete ? (row) => rowLabel(resource, row) : undefined)
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
                  // aria-sort only where it says something: an undefined one is spelt out in the payload.
                  <th key={column.field} className={cls(`th:${column.field}`)} {...(column.sortable && sorted ? { 'aria-sort': sorted } : {})}>
                    {column.sortable ? <SortHeader resource={resource} query={query} column={column} look={looks.sortLink!} /> : column.label}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody className={cls('tbody')}>
            <ListRows rows={cells.rows} shapes={cells.shapes} />
          </tbody>
        </table>
      </div>
    </>
  )
}
