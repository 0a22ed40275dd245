'use client'

import { Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

import type { TDeleteButtonProps } from './delete-button-island'

type TProps = Omit<TDeleteButtonProps, 'label'> & { open: boolean; onOpenChange: (open: boolean) => void }

/** The delete button's question (loaded by delete-button-island.tsx): DELETE on confirm, the server's refusal in place. */
export function DeleteDialog({ apiPath, what, afterPath, consequence = 'This cannot be undone.', open, onOpenChange }: TProps) {
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const remove = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    setError(null)
    try {
      await apiFetch(apiPath, { method: 'DELETE' })
      if (afterPath) return router.push(afterPath)
      onOpenChange(false)
      router.refresh()
    } catch (failure) {
      setError(applySubmitError(fromPayloadRestError(failure), () => false))
    }
    // After a navigation the button stays busy until the page goes.
    inFlight.current = false
    setBusy(false)
  }
  return (
    <ConfirmDialog open={open} onOpenChange={onOpenChange} title={`Delete ${what}?`} confirmLabel="Delete" confirmPalette="red" onConfirm={remove} busy={busy} errors={error ? [error] : []}>
      <Text>{consequence}</Text>
    </ConfirmDialog>
  )
}
