import { kitStyle } from '@/ui/chakra-rsc/kit-style'

import { DealToOpportunityIsland } from './deal-to-opportunity-island'

/** Turns a deal into a draft opportunity after a confirmation, then opens the draft. Chakra's brand button, computed here. */
export function DealToOpportunityButton({ dealId, dealName }: { dealId: number; dealName: string }) {
  const button = kitStyle({ recipe: 'button', colorPalette: 'brand' })
  return (
    <>
      {button.styles}
      <DealToOpportunityIsland dealId={dealId} dealName={dealName} className={button.className} />
    </>
  )
}
