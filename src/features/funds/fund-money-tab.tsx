import { EmptyPanel } from '@/ui/empty-panel'

const TEXT = {
  'fund-transactions': ['No transactions yet.', 'Commitments, capital calls, distributions and fees of this fund will be listed here from the transaction ledger.'],
  'company-transactions': ['No transactions yet.', 'Investments in this company, follow-ons, exits and write-offs will be listed here from the transaction ledger.'],
  'portfolio-cost': ['Cost, current value and multiple are not recorded yet.', 'They come from the transaction ledger: what the fund paid for each holding, what the holding is worth at the latest share price, and the multiple of the two.'],
} as const

export type TFundMoneyTab = keyof typeof TEXT

/**
 * What waits for the transaction ledger (issue 10 §1, §2, built in parallel): the fund's and the
 * company's transactions tabs and the portfolio's cost, value and multiple. Their empty state names
 * what will fill them.
 */
export function FundMoneyTab({ tab }: { tab: TFundMoneyTab }) {
  const [title, description] = TEXT[tab]
  return (
    <EmptyPanel title={title} description={description} data-testid={`waits-for-ledger-${tab}`} />
  )
}
