'use client'

import NextLink from 'next/link'

import { RowCheckbox } from './bulk-selection'
import type { TCellValue } from './cell'

// The rows of a kit list (list-table.tsx) as a client component: the page's payload carries each
// row's values, not its elements (a row's <tr> of <td>s with their classes is about three times
// the size of its values), and the markup is the same server-rendered HTML.

export type TListRow = {
  id: number
  /** Names the row's checkbox; absent without bulk selection. */
  label?: string
  cells: TCellValue[]
}

export type TListRowClasses = {
  row: string
  checkCell: string
  /** The class of each column's cell, in column order. */
  cells: string[]
  link: string
  /** A badge's class by its palette. */
  badges: Record<string, string>
}

export function ListRows({ rows, classes }: { rows: TListRow[]; classes: TListRowClasses }) {
  return rows.map((row) => (
    <tr key={row.id} className={classes.row}>
      {row.label !== undefined && (
        <td className={classes.checkCell}>
          <RowCheckbox id={row.id} label={row.label} />
        </td>
      )}
      {row.cells.map((value, index) => (
        <td key={index} className={classes.cells[index]}>
          {typeof value === 'string' ? (
            value
          ) : 'link' in value ? (
            <NextLink className={classes.link} href={value.link}>
              {value.text}
            </NextLink>
          ) : (
            <span className={classes.badges[value.badge]}>{value.text}</span>
          )}
        </td>
      ))}
    </tr>
  ))
}
