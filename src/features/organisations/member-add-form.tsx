'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { MEMBER_ROLE_LABEL, MEMBER_ROLES } from '@/domain/organisations/organisations'
import { apiFetch } from '@/lib/api-client'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'
import type { TRecordFormLooks } from '@/ui/records/record-form-looks'

type TValues = { investorEmail: string; role: string }

const EMPTY: TValues = { investorEmail: '', role: 'director' }

/** Links an investor of the tenant, by email, to the organisation (POST /api/organisations/{id}/members); the server checks tenant, role and duplicates. */
export function MemberAddForm({ organisationId, looks }: { organisationId: number; looks: TRecordFormLooks }) {
  const router = useRouter()
  const form = useForm<TValues>({ defaultValues: EMPTY })
  const { register, formState } = form
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf(['investorEmail', 'role'] as const),
    send: async (values) => {
      await apiFetch(`/api/organisations/${organisationId}/members`, { method: 'POST', body: values })
      form.reset(EMPTY)
      router.refresh()
      return 'stay'
    },
  })
  const selectLooks = { root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Link an investor">
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <div className={looks.callGrid.className}>
          <PlainField looks={looks} label="Investor's email" required error={formState.errors.investorEmail?.message}>
            {(control) => <input {...control} data-part="input" type="email" autoComplete="off" className={looks.input.className} {...register('investorEmail', { required: 'Enter the investor’s email' })} />}
          </PlainField>
          <PlainField looks={looks} label="Role" required error={formState.errors.role?.message}>
            {(control) => (
              <PlainSelect looks={selectLooks} {...control} {...register('role')}>
                {MEMBER_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {MEMBER_ROLE_LABEL[role]}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
        </div>
        <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
          Link investor
        </PlainButton>
      </div>
    </form>
  )
}
