'use client'

import { Suspense, useState } from 'react'

import { useOnDemand } from '@/lib/load-on-intent'
import { PlainButton } from '@/ui/plain/plain-controls'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TInvestmentActionLooks } from './investment-actions-island'
import type { TCashCallDialogContext, TPendingCashCallAction } from './cash-call-dialog'

const cashCallDialog = chakraOnDemand(() => import('./cash-call-dialog'))

type TProps = {
  looks: TInvestmentActionLooks
  context: TCashCallDialogContext
  /** What this island offers: issuing a call or recording a distribution, or one line's "mark received". */
  actions: Array<NonNullable<TPendingCashCallAction>>
}

const LABEL = { issue: 'Issue a cash call', distribute: 'Record a distribution', receive: 'Mark received', refund: 'Refund', cancel: 'Cancel call' } as const

const labelOf = (action: NonNullable<TPendingCashCallAction>) => (action.kind === 'cancel' && action.call.unpaidOnly ? 'Cancel unpaid lines' : LABEL[action.kind])

/** The staff buttons of the cash-calls section (drawn with looks computed on the server); the dialog loads on the first intent. */
export function CashCallActionsIsland({ looks, context, actions }: TProps) {
  const [pending, setPending] = useState<TPendingCashCallAction>(null)
  const loaded = useOnDemand(cashCallDialog)
  const trigger = { ...cashCallDialog.intent, 'aria-haspopup': 'dialog' as const }
  const ask = (next: NonNullable<TPendingCashCallAction>) => {
    void cashCallDialog.load().catch(() => {})
    setPending(next)
  }
  return (
    <>
      {actions.map((action) => (
        <PlainButton
          key={action.kind}
          look={action.kind === 'issue' ? looks.solid : action.kind === 'cancel' || action.kind === 'refund' ? looks.danger : looks.outline}
          {...trigger}
          aria-label={action.kind === 'receive' || action.kind === 'refund' ? `${LABEL[action.kind]}: ${action.line.paymentReference}` : action.kind === 'cancel' ? `${labelOf(action)}: ${action.call.reference}` : undefined}
          onClick={() => ask(action)}
        >
          {labelOf(action)}
        </PlainButton>
      ))}
      {pending && loaded && (
        <Suspense fallback={null}>
          <loaded.CashCallDialog key={pending.kind} context={context} pending={pending} onClose={() => setPending(null)} />
        </Suspense>
      )}
    </>
  )
}
