'use client'

import { Button, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { LazyConfirmDialog } from '@/ui/modals/lazy-confirm-dialog'

/** "Sign out of other sessions" (decision 039): asks first, then ends every session of the account but this one. */
export function OtherSessionsButton({ others }: { others: number }) {
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
      const answer = await apiFetch<{ message: string }>('/api/auth/sessions/end-others', { method: 'POST', body: {} })
      setDone(answer.message)
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
      <Button variant="outline" onClick={() => setOpen(true)} disabled={others === 0}>
        Sign out of other sessions
      </Button>
      <Text role="status" aria-live="polite" fontSize="sm">
        {done}
      </Text>
      <LazyConfirmDialog open={open} onOpenChange={(next) => !busy && setOpen(next)} title="Sign out of your other sessions?" confirmLabel="Sign out other sessions" onConfirm={() => void run()} busy={busy} errors={errors}>
        <p>
          {others === 1 ? 'The other browser or device signed in to this account' : `The ${others} other browsers or devices signed in to this account`} will be signed out at once. This one stays signed in.
        </p>
      </LazyConfirmDialog>
    </>
  )
}
