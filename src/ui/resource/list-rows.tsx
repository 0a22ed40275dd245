'use client'

import NextLink from 'next/link'

import { RowCheckbox } from './bulk-selection'

// The rows of a kit list (list-table.tsx) as a client component: the page's payload carries each
// row's values, not its elements (a row's <tr> of <td>s with their classes is about three times
// the size of its values), shaped by list-cells.ts, and the markup is the same server-rendered HTML.

/** A column as its cells are drawn: text, a link whose address is `prefix + cell + suffix`, or a badge with one of `classes`. */
export type TColumnShape = { kind: 'text' } | { kind: 'link'; prefix: string; suffix: string } | { kind: 'badge'; classes: string[] }

/** A row's cell: its text, or with a link the middle of its address, or with a badge the index of its class. */
export type TCell = string | [text: string, detail: string | number]

/** A row: its id, its cells, and with bulk selection the name of its checkbox (a tuple: 50 rows spell no keys). */
export type TListRow = [id: number, cells: TCell[], label?: string]

function CellContent({ cell, shape }: { cell: TCell; shape: TColumnShape }) {
  if (typeof cell === 'string') return cell
  const [text, detail] = cell
  if (shape.kind === 'link') {
    return (
      <NextLink href={shape.prefix + String(detail) + shape.suffix}>
        {text}
      </NextLink>
    )
  }
  return <span className={shape.kind === 'badge' ? shape.classes[Number(detail)] : undefined}>{text}</span>
}

/** The body's rows: their cells and links have no class of their own (the table's looks style them, list-screen-styles.ts). */
export function ListRows({ rows, shapes }: { rows: TListRow[]; shapes: TColumnShape[] }) {
  return rows.map(([id, cells, label]) => (
    <tr key={id}>
      {label !== undefined && (
        <td>
          <RowCheckbox id={id} label={label} />
        </td>
      )}
      {cells.map((cell, index) => (
        <td key={index}>
          <CellContent cell={cell} shape={shapes[index]!} />
        </td>
      ))}
    </tr>
  ))
}
