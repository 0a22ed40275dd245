import { Link, Table, Text } from '@chakra-ui/react'

import { kitLooks } from '@/ui/chakra-rsc/kit-style'

import { DataRows, type TDataRow } from './data-rows'

export type { TDataCell } from './data-rows'

// A read-only table of figures drawn as plain elements with Chakra's table classes, computed once
// per table (kitLooks), rather than a Chakra component per cell: a page of 50 rows is then its
// markup and its values, not also a tree of elements in the page's RSC payload (docs/performance.md).

export type TDataColumn = { label: string; /** Figures line up on the right. */ numeric?: boolean }

type TProps = { label: string; columns: readonly TDataColumn[]; rows: readonly TDataRow[]; footer?: readonly string[] }

function tableLooks(columns: readonly TDataColumn[]) {
  return kitLooks<string>(
    <>
      <Table.ScrollArea data-look="scroll">
        <Table.Root size="sm" data-look="table">
          <Table.Header data-look="thead">
            <Table.Row data-look="tr">
              {columns.map((column, index) => (
                <Table.ColumnHeader key={index} textAlign={column.numeric ? 'end' : undefined} data-look={`th:${index}`} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body data-look="tbody">
            <Table.Row>
              {columns.map((column, index) => (
                <Table.Cell key={index} textAlign={column.numeric ? 'end' : undefined} whiteSpace={column.numeric ? 'nowrap' : undefined} data-look={`td:${index}`} />
              ))}
            </Table.Row>
          </Table.Body>
          <Table.Footer data-look="tfoot">
            <Table.Row>
              {columns.map((column, index) => (
                <Table.Cell key={index} textAlign={column.numeric ? 'end' : undefined} fontWeight="semibold" data-look={`tf:${index}`} />
              ))}
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      <Text textStyle="xs" color="fg.muted" display="block" data-look="detail" />
      <Link colorPalette="brand" color="colorPalette.fg" fontWeight="medium" data-look="link" />
    </>,
  )
}

export function DataTable({ label, columns, rows, footer }: TProps) {
  const { looks, styles } = tableLooks(columns)
  const cls = (name: string) => looks[name]?.className
  return (
    <>
      {styles}
      <div className={cls('scroll')}>
        <table className={cls('table')} aria-label={label}>
          <thead className={cls('thead')}>
            <tr className={cls('tr')}>
              {columns.map((column, index) => (
                <th key={index} className={cls(`th:${index}`)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cls('tbody')}>
            <DataRows rows={rows} classes={{ row: cls('tr') ?? '', cells: columns.map((_, index) => cls(`td:${index}`) ?? ''), detail: cls('detail') ?? '', link: cls('link') ?? '' }} />
          </tbody>
          {footer && (
            <tfoot className={cls('tfoot')}>
              <tr className={cls('tr')}>
                {footer.map((value, index) => (
                  <td key={index} className={cls(`tf:${index}`)}>
                    {value}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </>
  )
}
