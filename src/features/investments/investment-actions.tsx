import { Button } from '@chakra-ui/react'

import { kitLooks } from '@/ui/chakra-rsc/kit-style'

import type { TInvestmentActionLooks } from './investment-actions-island'

/**
 * The look of the staff money buttons (record a manual investment, mark a payment received,
 * cancel), Chakra's, computed on the server once per page and handed to every
 * InvestmentActionsIsland; render `styles` once beside them.
 */
export function investmentActionLooks(size: 'xs' | 'md' = 'md') {
  return kitLooks<keyof TInvestmentActionLooks>(
    <>
      <Button colorPalette="brand" variant="solid" size={size} data-look="solid" />
      <Button colorPalette="brand" variant="outline" size={size} data-look="outline" />
      <Button colorPalette="red" variant="outline" size={size} data-look="danger" />
    </>,
  )
}
