import { Link, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'

import type { TOpportunityListRow, TOpportunitySort } from './opportunity-queries'
import { StageBadge } from './stage-badge'
import { adminPathForOpportunity } from '@/domain/investments/stages'

type TSortableColumn = 'title' | 'closesAt'

type TProps = {
  rows: TOpportunityListRow[]
  sort: TOpportunitySort
  /** The list's address with the given sort (and page 1). */
  sortHref: (sort: TOpportunitySort) => string
}

function SortHeader({ column, label, sort, sortHref }: { column: TSortableColumn; label: string } & Pick<TProps, 'sort' | 'sortHref'>) {
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : null
  const next: TOpportunitySort = direction === 'ascending' ? `-${column}` : column
  return (
    <Link asChild fontWeight="semibold" color="inherit" aria-label={`${label}, sort ${direction === 'ascending' ? 'descending' : 'ascending'}`}>
      <NextLink href={sortHref(next)}>
        {label}
        {direction === 'ascending' ? ' ↑' : direction === 'descending' ? ' ↓' : ''}
      </NextLink>
    </Link>
  )
}

const ariaSort = (sort: TOpportunitySort, column: TSortableColumn) =>
  sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined

/**
 * The admin opportunity list. On a phone the stage and closing date fold under the title so
 * the table fits 375 px without sideways scrolling.
 */
export function OpportunityTable({ rows, sort, sortHref }: TProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader aria-sort={ariaSort(sort, 'title')}>
              <SortHeader column="title" label="Title" sort={sort} sortHref={sortHref} />
            </Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Stage</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Target amount</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }} aria-sort={ariaSort(sort, 'closesAt')}>
              <SortHeader column="closesAt" label="Closing date" sort={sort} sortHref={sortHref} />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Stack gap={1}>
                  <Link asChild fontWeight="medium" colorPalette="brand" color="colorPalette.fg" overflowWrap="anywhere">
                    <NextLink href={adminPathForOpportunity(row)}>{row.title}</NextLink>
                  </Link>
                  <Stack direction="row" gap={2} align="center" display={{ base: 'flex', md: 'none' }} flexWrap="wrap">
                    <StageBadge stage={row.stage} />
                    <Text fontSize="xs" color="fg.muted">
                      Closes {formatDate(row.closesAt)}
                    </Text>
                  </Stack>
                </Stack>
              </Table.Cell>
              <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                <StageBadge stage={row.stage} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(row.targetAmount, row.currency)}
              </Table.Cell>
              <Table.Cell display={{ base: 'none', md: 'table-cell' }} whiteSpace="nowrap">
                {formatDate(row.closesAt)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
