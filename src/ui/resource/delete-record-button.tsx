'use client'

import { Button, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

type TProps = { apiPath: string; afterPath: string; noun: string; name: string }

/** Delete a record after an explicit confirmation; the server decides, and its reason shows in the dialog. */
export function DeleteRecordButton({ apiPath, afterPath, noun, name }: TProps) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
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
      router.push(afterPath)
    } catch (failure) {
      setError(applySubmitError(fromPayloadRestError(failure), () => false))
      inFlight.current = false
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete the ${noun} “${name}”?`}
        confirmLabel={`Delete ${noun}`}
        confirmPalette="red"
        onConfirm={remove}
        busy={busy}
        errors={error ? [error] : []}
      >
        <Text>This cannot be undone.</Text>
      </ConfirmDialog>
    </>
  )
}
