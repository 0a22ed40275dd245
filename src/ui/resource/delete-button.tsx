'use client'

import { Button, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

type TProps = {
  /** The DELETE address, e.g. /api/notes/12. */
  apiPath: string
  /** What is deleted, as the question names it: 'this note', 'Term sheet.pdf', 'the industry “Fintech”'. */
  what: string
  /** The button's accessible name; `Delete ${what}` by default. */
  label?: string
  /** Where to go once it is deleted; by default the page stays and reads its data again. */
  afterPath?: string
  /** What follows, under the question. */
  consequence?: string
  size?: 'xs' | 'md'
}

/** Every delete in the admin: asks first, lets the server decide, shows its reason in the dialog. */
export function DeleteButton({ apiPath, what, label = `Delete ${what}`, afterPath, consequence = 'This cannot be undone.', size = 'md' }: TProps) {
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
      if (afterPath) return router.push(afterPath)
      setOpen(false)
      router.refresh()
    } catch (failure) {
      setError(applySubmitError(fromPayloadRestError(failure), () => false))
    }
    // After a navigation the button stays busy until the page goes.
    inFlight.current = false
    setBusy(false)
  }
  return (
    <>
      <Button size={size} variant={size === 'xs' ? 'ghost' : 'outline'} colorPalette="red" aria-label={label} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={`Delete ${what}?`} confirmLabel="Delete" confirmPalette="red" onConfirm={remove} busy={busy} errors={error ? [error] : []}>
        <Text>{consequence}</Text>
      </ConfirmDialog>
    </>
  )
}
