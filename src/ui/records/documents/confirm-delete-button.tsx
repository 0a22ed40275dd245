'use client'

import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

type TProps = {
  /** The DELETE address. */
  url: string
  /** What is deleted, as the dialog names it: 'Term sheet.pdf', 'the folder Legal'. */
  what: string
  /** The button's accessible name, e.g. 'Delete Term sheet.pdf'. */
  label: string
}

/** A delete button that asks first; on success the page's server data is read again. */
export function ConfirmDeleteButton({ url, what, label }: TProps) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const confirm = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await apiFetch(url, { method: 'DELETE' })
      setOpen(false)
      router.refresh()
    } catch (failure) {
      setError(applySubmitError(failure, () => false))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={label}>
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
              <Text mt={error ? 3 : 0}>This cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={busy}>
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
