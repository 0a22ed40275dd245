'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

/**
 * A confirmed action on a pre-emption round (close, allot): the dialog's open state, one request at
 * a time with the same Idempotency-Key for every retry of this page, the server's message shown in
 * the dialog, and the page refreshed once it is done.
 */
export function useRoundAction(roundId: number, action: 'close' | 'allot', body: Record<string, unknown>) {
  const router = useRouter()
  const key = useRef(newKey())
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const run = async () => {
    if (busy) return
    setBusy(true)
    setErrors([])
    try {
      await apiFetch(`/api/pre-emption-rounds/${roundId}/${action}`, { method: 'POST', body, headers: { 'Idempotency-Key': key.current } })
      setOpen(false)
      router.refresh()
    } catch (error) {
      const message = applySubmitError(error, () => false)
      setErrors(message ? [message] : [])
    } finally {
      setBusy(false)
    }
  }
  return { open, setOpen, busy, errors, run }
}
