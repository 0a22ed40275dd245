'use client'

import { Suspense } from 'react'

import { useOnDemandDialog } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

export type TDeleteButtonProps = {
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
}

const deleteDialog = chakraOnDemand(() => import('./delete-dialog'))

/** The delete button (delete-button.tsx draws its look): the dialog loads on the first intent, opens on click. */
export function DeleteButtonIsland({ className, label, ...dialog }: TDeleteButtonProps & { className: string; label: string }) {
  const { open, setOpen, openDialog, trigger, module } = useOnDemandDialog(deleteDialog)
  return (
    <>
      <button type="button" className={className} aria-label={label} {...trigger} onClick={openDialog}>
        Delete
      </button>
      {module && (
        <Suspense fallback={null}>
          <module.DeleteDialog {...dialog} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
