'use client'

import NextLink from 'next/link'

// The body rows of a DataTable (data-table.tsx) as a client component: the page's payload carries
// each row's values and the classes once, not every cell's element with its classes (the kit
// list's rows do the same, ui/resource/list-rows.tsx); the markup is the same server-rendered HTML.

/** A cell: text, or text with a muted second line (a holder's name and email), the text a link where `href` is given. */
export type TDataCell = string | { text: string; detail?: string; href?: string }

export type TDataRow = { key: string | number; cells: readonly TDataCell[] }

export type TDataRowClasses = { row: string; cells: readonly string[]; detail: string; link: string }

export function DataRows({ rows, classes }: { rows: readonly TDataRow[]; classes: TDataRowClasses }) {
  return rows.map((row) => (
    <tr key={row.key} className={classes.row}>
      {row.cells.map((value, index) => (
        <td key={index} className={classes.cells[index]}>
          {typeof value === 'string' ? (
            value
          ) : (
            <>
              {value.href ? (
                <NextLink href={value.href} className={classes.link}>
                  {value.text}
                </NextLink>
              ) : (
                value.text
              )}
              {value.detail && <span className={classes.detail}>{value.detail}</span>}
            </>
          )}
        </td>
      ))}
    </tr>
  ))
}
