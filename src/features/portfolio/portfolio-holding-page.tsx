import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'

import { holdsSubject, portfolioEntries, portfolioHoldings, portfolioTotals, type TPortfolioSubjectKind } from '@/collections/investments/money/portfolio-figures'
import { portfolioSettings } from '@/collections/portfolio/portfolio-settings'
import { INVESTOR_VISIBLE_STAGES } from '@/domain/investments/stages'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { formatDate } from '@/lib/dates'
import { INVESTOR_PATHS } from '@/navigation/investor-navigation'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'
import { DocumentsPanel } from '@/ui/records/documents'

import { portfolioPage } from './portfolio-page'
import { HoldingsTable, PortfolioEntriesTable, PortfolioStats } from './portfolio-tables'
import { SUBJECT_KIND_LABEL } from './portfolio-view'

const DOCUMENTS_OF = { opportunity: 'investment-opportunities', company: 'companies', fund: 'funds' } as const

/**
 * One holding of the investor (issue 13 §4): an opportunity, a company or a fund they (or a holder
 * they act for) hold or held — its figures per holder, its transactions from the ledger and its
 * public documents. Anything else is a 404, whatever the id: the page never says what exists.
 */
export async function PortfolioHoldingPage({ subject, path }: { subject: { kind: TPortfolioSubjectKind; id: number }; path: string }) {
  const { ctx, step, scope, terminology } = await portfolioPage(path)
  if (step) return <PortalStepRequired step={step} title={term(terminology, 'clientPortfolio')} />
  if (!(await holdsSubject(ctx.payload, scope, subject))) notFound()
  const holdings = await portfolioHoldings(ctx.payload, scope, subject)
  const totals = await portfolioTotals(ctx.payload, scope, subject)
  const entries = await portfolioEntries(ctx.payload, scope, { subject })
  const settings = await portfolioSettings(ctx.payload, scope.tenantId)
  const name = holdings[0]?.subject.name ?? entries[0]?.subject.name ?? ''
  const first = holdings[0]
  const live = subject.kind === 'opportunity' && first?.subject.slug && first.subject.stage !== null && (INVESTOR_VISIBLE_STAGES as readonly number[]).includes(first.subject.stage)

  return (
    <>
      <PageHeader
        back={{ href: INVESTOR_PATHS.portfolio, label: term(terminology, 'clientPortfolio') }}
        title={name}
        description={`${SUBJECT_KIND_LABEL[subject.kind]}${first?.valuedAt ? ` · valued on ${formatDate(first.valuedAt)}` : ''}`}
        actions={
          live ? (
            <Button asChild variant="outline" size="sm">
              <NextLink href={`${INVESTOR_PATHS.investments}/${first!.subject.slug}`}>See the opportunity</NextLink>
            </Button>
          ) : undefined
        }
      />
      <Stack gap={8}>
        {totals.length > 0 && <PortfolioStats totals={totals} stats={settings.stats} terminology={terminology} />}
        {holdings.length > 0 ? (
          <HoldingsTable title="Your holding" holdings={holdings} columns={subject.kind === 'fund' ? settings.funds : settings.holdings} terminology={terminology} testId="portfolio-holding-figures" />
        ) : (
          <Text color="fg.muted">Nothing is held any more: every investment in it was cancelled or transferred.</Text>
        )}
        <Box as="section" aria-labelledby="transactions-heading">
          <Heading as="h2" id="transactions-heading" size="md" mb={3}>
            Transactions
          </Heading>
          <PortfolioEntriesTable entries={entries} terminology={terminology} />
        </Box>
        <DocumentsPanel ctx={ctx} target={{ collection: DOCUMENTS_OF[subject.kind], id: subject.id }} />
        <Text textStyle="sm" color="fg.muted">
          Updates and reports are in{' '}
          <NextLink href={INVESTOR_PATHS.news} style={{ textDecoration: 'underline' }}>
            {term(terminology, 'news')}
          </NextLink>
          .
        </Text>
      </Stack>
    </>
  )
}
