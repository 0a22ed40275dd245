'use client'

import { Suspense, useState } from 'react'

import { useOnDemand } from '@/lib/load-on-intent'
import type { TLook } from '@/ui/chakra-rsc/kit-style'
import { PlainButton } from '@/ui/plain/plain-controls'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TInvestmentDialogContext, TPendingInvestmentAction } from './investment-dialog'

export type TInvestmentActionLooks = Record<'solid' | 'outline' | 'danger', TLook>

const investmentDialog = chakraOnDemand(() => import('./investment-dialog'))

type TProps = {
  looks: TInvestmentActionLooks
  context: TInvestmentDialogContext
  /** What this island offers: the opportunity's "Record investment", or one investment's row actions. */
  actions: Array<NonNullable<TPendingInvestmentAction>>
}

const LABEL = { record: 'Record investment', payment: 'Mark payment received', 'fail-payment': 'Not received', refund: 'Refund', cancel: 'Cancel' } as const

/** The button's words: an announced transfer's own "Mark received" on the payments list. */
const labelOf = (action: NonNullable<TPendingInvestmentAction>) => (action.kind === 'payment' && action.payment ? 'Mark received' : LABEL[action.kind])

/** The record button's words by the tab's subject (decision 014). */
const RECORD_LABEL = { opportunity: 'Record investment', fund: 'Record commitment', company: 'Record investment' } as const

/** The staff buttons of the transactions tab (drawn with looks computed on the server); the dialog loads on the first intent. */
export function InvestmentActionsIsland({ looks, context, actions }: TProps) {
  const [pending, setPending] = useState<TPendingInvestmentAction>(null)
  const loaded = useOnDemand(investmentDialog)
  const trigger = { ...investmentDialog.intent, 'aria-haspopup': 'dialog' as const }
  const ask = (next: NonNullable<TPendingInvestmentAction>) => {
    void investmentDialog.load().catch(() => {})
    setPending(next)
  }
  return (
    <>
      {actions.map((action) => (
        <PlainButton
          key={action.kind}
          look={action.kind === 'cancel' || action.kind === 'fail-payment' || action.kind === 'refund' ? looks.danger : action.kind === 'record' ? looks.solid : looks.outline}
          {...trigger}
          aria-label={action.kind === 'record' ? undefined : `${labelOf(action)}: ${action.investment.paymentReference}${action.kind === 'refund' ? `, payment ${action.payment.id}` : 'payment' in action && action.payment ? ', announced transfer' : ''}`}
          onClick={() => ask(action)}
        >
          {action.kind === 'record' ? RECORD_LABEL[context.subject.kind] : labelOf(action)}
        </PlainButton>
      ))}
      {pending && loaded && (
        <Suspense fallback={null}>
          <loaded.InvestmentDialog key={pending.kind} context={context} pending={pending} onClose={() => setPending(null)} />
        </Suspense>
      )}
    </>
  )
}
