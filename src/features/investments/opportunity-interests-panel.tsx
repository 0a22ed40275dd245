import { Badge, HStack, Table, Text } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { INTEREST_OPTION_LABEL, INTEREST_OPTIONS, type TInterestOption } from '@/domain/investments/portal-investing'
import { LIVE_STAGES } from '@/domain/investments/stages'
import { formatDate } from '@/lib/dates'
import { SectionCard } from '@/ui/layout/section-card'

import type { TSignedInContext } from './opportunity-queries'

const PALETTE: Record<TInterestOption, string> = { with_finance: 'blue', without_finance: 'green', not_interested: 'gray' }
const SHOWN = 50

/**
 * What investors said about a live opportunity (spec 3 interest options, decision 031), on its
 * summary tab: the count per option and the newest answers with the investor and their note. Staff
 * who see live opportunities (the opportunity_interests read rule says the same); nothing otherwise.
 */
export async function OpportunityInterestsPanel({ ctx, opportunity }: { ctx: TSignedInContext; opportunity: { id: number; stage: number } }) {
  if (!(LIVE_STAGES as number[]).includes(opportunity.stage) || !can(ctx.user.role_id, 'investment_opportunity_live', 'show')) return null
  const [counts, rows] = await Promise.all([
    ctx.payload.db.pool.query<{ option: TInterestOption; count: number }>('SELECT option::text AS option, count(*)::int AS count FROM opportunity_interests WHERE opportunity_id = $1 AND tenant_id = $2 GROUP BY option', [opportunity.id, ctx.tenant.id]),
    ctx.payload.db.pool.query<{ id: number; option: TInterestOption; note: string | null; updated_at: Date; name: string | null; surname: string | null; email: string }>(
      `SELECT i.id, i.option::text AS option, i.note, i.updated_at, u.name, u.surname, u.email
         FROM opportunity_interests i JOIN users u ON u.id = i.investor_id
        WHERE i.opportunity_id = $1 AND i.tenant_id = $2
        ORDER BY i.updated_at DESC, i.id DESC LIMIT ${SHOWN}`,
      [opportunity.id, ctx.tenant.id],
    ),
  ])
  const countOf = new Map(counts.rows.map((row) => [row.option, row.count]))
  return (
    <SectionCard title="Investor interest" mt={6} data-testid="opportunity-interests">
      <HStack gap={3} wrap="wrap" mb={rows.rows.length ? 4 : 0}>
        {INTEREST_OPTIONS.map((option) => (
          <Badge key={option} colorPalette={PALETTE[option]} size="lg">
            {INTEREST_OPTION_LABEL[option]}: {countOf.get(option) ?? 0}
          </Badge>
        ))}
      </HStack>
      {rows.rows.length === 0 ? (
        <Text color="fg.muted">No investor has said yet.</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Investor interest">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Investor</Table.ColumnHeader>
                <Table.ColumnHeader>Interest</Table.ColumnHeader>
                <Table.ColumnHeader>Note</Table.ColumnHeader>
                <Table.ColumnHeader>Said on</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>{[row.name, row.surname].filter(Boolean).join(' ') || row.email}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={PALETTE[row.option]}>{INTEREST_OPTION_LABEL[row.option]}</Badge>
                  </Table.Cell>
                  <Table.Cell>{row.note ?? '—'}</Table.Cell>
                  <Table.Cell>{formatDate(row.updated_at.toISOString())}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SectionCard>
  )
}
