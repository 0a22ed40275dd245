'use client'

import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'
import { confirmDialog, LazyConfirmDialog } from '@/ui/modals/lazy-confirm-dialog'

// spec 2.1 /pipelines/{id}/stages: add, rename, reorder and delete a pipeline's stages, saved together
// (one PATCH of the ordered array; stage ids are kept, so deals keep their stage). The server refuses
// to remove a stage that still holds deals and says which.

type TStage = { id?: string; name: string; deals: number }
type TProps = { pipelineId: number; stages: TStage[]; canEdit: boolean }

const MAX_STAGES = 30

export function PipelineStagesEditor({ pipelineId, stages: initial, canEdit }: TProps) {
  const router = useRouter()
  const [stages, setStages] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  const inFlight = useRef(false)
  const changed = JSON.stringify(stages.map(({ id, name }) => [id, name])) !== JSON.stringify(initial.map(({ id, name }) => [id, name]))

  const update = (next: TStage[]) => {
    setSaved(null)
    setStages(next)
  }
  const move = (index: number, by: -1 | 1) => {
    const next = [...stages]
    const [stage] = next.splice(index, 1)
    next.splice(index + by, 0, stage!)
    update(next)
  }

  const save = async () => {
    if (inFlight.current) return
    const blank = stages.findIndex((stage) => !stage.name.trim())
    if (blank >= 0) return setError(`Stage ${blank + 1} needs a name.`)
    inFlight.current = true
    setBusy(true)
    setError(null)
    try {
      await apiFetch(`/api/pipelines/${pipelineId}?depth=0`, { method: 'PATCH', body: { stages: stages.map(({ id, name }) => ({ ...(id ? { id } : {}), name: name.trim() })) } })
      setSaved('The stages are saved.')
      router.refresh()
    } catch (failure) {
      setError(applySubmitError(fromPayloadRestError(failure), () => false))
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Stack gap={4} maxW="2xl">
      <FormAlert status="error" message={error} />
      <FormAlert status="success" message={saved} />
      <Stack as="ol" gap={2} aria-label="Stages in order">
        {stages.map((stage, index) => (
          <HStack as="li" key={stage.id ?? `new-${index}`} gap={2} align="end">
            <Field.Root flex="1">
              <Field.Label>
                Stage {index + 1}
                {stage.deals > 0 && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    · {stage.deals} {stage.deals === 1 ? 'deal' : 'deals'}
                  </Text>
                )}
              </Field.Label>
              <Input value={stage.name} maxLength={60} readOnly={!canEdit} onChange={(event) => update(stages.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)))} />
            </Field.Root>
            {canEdit && (
              <>
                <IconButton aria-label={`Move ${stage.name || 'stage'} up`} variant="outline" disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑
                </IconButton>
                <IconButton aria-label={`Move ${stage.name || 'stage'} down`} variant="outline" disabled={index === stages.length - 1} onClick={() => move(index, 1)}>
                  ↓
                </IconButton>
                <IconButton aria-label={`Delete ${stage.name || 'stage'}`} variant="outline" colorPalette="red" disabled={stages.length === 1} {...confirmDialog.intent} onClick={() => setRemoving(index)}>
                  ✕
                </IconButton>
              </>
            )}
          </HStack>
        ))}
      </Stack>
      {canEdit && (
        <HStack gap={3} wrap="wrap">
          <Button variant="outline" disabled={stages.length >= MAX_STAGES} onClick={() => update([...stages, { name: '', deals: 0 }])}>
            Add a stage
          </Button>
          <Button colorPalette="brand" onClick={save} loading={busy} loadingText="Saving" disabled={busy || !changed}>
            Save stages
          </Button>
        </HStack>
      )}
      <LazyConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Delete the stage “${removing !== null ? (stages[removing]?.name ?? '') : ''}”?`}
        confirmLabel="Delete stage"
        confirmPalette="red"
        onConfirm={() => {
          update(stages.filter((_, at) => at !== removing))
          setRemoving(null)
        }}
      >
        <Text>
          {removing !== null && (stages[removing]?.deals ?? 0) > 0
            ? 'It still holds deals: saving will be refused until they are moved to another stage.'
            : 'It is removed when you save the stages.'}
        </Text>
      </LazyConfirmDialog>
    </Stack>
  )
}
