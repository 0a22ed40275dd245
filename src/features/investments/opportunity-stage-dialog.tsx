'use client'

import { Field, Input, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { isOpportunityStage, STAGE_LABEL } from '@/domain/investments/stages'
import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

import type { TOpportunityActions, TOpportunityMoveAction } from './opportunity-actions'

// The confirmation of a lifecycle action (opportunity-stage-actions-island.tsx loads it on the
// first intent to use one of the buttons): what happens, the call, the server's refusal in place.

export type TPendingAction = { kind: 'move'; move: TOpportunityMoveAction } | { kind: 'clone' } | { kind: 'delete' } | null

const stageName = (stage: number) => (isOpportunityStage(stage) ? STAGE_LABEL[stage] : `stage ${stage}`)

/** Every message of a refusal (spec 5's rule: field errors, else the message, else the default), for a dialog without fields. */
function refusalMessages(error: unknown): string[] {
  const fieldMessages: string[] = []
  const message = applySubmitError(fromPayloadRestError(error), (_field, text) => {
    fieldMessages.push(text)
    return true
  })
  return message ? [message, ...fieldMessages] : fieldMessages
}

type TProps = TOpportunityActions & { pending: NonNullable<TPendingAction>; onClose: () => void }

/** The dialog of one action; mounted while it is asked, so every opening starts afresh. */
export function OpportunityStageDialog({ opportunity, deletion, listPath, pending, onClose }: TProps) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [typedTitle, setTypedTitle] = useState('')

  /** Runs the call; on success goes where it says (or re-renders the page), on failure shows why in the dialog. */
  const run = async (call: () => Promise<string | null>) => {
    if (busy) return
    setBusy(true)
    setErrors([])
    try {
      const destination = await call()
      onClose()
      if (destination && destination !== window.location.pathname) router.push(destination)
      else router.refresh()
    } catch (error) {
      setErrors(refusalMessages(error))
    } finally {
      setBusy(false)
    }
  }

  const confirm = () => {
    const base = `/api/investment-opportunities/${opportunity.id}`
    if (pending.kind === 'move') {
      void run(async () => (await apiFetch<{ path: string }>(`${base}/stage`, { method: 'POST', body: { to: pending.move.to, from: opportunity.stage } })).path)
    } else if (pending.kind === 'clone') {
      void run(async () => (await apiFetch<{ path: string }>(`${base}/clone`, { method: 'POST' })).path)
    } else {
      void run(async () => {
        await apiFetch(base, { method: 'DELETE' })
        return listPath
      })
    }
  }

  const dialog = (() => {
    if (pending.kind === 'move') {
      const { move } = pending
      return {
        title: `${move.label}?`,
        confirmLabel: move.label,
        palette: 'brand',
        body: (
          <>
            <Text>
              “{opportunity.title}” moves from {stageName(opportunity.stage)} to {stageName(move.to)}.
            </Text>
            <Text>{move.consequence}</Text>
          </>
        ),
      }
    }
    if (pending.kind === 'clone') {
      return {
        title: 'Clone this opportunity?',
        confirmLabel: 'Clone',
        palette: 'brand',
        body: <Text>A new draft “Copy of {opportunity.title}” is made with the same details and a new slug. Nothing else (investments, notes, history) is copied.</Text>,
      }
    }
    return {
      title: 'Delete this opportunity?',
      confirmLabel: 'Delete opportunity',
      palette: 'red',
      body:
        deletion === 'unsafe' ? (
          <>
            <Text>
              “{opportunity.title}” is {stageName(opportunity.stage)}. An unsafe delete removes it and everything that belongs to it, investments included. This cannot be undone.
            </Text>
            <Field.Root required>
              <Field.Label>Type the title to confirm</Field.Label>
              <Input value={typedTitle} onChange={(event) => setTypedTitle(event.target.value)} autoComplete="off" />
            </Field.Root>
          </>
        ) : (
          <Text>“{opportunity.title}” is removed for good. This cannot be undone.</Text>
        ),
    }
  })()

  return (
    <ConfirmDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={dialog.title}
      confirmLabel={dialog.confirmLabel}
      confirmPalette={dialog.palette}
      onConfirm={confirm}
      busy={busy}
      confirmDisabled={pending.kind === 'delete' && deletion === 'unsafe' && typedTitle.trim() !== opportunity.title.trim()}
      errors={errors}
    >
      {dialog.body}
    </ConfirmDialog>
  )
}
