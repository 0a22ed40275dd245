'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { ENTITY_STATUS_LABEL, ENTITY_STATUSES } from '@/domain/investment-methods/investment-methods'
import { apiFetch } from '@/lib/api-client'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'
import type { TRecordFormLooks } from '@/ui/records/record-form-looks'

type TValues = { leadEmail: string; associateEmails: string; accountReference: string; status: string }

const EMPTY: TValues = { leadEmail: '', associateEmails: '', accountReference: '', status: 'pending' }

/**
 * Opens an investor's entity of the method (POST /api/investment-methods/{id}/entities): the lead and
 * the associates by email; the server checks each is an investor of the tenant and names the ones
 * that are not. Associates left empty take the tenant's default (default_investor_associates).
 */
export function EntityAddForm({ methodId, looks }: { methodId: number; looks: TRecordFormLooks }) {
  const router = useRouter()
  const form = useForm<TValues>({ defaultValues: EMPTY })
  const { register, formState } = form
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf(['leadEmail', 'associateEmails', 'accountReference', 'status'] as const),
    send: async (values) => {
      await apiFetch(`/api/investment-methods/${methodId}/entities`, { method: 'POST', body: values })
      form.reset(EMPTY)
      router.refresh()
      return 'stay'
    },
  })
  const selectLooks = { root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Add an entity">
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <div className={looks.callGrid.className}>
          <PlainField looks={looks} label="Lead investor's email" required error={formState.errors.leadEmail?.message}>
            {(control) => <input {...control} data-part="input" type="email" autoComplete="off" className={looks.input.className} {...register('leadEmail', { required: 'Enter the lead investor’s email' })} />}
          </PlainField>
          <PlainField looks={looks} label="Account reference" error={formState.errors.accountReference?.message}>
            {(control) => <input {...control} data-part="input" type="text" autoComplete="off" className={looks.input.className} {...register('accountReference')} />}
          </PlainField>
          <PlainField looks={looks} rootLook={looks.wideField} label="Associates' emails (one per line)" error={formState.errors.associateEmails?.message}>
            {(control) => <textarea {...control} data-part="textarea" rows={2} className={looks.textarea.className} {...register('associateEmails')} />}
          </PlainField>
          <PlainField looks={looks} label="Status" required error={formState.errors.status?.message}>
            {(control) => (
              <PlainSelect looks={selectLooks} {...control} {...register('status')}>
                {ENTITY_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {ENTITY_STATUS_LABEL[status]}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
        </div>
        <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
          Add entity
        </PlainButton>
      </div>
    </form>
  )
}
