import { Button } from '@chakra-ui/react'

import { kitLooks } from '@/ui/chakra-rsc/kit-style'

import { InvestmentActionsIsland, type TInvestmentActionLooks } from './investment-actions-island'
import type { TInvestmentDialogContext, TPendingInvestmentAction } from './investment-dialog'

/**
 * Staff money buttons (record a manual investment, mark a payment received, cancel), each confirmed
 * in a dialog. The server passes only what this user may do (src/access/investment-access.ts) and
 * every call is checked again. The look is Chakra's, computed here; the island loads the dialog on intent.
 */
export function InvestmentActions({ context, actions, size = 'md' }: { context: TInvestmentDialogContext; actions: Array<NonNullable<TPendingInvestmentAction>>; size?: 'xs' | 'md' }) {
  const { looks, styles } = kitLooks<keyof TInvestmentActionLooks>(
    <>
      <Button colorPalette="brand" variant="solid" size={size} data-look="solid" />
      <Button colorPalette="brand" variant="outline" size={size} data-look="outline" />
      <Button colorPalette="red" variant="outline" size={size} data-look="danger" />
    </>,
  )
  if (actions.length === 0) return null
  return (
    <>
      {styles}
      <InvestmentActionsIsland looks={looks} context={context} actions={actions} />
    </>
  )
}
