'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'
import type { TRecordFormLooks } from '@/ui/records/record-form-looks'

type TOption = { value: string; label: string }

/**
 * Approve (link the investor to an existing organisation, or to a new one made from the application)
 * or reject with the reason the investor reads. The server decides again: a decided application is
 * a 409, a missing reason a field error.
 */
export function ApplicationDecisionForms({ applicationId, organisations, suggested, looks }: { applicationId: number; organisations: readonly TOption[]; suggested: string; looks: TRecordFormLooks }) {
  const router = useRouter()
  const approve = useForm<{ organisation: string }>({ defaultValues: { organisation: suggested } })
  const reject = useForm<{ reason: string }>({ defaultValues: { reason: '' } })
  const approving = useGuardedSubmit(approve, {
    isField: isFieldOf(['organisation'] as const),
    send: async (values) => {
      await apiFetch(`/api/organisation-applications/${applicationId}/approve`, { method: 'POST', body: values })
      router.refresh()
      return 'stay'
    },
  })
  const rejecting = useGuardedSubmit(reject, {
    isField: isFieldOf(['reason'] as const),
    send: async (values) => {
      await apiFetch(`/api/organisation-applications/${applicationId}/reject`, { method: 'POST', body: values })
      router.refresh()
      return 'stay'
    },
  })
  const selectLooks = { root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }
  return (
    <div className={looks.stack.className}>
      <form method="post" onSubmit={approving.onSubmit} noValidate aria-label="Approve the application">
        <div className={looks.stack.className}>
          <PlainFormAlert looks={looks.alert} status="error" message={approving.formError} />
          <PlainField looks={looks} label="Link the investor to" required error={approve.formState.errors.organisation?.message}>
            {(control) => (
              <PlainSelect looks={selectLooks} {...control} {...approve.register('organisation')}>
                <option value="new">A new organisation with the details applied for</option>
                {organisations.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
          <PlainButton type="submit" look={looks.submit} loading={approving.busy} disabled={approving.busy || rejecting.busy}>
            Approve
          </PlainButton>
        </div>
      </form>
      <form method="post" onSubmit={rejecting.onSubmit} noValidate aria-label="Reject the application">
        <div className={looks.stack.className}>
          <PlainFormAlert looks={looks.alert} status="error" message={rejecting.formError} />
          <PlainField looks={looks} label="Reason (the investor reads it)" required error={reject.formState.errors.reason?.message}>
            {(control) => <textarea {...control} data-part="textarea" rows={3} className={looks.textarea.className} {...reject.register('reason', { validate: (value) => value.trim() !== '' || 'Give the reason the investor will read' })} />}
          </PlainField>
          <PlainButton type="submit" look={looks.submit} loading={rejecting.busy} disabled={approving.busy || rejecting.busy}>
            Reject
          </PlainButton>
        </div>
      </form>
    </div>
  )
}
