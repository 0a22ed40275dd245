'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'

import type { TRecordTarget } from '@/domain/records/record-targets'
import { apiFetch } from '@/lib/api-client'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert } from '@/ui/plain/plain-controls'

import type { TRecordFormLooks } from './record-form-looks'
import type { TNoteFormInput, TNoteFormOutput } from './record-form-schemas'
import { RichTextEditor } from './rich-text-editor'

const resolver = lazyZodResolver<TNoteFormInput, TNoteFormOutput>(() => import('./record-form-schemas').then((module) => module.ZNoteForm))

/** Adds a rich-text note to the record (POST /api/notes), then shows it (router.refresh). */
export function NoteForm({ target, looks }: { target: TRecordTarget; looks: TRecordFormLooks }) {
  const router = useRouter()
  const id = useId()
  const [resetKey, setResetKey] = useState(0)
  const form = useForm<TNoteFormInput, unknown, TNoteFormOutput>({ resolver, defaultValues: { body: null } })
  const { errors } = form.formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf(['body'] as const),
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
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <PlainField looks={looks} label="New note" required error={errors.body?.message} ids={{ label: `${id}-label`, errorText: `${id}-error` }}>
          {() => (
            <Controller
              control={form.control}
              name="body"
              render={({ field }) => (
                <RichTextEditor
                  id={`${id}-body`}
                  labelledBy={`${id}-label`}
                  describedBy={errors.body ? `${id}-error` : undefined}
                  invalid={!!errors.body}
                  resetKey={resetKey}
                  onChange={field.onChange}
                  looks={looks.editor}
                />
              )}
            />
          )}
        </PlainField>
        <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
          Add note
        </PlainButton>
      </div>
    </form>
  )
}
