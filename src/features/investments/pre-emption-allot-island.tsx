'use client'

import { confirmDialog, LazyConfirmDialog } from '@/ui/modals/lazy-confirm-dialog'

import type { TAllotRoundContext } from './pre-emption-types'
import { useRoundAction } from './use-round-action'

/**
 * "Allot shares" on a closed round (decision 025): asks first (each holder who took up shares gets an
 * investment awaiting payment, once; on a company a paid company investment, decision 015), and says
 * so plainly when the round is oversubscribed (sent as `confirmOversubscribed`, which the server
 * requires then). The dialog loads when first wanted.
 */
export function PreEmptionAllotIsland({ context }: { context: TAllotRoundContext }) {
  const { open, setOpen, busy, errors, run: allot } = useRoundAction(context.roundId, 'allot', { confirmOversubscribed: context.oversubscribed })
  return (
    <>
      <button type="button" className={context.looks.className} aria-haspopup="dialog" {...confirmDialog.intent} onClick={() => setOpen(true)}>
        Allot shares
      </button>
      <LazyConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Allot the shares taken up?"
        confirmLabel="Allot shares"
        onConfirm={() => void allot()}
        busy={busy}
        errors={errors}
      >
        <p>
          {context.subjectKind === 'company'
            ? `${context.sharesTaken} shares (${context.amountTaken}) go to the holders who took them up: each gets a company investment recorded as paid, on the ledger and the cap table; investors are told. This is done once.`
            : `${context.sharesTaken} shares (${context.amountTaken}) go to the holders who took them up: each gets an investment awaiting payment, on the ledger and the cap table, and is told what to pay. This is done once.`}
        </p>
        {context.oversubscribed && <p>The round is oversubscribed: every response is allotted as taken up, more shares than were offered.</p>}
      </LazyConfirmDialog>
    </>
  )
}
