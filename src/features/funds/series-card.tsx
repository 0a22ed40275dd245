import { Badge, Card, EmptyState, Heading, Stack, Table, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { SeriesChartIsland } from '@/ui/charts/series-chart-island'
import type { TSeriesPoint } from '@/ui/charts/series-point'
import { recordFormLooks } from '@/ui/records/record-form-looks'
import { DeleteButton } from '@/ui/resource/delete-button'

import type { TPointForm } from './series-form-types'
import { SeriesPointForm } from './series-point-form'

export type TSeriesTableRow = { id: number; cells: ReactNode[]; /** What a delete asks about: 'the valuation of 31 Jan 2026'. */ what: string }

type TProps = {
  title: string
  description?: string
  /** The line chart's points (oldest first) and their currency; no chart under two points. */
  chart?: { label: string; points: readonly TSeriesPoint[]; currency: string }
  columns: readonly string[]
  /** Newest first. */
  rows: readonly TSeriesTableRow[]
  emptyText: string
  /** The add form, for those who may add (the server checks again). */
  form?: TPointForm
  /** The REST collection rows are removed from, for those who may remove. */
  deleteFrom?: string
}

/**
 * A dated series on a record (a fund's NAV, a company's valuations ...): its chart (loaded after the
 * page), the same figures as a table, and for staff who may change the record a form to add a point
 * and a delete per point (issue 10 §5, §6).
 */
export function SeriesCard({ title, description, chart, columns, rows, emptyText, form, deleteFrom }: TProps) {
  const looks = form ? recordFormLooks() : null
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description && <Text color="fg.muted" textStyle="sm">{description}</Text>}
      </Card.Header>
      <Card.Body>
        <Stack gap={6}>
          {chart && chart.points.length >= 2 && <SeriesChartIsland label={chart.label} points={chart.points} currency={chart.currency} />}
          {rows.length === 0 ? (
            <EmptyState.Root borderWidth="1px" rounded="md" size="sm">
              <EmptyState.Content>
                <EmptyState.Description>{emptyText}</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96">
              <Table.Root size="sm" stickyHeader aria-label={title}>
                <Table.Header>
                  <Table.Row>
                    {columns.map((column) => (
                      <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                    ))}
                    {deleteFrom && (
                      <Table.ColumnHeader>
                        <Text srOnly>Actions</Text>
                      </Table.ColumnHeader>
                    )}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row key={row.id}>
                      {row.cells.map((cell, index) => (
                        <Table.Cell key={index}>{cell}</Table.Cell>
                      ))}
                      {deleteFrom && (
                        <Table.Cell textAlign="end">
                          <DeleteButton size="xs" apiPath={`/api/${deleteFrom}/${row.id}`} what={row.what} />
                        </Table.Cell>
                      )}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {form && looks && (
            <Stack gap={3} borderTopWidth="1px" pt={4}>
              {looks.styles}
              <Heading as="h3" size="sm">
                {form.title}
              </Heading>
              <SeriesPointForm form={form} looks={looks.looks} />
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

/** A status as a badge. */
export function StatusBadge({ text, palette }: { text: string; palette: string }) {
  return (
    <Badge colorPalette={palette} variant="subtle" whiteSpace="nowrap">
      {text}
    </Badge>
  )
}
