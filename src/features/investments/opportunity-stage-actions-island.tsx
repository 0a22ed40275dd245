'use client'

import { Suspense, useState } from 'react'

import { OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import { useOnDemand } from '@/lib/load-on-intent'
import type { TLook } from '@/ui/chakra-rsc/kit-style'
import { PlainButton } from '@/ui/plain/plain-controls'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TOpportunityActions } from './opportunity-actions'
import type { TPendingAction } from './opportunity-stage-dialog'

export type TStageActionLooks = Record<'solid' | 'outline' | 'danger', TLook>

const stageDialog = chakraOnDemand(() => import('./opportunity-stage-dialog'))

const keyOf = (pending: NonNullable<TPendingAction>) => (pending.kind === 'move' ? `move-${pending.move.to}` : pending.kind)

/** The buttons (opportunity-stage-actions.tsx draws their look); the dialog loads on the first intent. */
export function OpportunityStageActionsIsland({ looks, ...actions }: TOpportunityActions & { looks: TStageActionLooks }) {
  const [pending, setPending] = useState<TPendingAction>(null)
  const loaded = useOnDemand(stageDialog)
  const ask = (next: NonNullable<TPendingAction>) => {
    void stageDialog.load().catch(() => {})
    setPending(next)
  }
  const trigger = { ...stageDialog.intent, 'aria-haspopup': 'dialog' as const }
  return (
    <>
      {actions.moves.map((move) => (
        <PlainButton key={move.to} look={move.to === OPPORTUNITY_STAGE.draft ? looks.outline : looks.solid} {...trigger} onClick={() => ask({ kind: 'move', move })}>
          {move.label}
        </PlainButton>
      ))}
      {actions.canClone && (
        <PlainButton look={looks.outline} {...trigger} onClick={() => ask({ kind: 'clone' })}>
          Clone
        </PlainButton>
      )}
      {actions.deletion && (
        <PlainButton look={looks.danger} {...trigger} onClick={() => ask({ kind: 'delete' })}>
          Delete
        </PlainButton>
      )}
      {pending && loaded && (
        <Suspense fallback={null}>
          <loaded.OpportunityStageDialog key={keyOf(pending)} {...actions} pending={pending} onClose={() => setPending(null)} />
        </Suspense>
      )}
    </>
  )
}
