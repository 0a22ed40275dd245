import { Box, Button, EmptyState, Field, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { portfolioHoldings, portfolioRunningTotals, portfolioTotals } from '@/collections/investments/money/portfolio-figures'
import { portfolioSettings } from '@/collections/portfolio/portfolio-settings'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { portfolioPage } from '@/features/portfolio/portfolio-page'
import { PortfolioChart } from '@/features/portfolio/portfolio-chart'
import { HoldingsTable, PortfolioStats } from '@/features/portfolio/portfolio-tables'
import { columnLabel } from '@/features/portfolio/portfolio-view'
import { INVESTOR_PATHS } from '@/navigation/investor-navigation'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Portfolio' }

/** spec 2.3 /investor/portfolio (issue 13 §4): holdings and funds with the tenant's columns and stats, totals, a chart and the exports. */
export default async function InvestorPortfolioPage() {
  const { ctx, step, scope, terminology } = await portfolioPage(INVESTOR_PATHS.portfolio)
  const title = term(terminology, 'clientPortfolio')
  if (step) return <PortalStepRequired step={step} title={title} />
  // One statement after another: each takes milliseconds, and a page then holds one pooled connection, not four.
  const holdings = await portfolioHoldings(ctx.payload, scope)
  const totals = await portfolioTotals(ctx.payload, scope)
  const settings = await portfolioSettings(ctx.payload, scope.tenantId)
  const days = await portfolioRunningTotals(ctx.payload, scope)
  const direct = holdings.filter((holding) => holding.subject.kind !== 'fund')
  const funds = holdings.filter((holding) => holding.subject.kind === 'fund')
  const thisYear = `${new Date().getUTCFullYear()}-01-01`
  const today = new Date().toISOString().slice(0, 10)

  return (
    <>
      <PageHeader
        title={title}
        description="What you hold, what you have invested and what it is worth today, from our records of every transaction."
        actions={
          <Button asChild variant="outline" size="sm">
            <a href="/api/portfolio/export?format=csv" download>
              Download CSV
            </a>
          </Button>
        }
      />
      {holdings.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" data-testid="portfolio-empty">
          <EmptyState.Content>
            <EmptyState.Title>You have no holdings yet.</EmptyState.Title>
            <EmptyState.Description>Once you invest, your holdings, their value and your transactions show here.</EmptyState.Description>
            <Button asChild colorPalette="brand" size="sm">
              <NextLink href={INVESTOR_PATHS.investments}>{term(terminology, 'clientInvestments')}</NextLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap={8}>
          {settings.titles.stats && (
            <Text as="h2" fontWeight="semibold" mb={-4}>
              {settings.titles.stats}
            </Text>
          )}
          <PortfolioStats totals={totals} stats={settings.stats} terminology={terminology} />
          {direct.length > 0 && <HoldingsTable title={settings.titles.holdings ?? 'Holdings'} holdings={direct} columns={settings.holdings} terminology={terminology} testId="portfolio-holdings" />}
          {funds.length > 0 && <HoldingsTable title={settings.titles.funds ?? term(terminology, 'funds')} holdings={funds} columns={settings.funds} terminology={terminology} testId="portfolio-funds" />}
          <PortfolioChart days={days} investedLabel={columnLabel(terminology, 'invested')} paidLabel={columnLabel(terminology, 'paid')} />
          <Box as="section" aria-labelledby="statement-heading" borderWidth="1px" rounded="md" bg="bg" p={4}>
            <Text as="h2" id="statement-heading" fontWeight="semibold" mb={3}>
              Statement
            </Text>
            {/* A plain GET form: the statement downloads without any script. */}
            <form action="/api/portfolio/export" method="get">
              <HStack gap={4} align="end" wrap="wrap">
                <Field.Root w="auto">
                  <Field.Label>From</Field.Label>
                  <Input type="date" name="from" defaultValue={thisYear} size="sm" />
                </Field.Root>
                <Field.Root w="auto">
                  <Field.Label>To</Field.Label>
                  <Input type="date" name="to" defaultValue={today} size="sm" />
                </Field.Root>
                <Field.Root w="auto">
                  <Field.Label>Format</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field name="format" defaultValue="pdf">
                      <option value="pdf">PDF statement</option>
                      <option value="csv">CSV of transactions</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <input type="hidden" name="report" value="transactions" />
                <Button type="submit" size="sm" colorPalette="brand">
                  Download
                </Button>
              </HStack>
            </form>
          </Box>
          <Text textStyle="sm" color="fg.muted">
            Updates from the companies you hold are in{' '}
            <Link asChild colorPalette="brand">
              <NextLink href={INVESTOR_PATHS.news}>{term(terminology, 'news')}</NextLink>
            </Link>
            .
          </Text>
        </Stack>
      )}
    </>
  )
}
