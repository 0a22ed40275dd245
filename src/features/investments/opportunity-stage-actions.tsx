'use client'

import { Button, Field, Input, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { isOpportunityStage, OPPORTUNITY_STAGE, STAGE_LABEL } from '@/domain/investments/stages'
import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

import type { TOpportunityActions, TOpportunityMoveAction } from './opportunity-actions'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'


type TPending = { kind: 'move'; move: TOpportunityMoveAction } | { kind: 'clone' } | { kind: 'delete' } | null

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

/**
 * The lifecycle buttons of an opportunity (issue 9 §5): its stage moves, Clone and Delete, each
 * confirmed in a dialog. The server passes only what this user may do (opportunityActionsFor) and
 * checks again on every call.
 */
export function OpportunityStageActions({ opportunity, moves, canClone, deletion, listPath }: TOpportunityActions) {
  const router = useRouter()
  const [pending, setPending] = useState<TPending>(null)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [typedTitle, setTypedTitle] = useState('')

  const open = (next: TPending) => {
    setErrors([])
    setTypedTitle('')
    setPending(next)
  }

  /** Runs the call; on success goes where it says (or re-renders the page), on failure shows why in the dialog. */
  const run = async (call: () => Promise<string | null>) => {
    if (busy) return
    setBusy(true)
    setErrors([])
    try {
      const destination = await call()
      setPending(null)
      if (destination && destination !== window.location.pathname) router.push(destination)
      else router.refresh()
    } catch (error) {
      setErrors(refusalMessages(error))
    } finally {
      setBusy(false)
    }
  }

  const confirm = () => {
    if (!pending) return
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
    if (pending?.kind === 'move') {
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
    if (pending?.kind === 'clone') {
      return {
        title: 'Clone this opportunity?',
        confirmLabel: 'Clone',
        palette: 'brand',
        body: <Text>A new draft “Copy of {opportunity.title}” is made with the same details and a new slug. Nothing else (investments, notes, history) is copied.</Text>,
      }
    }
    if (pending?.kind === 'delete') {
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
    }
    return null
  })()

  return (
    <>
      {moves.map((move) => (
        <Button key={move.to} colorPalette="brand" variant={move.to === OPPORTUNITY_STAGE.draft ? 'outline' : 'solid'} onClick={() => open({ kind: 'move', move })}>
          {move.label}
        </Button>
      ))}
      {canClone && (
        <Button colorPalette="brand" variant="outline" onClick={() => open({ kind: 'clone' })}>
          Clone
        </Button>
      )}
      {deletion && (
        <Button colorPalette="red" variant="outline" onClick={() => open({ kind: 'delete' })}>
          Delete
        </Button>
      )}
      {dialog && (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => !isOpen && setPending(null)}
          title={dialog.title}
          confirmLabel={dialog.confirmLabel}
          confirmPalette={dialog.palette}
          onConfirm={confirm}
          busy={busy}
          confirmDisabled={pending?.kind === 'delete' && deletion === 'unsafe' && typedTitle.trim() !== opportunity.title.trim()}
          errors={errors}
        >
          {dialog.body}
        </ConfirmDialog>
      )}
    </>
  )
}
