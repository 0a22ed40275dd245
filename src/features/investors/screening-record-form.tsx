'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { SCREENING_STATUS_LABEL, SCREENING_STATUSES, type TScreeningStatus } from '@/domain/investors/screening'
import { apiFetch } from '@/lib/api-client'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'
import type { TRecordFormLooks } from '@/ui/records/record-form-looks'

type TValues = { status: TScreeningStatus | ''; note: string; evidenceDocument: string }

type TProps = { investorId: number; checkLabel: string; documents: { id: number; filename: string }[]; looks: TRecordFormLooks }

/** Staff record a screening result they found themselves (the manual provider): the result, what was checked, optional evidence. */
export function ScreeningRecordForm({ investorId, checkLabel, documents, looks }: TProps) {
  const router = useRouter()
  const [done, setDone] = useState<string | null>(null)
  const form = useForm<TValues>({ defaultValues: { status: '', note: '', evidenceDocument: '' } })
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf(['status', 'note', 'evidenceDocument'] as const),
    send: async (values) => {
      setDone(null)
      const answer = await apiFetch<{ message: string }>('/api/investor-screenings/record', { method: 'POST', body: { investor: investorId, ...values } })
      form.reset()
      setDone(answer.message)
      router.refresh()
      return 'stay'
    },
  })
  const selectLooks = { root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }
  const errors = form.formState.errors
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Record a screening result">
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <PlainFormAlert looks={looks.alert} status="success" message={done} />
        <div className={looks.callGrid.className}>
          <PlainField looks={looks} label={`Result of the ${checkLabel.toLowerCase()}`} required error={errors.status?.message}>
            {(control) => (
              <PlainSelect looks={selectLooks} {...control} disabled={busy} {...form.register('status', { validate: (value) => value !== '' || 'Choose the result' })}>
                <option value="">Choose…</option>
                {SCREENING_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {SCREENING_STATUS_LABEL[value]}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
          <PlainField looks={looks} label="Evidence (optional: one of the investor’s documents)" error={errors.evidenceDocument?.message}>
            {(control) => (
              <PlainSelect looks={selectLooks} {...control} disabled={busy} {...form.register('evidenceDocument')}>
                <option value="">None</option>
                {documents.map((doc) => (
                  <option key={doc.id} value={String(doc.id)}>
                    {doc.filename}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
          <PlainField looks={looks} rootLook={looks.wideField} label="What was checked and what it showed" required error={errors.note?.message}>
            {(control) => <textarea {...control} data-part="textarea" rows={3} className={looks.textarea.className} disabled={busy} {...form.register('note', { validate: (value) => value.trim() !== '' || 'Say what was checked and what it showed' })} />}
          </PlainField>
        </div>
        <PlainButton type="submit" look={looks.submit} loading={busy}>
          Record result
        </PlainButton>
      </div>
    </form>
  )
}
