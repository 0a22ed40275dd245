import { Badge, Box, Button, Card, HStack, Link, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { portalInvestments } from '@/collections/investments/money/portal-actions'
import { INVESTMENT_STATUS_LABEL, INVESTMENT_STATUS_PALETTE } from '@/domain/investments/money-model'
import { INTEREST_OPTION_LABEL, INTEREST_OPTIONS, type TInterestOption } from '@/domain/investments/portal-investing'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'

import type { TOpportunityDetail, TSignedInContext } from '../opportunity-queries'
import type { TInvestFacts } from './invest-facts'
import { portalFormLooks } from './portal-looks'
import { PostButtons } from './post-buttons'

/** The investor's interest in this opportunity, if they said. */
async function interestOf(ctx: TSignedInContext, opportunityId: number): Promise<TInterestOption | null> {
  const { rows } = await ctx.payload.db.pool.query<{ option: TInterestOption }>('SELECT option::text AS option FROM opportunity_interests WHERE opportunity_id = $1 AND investor_id = $2 AND tenant_id = $3', [opportunityId, ctx.user.id, ctx.tenant.id])
  return rows[0]?.option ?? null
}

/** Target and raised (the ledger's), a bar, investors and time left: the figures of an opportunity an investor decides on. */
export function InvestFigures({ facts }: { facts: TInvestFacts }) {
  const money = (minor: number) => formatMoney(minor, facts.currency)
  return (
    <Stack gap={3} data-testid="invest-figures">
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Text fontWeight="semibold">
          {money(facts.raised)} raised of {money(facts.target)}
        </Text>
        {facts.timeLeft && <Badge colorPalette={facts.timeLeft.closed ? 'gray' : 'blue'}>{facts.timeLeft.text}</Badge>}
      </HStack>
      <Box h="2" rounded="full" bg="bg.muted" overflow="hidden" role="img" aria-label={`${facts.percent}% of the target raised`}>
        <Box h="full" w={`${facts.percent}%`} bg="colorPalette.solid" colorPalette="brand" />
      </Box>
      <Text textStyle="sm" color="fg.muted">
        {facts.percent}% · {facts.investors} {facts.investors === 1 ? 'investor' : 'investors'} · {money(facts.left)} left{facts.minimum !== null ? ` · minimum ${money(facts.minimum)}` : ''}
      </Text>
    </Stack>
  )
}

/**
 * The investing card of an opportunity's portal page (issue 13 §3, decision 031): the figures, Invest
 * and 'Reserve An Allocation' (both through the investor-type step), the interest options, and the
 * investor's own investments in it with their payment pages.
 */
export async function InvestorInvestPanel({ ctx, opportunity, facts }: { ctx: TSignedInContext; opportunity: TOpportunityDetail; facts: TInvestFacts }) {
  const terminology = terminologyOf(ctx.tenant)
  const [interest, mine] = await Promise.all([interestOf(ctx, opportunity.id), portalInvestments(ctx.payload, ctx.user.id, ctx.tenant.id, ['reserved', 'awaiting_payment', 'paid'], { opportunity: opportunity.id })])
  const { looks, styles } = portalFormLooks()
  const base = `/investor/investments/${encodeURIComponent(opportunity.slug)}`
  const open = facts.left > 0 && !facts.timeLeft?.closed
  return (
    <Card.Root as="section" aria-labelledby="invest-heading" mt={6}>
      <Card.Header>
        <Card.Title as="h2" id="invest-heading">
          Invest
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {styles}
        <Stack gap={6}>
          <InvestFigures facts={facts} />
          {open ? (
            <HStack gap={3} wrap="wrap">
              <Button asChild colorPalette="brand">
                <NextLink href={`${base}/investor-type`}>Invest</NextLink>
              </Button>
              <Button asChild variant="outline" colorPalette="brand">
                <NextLink href={`${base}/investor-type?reserve=1`}>{term(terminology, 'reserveAllocation')}</NextLink>
              </Button>
            </HStack>
          ) : (
            <Text>This opportunity is fully allocated or closed: it takes no new investments.</Text>
          )}
          <Box>
            <Text fontWeight="semibold" mb={1}>
              Are you interested?
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {interest ? `You said: ${INTEREST_OPTION_LABEL[interest]}.` : 'Tell the team whether you would invest, and whether you would need finance.'}
            </Text>
            <PostButtons
              label="Your interest in this opportunity"
              path="/api/opportunity-interests"
              choices={INTEREST_OPTIONS.map((option) => ({ label: INTEREST_OPTION_LABEL[option], body: { opportunity: opportunity.id, option }, pressed: interest === option }))}
              look={looks.secondary}
              pressedLook={looks.pressed}
              rowLook={looks.row}
              alert={looks.alert}
            />
          </Box>
          {mine.length > 0 && (
            <Box>
              <Text fontWeight="semibold" mb={2}>
                Your investments in it
              </Text>
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label="Your investments in this opportunity">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Made</Table.ColumnHeader>
                      <Table.ColumnHeader>By</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Outstanding</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      <Table.ColumnHeader />
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {mine.map((row) => (
                      <Table.Row key={row.id}>
                        <Table.Cell>{formatDate(row.createdAt)}</Table.Cell>
                        <Table.Cell>{row.holderName}</Table.Cell>
                        <Table.Cell textAlign="end">{formatMoney(Number(row.amount), row.currency)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatMoney(Number(row.outstanding), row.currency)}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={INVESTMENT_STATUS_PALETTE[row.status]}>{row.status === 'awaiting_payment' ? term(terminology, 'awaitingPayment') : INVESTMENT_STATUS_LABEL[row.status]}</Badge>
                        </Table.Cell>
                        <Table.Cell>
                          {row.status !== 'paid' && (
                            <Link asChild colorPalette="brand">
                              <NextLink href={`${base}/invest?investment=${row.id}`}>{row.status === 'reserved' ? 'View' : 'How to pay'}</NextLink>
                            </Link>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Box>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
