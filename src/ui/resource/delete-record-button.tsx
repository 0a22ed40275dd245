'use client'

import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

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
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red">
          Delete
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                Delete the {noun} “{name}”?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormAlert status="error" message={error} />
              {!error && 'This cannot be undone.'}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Keep it
              </Button>
              <Button colorPalette="red" onClick={remove} loading={busy} disabled={busy}>
                Delete {noun}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
