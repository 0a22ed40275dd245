'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { confirmDialog, LazyConfirmDialog } from '@/ui/modals/lazy-confirm-dialog'

import type { TAllotRoundContext } from './pre-emption-types'

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

/**
 * "Allot shares" on a closed round (decision 025): asks first (each holder who took up shares gets an
 * investment awaiting payment, once), and says so plainly when the round is oversubscribed (sent as
 * `confirmOversubscribed`, which the server requires then). The dialog loads when first wanted.
 */
export function PreEmptionAllotIsland({ context }: { context: TAllotRoundContext }) {
  const router = useRouter()
  const key = useRef(newKey())
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const allot = async () => {
    if (busy) return
    setBusy(true)
    setErrors([])
    try {
      await apiFetch(`/api/pre-emption-rounds/${context.roundId}/allot`, { method: 'POST', body: { confirmOversubscribed: context.oversubscribed }, headers: { 'Idempotency-Key': key.current } })
      setOpen(false)
      router.refresh()
    } catch (error) {
      const message = applySubmitError(error, () => false)
      setErrors(message ? [message] : [])
    } finally {
      setBusy(false)
    }
  }
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
          {context.sharesTaken} shares ({context.amountTaken}) go to the holders who took them up: each gets an investment awaiting payment, on the ledger and the cap table, and is told what to pay. This is done once.
        </p>
        {context.oversubscribed && <p>The round is oversubscribed: every response is allotted as taken up, more shares than were offered.</p>}
      </LazyConfirmDialog>
    </>
  )
}
