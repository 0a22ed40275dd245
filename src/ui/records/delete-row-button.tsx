'use client'

import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

type TProps = {
  /** The REST path of the row, e.g. /api/notes/12. */
  path: string
  /** What is removed, for the question and the button's name ("this note"). */
  what: string
}

/** Delete with a confirmation dialog; the page reloads its data afterwards. */
export function DeleteRowButton({ path, what }: TProps) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const remove = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await apiFetch(path, { method: 'DELETE' })
      setOpen(false)
      router.refresh()
    } catch (failure) {
      setError(applySubmitError(fromPayloadRestError(failure), () => false))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${what}`}>
          Delete
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete {what}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormAlert status="error" message={error} />
              <Text>This cannot be undone. The record&apos;s activity trail keeps a line saying it was deleted.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void remove()} loading={busy} loadingText="Deleting">
                Delete
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
