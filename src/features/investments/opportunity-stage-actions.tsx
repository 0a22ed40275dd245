import { Button } from '@chakra-ui/react'

import { kitLooks } from '@/ui/chakra-rsc/kit-style'

import type { TOpportunityActions } from './opportunity-actions'
import { OpportunityStageActionsIsland, type TStageActionLooks } from './opportunity-stage-actions-island'

/**
 * The lifecycle buttons of an opportunity (issue 9 §5): its stage moves, Clone and Delete, each
 * confirmed in a dialog. The server passes only what this user may do (opportunityActionsFor) and
 * checks again on every call. The buttons' look is Chakra's, computed here; the island loads the
 * dialog on the first intent to use one.
 */
export function OpportunityStageActions(props: TOpportunityActions) {
  const { looks, styles } = kitLooks<keyof TStageActionLooks>(
    <>
      <Button colorPalette="brand" variant="solid" data-look="solid" />
      <Button colorPalette="brand" variant="outline" data-look="outline" />
      <Button colorPalette="red" variant="outline" data-look="danger" />
    </>,
  )
  return (
    <>
      {styles}
      <OpportunityStageActionsIsland {...props} looks={looks} />
    </>
  )
}
