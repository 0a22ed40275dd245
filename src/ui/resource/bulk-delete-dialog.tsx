'use client'

import { Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

/** What POST /api/resources/{key}/bulk-delete answers (src/lib/resource/bulk-delete-endpoint.ts). */
export type TBulkDeleteOutcome = {
  deleted: { id: number; label: string }[]
  failed: { id: number; label: string | null; reason: string }[]
}

type TProps = {
  listKey: string
  ids: number[]
  /** '3 deals' */
  what: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: (outcome: TBulkDeleteOutcome) => void
}

/** Asks before deleting the ticked rows (the shared confirm dialog), then lets the server decide row by row. */
export function BulkDeleteDialog({ listKey, ids, what, open, onOpenChange, onDone }: TProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)
  const remove = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    setError(null)
    try {
      onDone(await apiFetch<TBulkDeleteOutcome>(`/api/resources/${encodeURIComponent(listKey)}/bulk-delete`, { method: 'POST', body: { ids } }))
    } catch (failure) {
      setError(applySubmitError(fromPayloadRestError(failure), () => false))
    }
    inFlight.current = false
    setBusy(false)
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${what}?`}
      confirmLabel="Delete"
      confirmPalette="red"
      onConfirm={() => void remove()}
      busy={busy}
      errors={error ? [error] : []}
    >
      <Text>Each one is deleted on its own: any the server refuses stay, and you will see why. This cannot be undone.</Text>
    </ConfirmDialog>
  )
}
