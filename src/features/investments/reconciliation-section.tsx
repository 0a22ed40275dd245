import { Badge, Button, Card, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'

import { RECONCILIATION_STATE_LABEL, reconciliationState, subjectReconciliation, type TReconciliationSubject } from '@/collections/investments/money/reconciliation'
import { HOLDER_KIND_LABEL, type THolderKind } from '@/domain/investments/money-model'
import { formatMoney } from '@/lib/money'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'
import { StatFigure } from '@/ui/stat-figure'

// Reconciliation (issue 10 §2, decision 018) on an opportunity's or a fund's transactions tab: per
// holder what the ledger expects (committed and called) against what it received (paid on
// investments and on cash calls, refunds deducted), rows that differ first, with the totals; the
// whole table as CSV. The caller has checked the user may see the subject's transactions.

const ROWS = 25

const PALETTE = { owed: 'orange', over: 'red', settled: 'green' } as const

export async function ReconciliationSection({ ctx, subject, currency }: { ctx: TDetailContext; subject: TReconciliationSubject; currency: string }) {
  const { totals, rows } = await subjectReconciliation(ctx.payload, subject, ctx.tenant.id, { limit: ROWS, offset: 0 })
  if (totals.holders === 0) return null
  const money = (minor: string) => formatMoney(Number(minor), currency)
  const exportHref = `/api/investments/reconciliation/export?${subject.kind}=${subject.id}`
  return (
    <Card.Root as="section" aria-label="Reconciliation">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Stack gap={1}>
            <Card.Title as="h2">Reconciliation</Card.Title>
            <Card.Description>
              Expected (committed and called) against received (paid on investments and on cash calls, less refunds), per investor, from the ledger. Investors whose figures differ come first
              {totals.holders > ROWS ? ` (the first ${ROWS} of ${totals.holders}; the CSV has them all)` : ''}.
            </Card.Description>
          </Stack>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <a href={exportHref} download>
              Export reconciliation CSV
            </a>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body gap={4}>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap={4}>
          <StatFigure label="Expected" value={money(totals.expected)} help={`${money(totals.committed)} committed, ${money(totals.called)} called`} />
          <StatFigure label="Received" value={money(totals.received)} help={`${money(totals.paid)} on investments, ${money(totals.callsPaid)} on cash calls`} />
          <StatFigure label="Still owed" value={money(totals.owed)} />
          <StatFigure label="Received beyond expected" value={money(totals.toReturn)} help={Number(totals.toReturn) > 0 ? 'To return to the holders' : undefined} />
          <StatFigure label="Holders differing" value={`${totals.differing} of ${totals.holders}`} />
        </SimpleGrid>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Reconciliation by holder">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Holder</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Expected</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Received</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Difference</Table.ColumnHeader>
                <Table.ColumnHeader>State</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const state = reconciliationState(row.difference)
                return (
                  <Table.Row key={`${row.holderKind}-${row.holderId}`} data-reconciliation-holder={row.holderKind === 'investor' ? row.holderId : `${row.holderKind}-${row.holderId}`}>
                    <Table.Cell>
                      <Text>{row.name || row.email}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {row.holderKind === 'investor' ? '' : `${HOLDER_KIND_LABEL[row.holderKind as THolderKind] ?? row.holderKind} · `}
                        {row.email}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{money(row.expected)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(row.received)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(row.difference)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={PALETTE[state]} variant="subtle">
                        {RECONCILIATION_STATE_LABEL[state]}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  )
}
