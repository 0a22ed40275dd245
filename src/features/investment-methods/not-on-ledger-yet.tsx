import { EmptyPanel } from '@/ui/empty-panel'

/**
 * The transactions tab of a holder the ledger cannot name yet (decision 022): investment-method
 * entities and nominees are not holder kinds of the ledger, so nothing is recorded against them.
 * Said plainly instead of an empty table that would suggest there is nothing to find.
 */
export function NotOnLedgerYet({ what, testId }: { what: 'investment method' | 'nominee'; testId: string }) {
  return (
    <EmptyPanel
      title="No transactions recorded against this record."
      description={`Investments are recorded against investors and organisations today: the ledger does not yet name ${what === 'nominee' ? 'a nominee' : 'an investment method entity'} as the holder. The investors’ own transactions are on their records.`}
      data-testid={testId}
    />
  )
}
