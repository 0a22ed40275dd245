'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { CALL_OUTCOMES } from '@/domain/records/record-features'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { apiFetch } from '@/lib/api-client'
import { toDateTimeInputValue } from '@/lib/dates'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'

import type { TRecordFormLooks } from './record-form-looks'
import type { TCallFormInput, TCallFormOutput } from './record-form-schemas'

const emptyCall = (): TCallFormInput => ({ calledAt: toDateTimeInputValue(new Date()), durationMinutes: '', outcome: 'connected', summary: '' })

const resolver = lazyZodResolver<TCallFormInput, TCallFormOutput>(() => import('./record-form-schemas').then((module) => module.ZCallForm))

/** Logs a call on the record (POST /api/call-logs), then shows it. */
export function CallForm({ target, looks }: { target: TRecordTarget; looks: TRecordFormLooks }) {
  const router = useRouter()
  const form = useForm<TCallFormInput, unknown, TCallFormOutput>({ resolver, defaultValues: emptyCall() })
  const { register, formState } = form
  const { errors } = formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf(['calledAt', 'durationMinutes', 'outcome', 'summary'] as const),
    mapError: fromPayloadRestError,
    send: async (values) => {
      await apiFetch('/api/call-logs?depth=0', { method: 'POST', body: { ...values, targetCollection: target.collection, targetId: target.id } })
      form.reset(emptyCall())
      router.refresh()
      return 'stay'
    },
  })
  const selectLooks = { root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Log a call">
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <div className={looks.callGrid.className}>
          <PlainField looks={looks} rootLook={looks.wideField} label="When" required error={errors.calledAt?.message}>
            {(control) => <input {...control} data-part="input" type="datetime-local" className={looks.input.className} {...register('calledAt')} />}
          </PlainField>
          <PlainField looks={looks} label="Minutes" error={errors.durationMinutes?.message}>
            {(control) => <input {...control} data-part="input" inputMode="numeric" className={looks.input.className} {...register('durationMinutes')} />}
          </PlainField>
          <PlainField looks={looks} label="Outcome" required error={errors.outcome?.message}>
            {(control) => (
              <PlainSelect looks={selectLooks} {...control} {...register('outcome')}>
                {CALL_OUTCOMES.map((outcome) => (
                  <option key={outcome.value} value={outcome.value}>
                    {outcome.label}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
        </div>
        <PlainField looks={looks} label="Summary" error={errors.summary?.message}>
          {(control) => <textarea {...control} data-part="textarea" rows={2} className={looks.textarea.className} {...register('summary')} />}
        </PlainField>
        <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
          Log call
        </PlainButton>
      </div>
    </form>
  )
}
