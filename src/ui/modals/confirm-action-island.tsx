'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { confirmDialog, LazyConfirmDialog } from './lazy-confirm-dialog'

/** What the server decided the button does; its look is computed on the server (kitStyle). */
export type TConfirmAction = {
  /** The call it sends: a POST, or a DELETE of the record the address names. */
  url: string
  method?: 'POST' | 'DELETE'
  /** Its JSON body, when the address does not name the record alone. */
  body?: Record<string, unknown>
  label: string
  title: string
  /** What will happen, a paragraph each. */
  lines: readonly string[]
  confirmLabel: string
  palette?: 'brand' | 'red'
  className: string
}

/**
 * A staff action on a record (invite a contact, resend or revoke an invitation, an investor account's
 * actions), or an investor's own (deleting an identity document they uploaded): asks first, says
 * what will happen, sends the call once, shows the server's answer (or its refusal in the dialog),
 * and refreshes the page. The dialog loads when first wanted.
 */
export function ConfirmActionIsland({ action }: { action: TConfirmAction }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [done, setDone] = useState('')
  const run = async () => {
    if (busy) return
    setBusy(true)
    setErrors([])
    try {
      const answer = await apiFetch<{ message?: string }>(action.url, action.method === 'DELETE' ? { method: 'DELETE' } : { method: 'POST', body: action.body ?? {} })
      setDone(answer?.message ?? 'Done.')
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
      <button type="button" className={action.className} aria-haspopup="dialog" {...confirmDialog.intent} onClick={() => setOpen(true)}>
        {action.label}
      </button>
      <span role="status" aria-live="polite" style={{ fontSize: '0.875rem' }}>
        {done}
      </span>
      <LazyConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={action.title}
        confirmLabel={action.confirmLabel}
        confirmPalette={action.palette ?? 'brand'}
        onConfirm={() => void run()}
        busy={busy}
        errors={errors}
      >
        {action.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </LazyConfirmDialog>
    </>
  )
}
