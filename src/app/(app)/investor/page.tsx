import { Box, Button, Card, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { investorAttention } from '@/collections/investments/money/attention-figures'
import { portfolioTotals } from '@/collections/investments/money/portfolio-figures'
import { portfolioSettings } from '@/collections/portfolio/portfolio-settings'
import { portalStepFor } from '@/collections/people/Users/portal-journey'
import { INVESTOR_VISIBLE_STAGES } from '@/domain/investments/stages'
import { portalStepMessage } from '@/domain/onboarding/portal-gate'
import { InvestorOpportunityCard } from '@/features/investments/investor-opportunity-card'
import { JourneyNextStep } from '@/features/onboarding/journey-next-step'
import { listOpportunities } from '@/features/investments/opportunity-queries'
import { portfolioPage } from '@/features/portfolio/portfolio-page'
import { PortfolioStats } from '@/features/portfolio/portfolio-tables'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { INVESTOR_ACTIONS_PATH, INVESTOR_PATHS, investorSoundingPath } from '@/navigation/investor-navigation'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Overview' }

/** Where the investor acts on payments, cash calls and pre-emption (issue 13 §3, decision 031). */

/**
 * spec 2.3 /investor (issue 13 §5): what needs the investor's attention (the next step of the portal
 * gate, payments due, cash calls, pre-emption deadlines, unread notices), their portfolio's summary
 * and the live opportunities.
 */
export default async function InvestorOverviewPage() {
  const { ctx, step, scope, terminology } = await portfolioPage(INVESTOR_PATHS.overview)
  const { user } = ctx
  const welcome = <PageHeader title={`Welcome, ${user.name}`} description={`Your ${term(terminology, 'investor').toLowerCase()} portal.`} />
  if (step) {
    return (
      <>
        {welcome}
        <Card.Root maxW="2xl" data-testid="overview-next-step" data-step={step}>
          <Card.Body gap={2}>
            <Heading as="h2" size="md">
              One more step first
            </Heading>
            <Text>{portalStepMessage(step, terminology)}</Text>
          </Card.Body>
        </Card.Root>
      </>
    )
  }
  const attention = await investorAttention(ctx.payload, user.id, ctx.tenant.id)
  const totals = await portfolioTotals(ctx.payload, scope)
  const settings = await portfolioSettings(ctx.payload, ctx.tenant.id)
  // Offers only once the first-time journey is done (the gate refuses the list before: decision 030); the journey's card says what is next.
  const live = (await portalStepFor(ctx.payload, user, ctx.tenant)) === null ? await listOpportunities(ctx, INVESTOR_VISIBLE_STAGES, { page: 1, sort: 'closesAt' }) : null
  const items = attention.paymentsDue.length + attention.cashCalls.length + attention.preEmptions.length + attention.soundings.length + (attention.unreadNotices > 0 ? 1 : 0)

  return (
    <>
      {welcome}
      <Stack gap={8}>
        {/* The first-time journey's next step before any offer (decision 030); nothing once it is done. */}
        <JourneyNextStep ctx={ctx} />
        <Box as="section" aria-labelledby="attention-heading" data-testid="overview-attention">
          <Heading as="h2" id="attention-heading" size="md" mb={3}>
            Needs your attention
          </Heading>
          {items === 0 ? (
            <Text color="fg.muted">Nothing needs your attention right now.</Text>
          ) : (
            <Card.Root>
              <Card.Body>
                <List.Root gap={2} ps={5}>
                  {attention.paymentsDue.map((due) => (
                    <List.Item key={`p${due.investmentId}`} data-testid="attention-payment">
                      {term(terminology, 'awaitingPayment')}: {formatMoney(Number(due.outstanding), due.currency)} for{' '}
                      <Link asChild colorPalette="brand">
                        <NextLink href={INVESTOR_ACTIONS_PATH}>{due.opportunity.title}</NextLink>
                      </Link>
                      {due.holderName ? ` (${due.holderName})` : ''}. Quote reference {due.paymentReference}.
                    </List.Item>
                  ))}
                  {attention.cashCalls.map((call) => (
                    <List.Item key={`c${call.lineId}`} data-testid="attention-cash-call">
                      {term(terminology, 'cashCall')}: {formatMoney(Number(call.owed), call.currency)} for{' '}
                      <Link asChild colorPalette="brand">
                        <NextLink href={INVESTOR_ACTIONS_PATH}>{call.subjectName}</NextLink>
                      </Link>
                      {call.holderName ? ` (${call.holderName})` : ''}
                      {call.dueAt ? `, due by ${formatDate(call.dueAt)}` : ''}. Quote reference {call.paymentReference}.
                    </List.Item>
                  ))}
                  {attention.preEmptions.map((round) => (
                    <List.Item key={`r${round.responseId}`} data-testid="attention-pre-emption">
                      Pre-emption rights on{' '}
                      <Link asChild colorPalette="brand">
                        <NextLink href={INVESTOR_ACTIONS_PATH}>{round.subject.title}</NextLink>
                      </Link>
                      {round.holderName ? ` (${round.holderName})` : ''}: up to {Number(round.entitlement).toLocaleString('en-GB')} shares; answer by {formatDate(round.deadline)}.
                    </List.Item>
                  ))}
                  {attention.soundings.map((sounding) => (
                    <List.Item key={`s${sounding.opportunityId}`} data-testid="attention-sounding">
                      A market sounding about{' '}
                      <Link asChild colorPalette="brand">
                        <NextLink href={investorSoundingPath(sounding.opportunityId)}>{sounding.title}</NextLink>
                      </Link>{' '}
                      awaits your answer (invited {formatDate(sounding.invitedAt)}).
                    </List.Item>
                  ))}
                  {attention.unreadNotices > 0 && (
                    <List.Item data-testid="attention-unread">
                      {attention.unreadNotices} unread {attention.unreadNotices === 1 ? 'update' : 'updates'}:{' '}
                      <Link asChild colorPalette="brand">
                        <NextLink href={INVESTOR_PATHS.news}>{term(terminology, 'news')}</NextLink>
                      </Link>
                    </List.Item>
                  )}
                </List.Root>
              </Card.Body>
            </Card.Root>
          )}
        </Box>

        <Box as="section" aria-labelledby="summary-heading" data-testid="overview-portfolio">
          <Heading as="h2" id="summary-heading" size="md" mb={3}>
            <Link asChild colorPalette="brand">
              <NextLink href={INVESTOR_PATHS.portfolio}>{term(terminology, 'clientPortfolio')}</NextLink>
            </Link>
          </Heading>
          {totals.length === 0 ? <Text color="fg.muted">You have no holdings yet.</Text> : <PortfolioStats totals={totals} stats={settings.stats} terminology={terminology} />}
        </Box>

        {live && (
          <Box as="section" aria-labelledby="live-heading" data-testid="overview-opportunities">
            <Heading as="h2" id="live-heading" size="md" mb={3}>
              {term(terminology, 'clientInvestments')}
            </Heading>
            {live.docs.length === 0 ? (
              <Text color="fg.muted">There are no open opportunities right now.</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={5}>
                {live.docs.slice(0, 3).map((opportunity) => (
                  <InvestorOpportunityCard key={opportunity.id} opportunity={opportunity} />
                ))}
              </SimpleGrid>
            )}
            <Button asChild colorPalette="brand" variant="outline" size="sm" mt={4}>
              <NextLink href={INVESTOR_PATHS.investments}>See all opportunities</NextLink>
            </Button>
          </Box>
        )}
      </Stack>
    </>
  )
}
