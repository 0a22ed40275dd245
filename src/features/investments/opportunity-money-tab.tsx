import { EmptyState, VStack } from '@chakra-ui/react'

const TEXT = {
  transactions: ['No transactions yet.', 'Investments, payments and fees in this opportunity will be listed here.'],
  performance: ['Nothing raised yet.', 'The amount raised against the target, investors and average ticket show here once investments are recorded.'],
  'cap-table': ['No holders yet.', 'Who holds what, with shares, percentage and current value, shows here once holdings are recorded.'],
  'cap-table-performance': ['No valuation history yet.', 'The value of the holdings over time shows here from share prices and valuations.'],
} as const

/** The opportunity tabs whose figures come from investments and the ledger (issue 10): their empty state until then. */
export function OpportunityMoneyTab({ tab }: { tab: keyof typeof TEXT }) {
  const [title, description] = TEXT[tab]
  return (
    <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
