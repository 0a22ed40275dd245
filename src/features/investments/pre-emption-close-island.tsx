'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { applySubmitError } from '@/lib/submit-errors'
import { confirmDialog, LazyConfirmDialog } from '@/ui/modals/lazy-confirm-dialog'

import type { TCloseRoundContext } from './pre-emption-types'

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

/**
 * "Close round": always asks first (responses become read-only), and says so plainly when the
 * deadline has not come (closing early is sent as `confirmEarly`, which the server requires before
 * the deadline). The dialog loads when first wanted.
 */
export function PreEmptionCloseIsland({ context }: { context: TCloseRoundContext }) {
  const router = useRouter()
  const key = useRef(newKey())
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const close = async () => {
    if (busy) return
    setBusy(true)
    setErrors([])
    try {
      await apiFetch(`/api/pre-emption-rounds/${context.roundId}/close`, { method: 'POST', body: { confirmEarly: context.early }, headers: { 'Idempotency-Key': key.current } })
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
        Close round
      </button>
      <LazyConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={context.early ? 'Close this round before its deadline?' : 'Close this round?'}
        confirmLabel={context.early ? 'Close early' : 'Close round'}
        confirmPalette="red"
        onConfirm={() => void close()}
        busy={busy}
        errors={errors}
      >
        {context.early && <p>The deadline is {formatDate(context.deadline)}: holders who have not answered yet will not be able to.</p>}
        <p>
          Once closed, no response can be recorded or changed.
          {context.awaiting > 0 ? ` ${context.awaiting} ${context.awaiting === 1 ? 'holder has' : 'holders have'} not answered and will stay “Awaiting”.` : ''}
        </p>
      </LazyConfirmDialog>
    </>
  )
}
