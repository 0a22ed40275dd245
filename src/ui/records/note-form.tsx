'use client'

import { Button, Field, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'

import type { TRecordTarget } from '@/domain/records/record-targets'
import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

import { fieldGuard, ZNoteForm, type TNoteFormInput, type TNoteFormOutput } from './record-form-schemas'
import { RichTextEditor } from './rich-text-editor'

/** Adds a rich-text note to the record (POST /api/notes), then shows it (router.refresh). */
export function NoteForm({ target }: { target: TRecordTarget }) {
  const router = useRouter()
  const id = useId()
  const [resetKey, setResetKey] = useState(0)
  const form = useForm<TNoteFormInput, unknown, TNoteFormOutput>({ resolver: zodResolver(ZNoteForm), defaultValues: { body: null } })
  const { errors } = form.formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: fieldGuard(['body'] as const),
    mapError: fromPayloadRestError,
    send: async (values) => {
      await apiFetch('/api/notes?depth=0', { method: 'POST', body: { targetCollection: target.collection, targetId: target.id, body: values.body } })
      form.reset({ body: null })
      setResetKey((key) => key + 1)
      router.refresh()
      return 'stay'
    },
  })
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Add a note">
      <Stack gap={3}>
        <FormAlert status="error" message={formError} />
        <Field.Root invalid={!!errors.body} required>
          <Field.Label id={`${id}-label`}>New note</Field.Label>
          <Controller
            control={form.control}
            name="body"
            render={({ field }) => (
              <RichTextEditor id={`${id}-body`} labelledBy={`${id}-label`} describedBy={errors.body ? `${id}-error` : undefined} invalid={!!errors.body} resetKey={resetKey} onChange={field.onChange} />
            )}
          />
          <Field.ErrorText id={`${id}-error`}>{errors.body?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" size="sm" loading={busy} loadingText="Saving" disabled={busy}>
          Add note
        </Button>
      </Stack>
    </form>
  )
}
