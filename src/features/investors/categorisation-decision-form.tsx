'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert } from '@/ui/plain/plain-controls'
import type { TRecordFormLooks } from '@/ui/records/record-form-looks'

/**
 * Approve (with an optional note) or reject (with the reason the investor reads) a pending
 * categorisation. The server decides again: a decided one is a 409, a missing reason a field error.
 */
export function CategorisationDecisionForms({ categorisationId, looks }: { categorisationId: number; looks: TRecordFormLooks }) {
  const router = useRouter()
  const approve = useForm<{ note: string }>({ defaultValues: { note: '' } })
  const reject = useForm<{ reason: string }>({ defaultValues: { reason: '' } })
  const send = (outcome: 'approve' | 'reject') => async (values: object) => {
    await apiFetch(`/api/investor-categorisations/${categorisationId}/${outcome}`, { method: 'POST', body: values })
    router.refresh()
    return 'stay' as const
  }
  const approving = useGuardedSubmit(approve, { isField: isFieldOf(['note'] as const), send: send('approve') })
  const rejecting = useGuardedSubmit(reject, { isField: isFieldOf(['reason'] as const), send: send('reject') })
  const busy = approving.busy || rejecting.busy
  return (
    <div className={looks.stack.className}>
      <form method="post" onSubmit={approving.onSubmit} noValidate aria-label="Approve the categorisation">
        <div className={looks.stack.className}>
          <PlainFormAlert looks={looks.alert} status="error" message={approving.formError} />
          <PlainField looks={looks} label="Note (optional)" error={approve.formState.errors.note?.message}>
            {(control) => <textarea {...control} data-part="textarea" rows={2} className={looks.textarea.className} {...approve.register('note')} />}
          </PlainField>
          <PlainButton type="submit" look={looks.submit} loading={approving.busy} disabled={busy}>
            Approve
          </PlainButton>
        </div>
      </form>
      <form method="post" onSubmit={rejecting.onSubmit} noValidate aria-label="Reject the categorisation">
        <div className={looks.stack.className}>
          <PlainFormAlert looks={looks.alert} status="error" message={rejecting.formError} />
          <PlainField looks={looks} label="Reason (the investor reads it)" required error={reject.formState.errors.reason?.message}>
            {(control) => <textarea {...control} data-part="textarea" rows={3} className={looks.textarea.className} {...reject.register('reason', { validate: (value) => value.trim() !== '' || 'Give the reason the investor will read' })} />}
          </PlainField>
          <PlainButton type="submit" look={looks.submit} loading={rejecting.busy} disabled={busy}>
            Reject
          </PlainButton>
        </div>
      </form>
    </div>
  )
}
