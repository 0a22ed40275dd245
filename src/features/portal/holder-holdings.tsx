import { EmptyState, Stack, Text } from '@chakra-ui/react'
import type { Payload } from 'payload'

import { portfolioHoldings, portfolioTotals, type TPortfolioHolderFilter, type TPortfolioScope } from '@/collections/investments/money/portfolio-figures'
import { portfolioSettings } from '@/collections/portfolio/portfolio-settings'
import { HoldingsTable, PortfolioStats } from '@/features/portfolio/portfolio-tables'
import type { TTerminology } from '@/tenancy/terminology'

type TProps = {
  payload: Payload
  scope: TPortfolioScope
  holder: TPortfolioHolderFilter
  /** Whether this investor sees the holder's holdings (decision 032: signatories, the account's lead); else `hiddenText`. */
  shown: boolean
  hiddenText: string
  emptyDescription: string
  terminology: TTerminology
  /** `organisation` or `method`: the test ids `<prefix>-holdings`, `-holdings-empty`, `-holdings-hidden`. */
  testIdPrefix: string
}

/**
 * The holdings of an organisation or method account on its portal page (decision 038): the
 * portfolio's figures narrowed to that holder, with the tenant's columns and stats; who may not see
 * them reads why, and nothing is queried for them.
 */
export async function HolderHoldings({ payload, scope, holder, shown, hiddenText, emptyDescription, terminology, testIdPrefix }: TProps) {
  if (!shown) {
    return (
      <Text color="fg.muted" data-testid={`${testIdPrefix}-holdings-hidden`}>
        {hiddenText}
      </Text>
    )
  }
  const [holdings, totals, settings] = await Promise.all([portfolioHoldings(payload, scope, null, holder), portfolioTotals(payload, scope, null, holder), portfolioSettings(payload, scope.tenantId)])
  if (holdings.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" data-testid={`${testIdPrefix}-holdings-empty`}>
        <EmptyState.Content>
          <EmptyState.Title>It holds no investments with us yet.</EmptyState.Title>
          <EmptyState.Description>{emptyDescription}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  }
  return (
    <Stack gap={6}>
      <PortfolioStats totals={totals} stats={settings.stats} terminology={terminology} />
      <HoldingsTable title="Its holdings" holdings={holdings} columns={settings.holdings} terminology={terminology} testId={`${testIdPrefix}-holdings`} />
    </Stack>
  )
}
