'use client'

import { useRouter } from 'next/navigation'
import { useForm, type Resolver } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { dateInputToIso } from '@/lib/dates'
import { majorInputToMinor } from '@/lib/money'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'
import type { TRecordFormLooks } from '@/ui/records/record-form-looks'

import type { TPointField, TPointForm } from './series-form-types'

type TValues = Record<string, string>

const today = () => new Date().toISOString().slice(0, 10)

const emptyValues = (fields: readonly TPointField[]): TValues =>
  Object.fromEntries(fields.map((field) => [field.name, field.kind === 'date' ? today() : field.kind === 'select' && field.required ? (field.options?.[0]?.value ?? '') : '']))

/** The typed values as the REST body (money in minor units, days as ISO); what cannot be read at all is an error on its field. */
function resolverFor(form: TPointForm): Resolver<TValues, unknown, Record<string, unknown>> {
  return async (values) => {
    const body: Record<string, unknown> = {}
    const errors: Record<string, { type: string; message: string }> = {}
    for (const field of form.fields) {
      const typed = (values[field.name] ?? '').trim()
      if (typed === '') {
        if (field.required) errors[field.name] = { type: 'required', message: `Enter ${field.label.toLowerCase()}` }
        continue
      }
      if (field.kind === 'date') {
        const iso = dateInputToIso(typed)
        if (iso === null) errors[field.name] = { type: 'validate', message: 'Enter a valid date' }
        else body[field.name] = iso
      } else if (field.kind === 'money') {
        const minor = majorInputToMinor(typed, form.currency)
        if (minor === null) errors[field.name] = { type: 'validate', message: `Enter an amount in ${form.currency} such as 1250 or 1250.50` }
        else body[field.name] = minor
      } else if (field.kind === 'whole') {
        const number = Number(typed.replace(/,/g, ''))
        if (!/^-?[\d,]+$/.test(typed) || !Number.isSafeInteger(number)) errors[field.name] = { type: 'validate', message: 'Enter a whole number' }
        else body[field.name] = number
      } else body[field.name] = typed
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors }
    return { values: body, errors: {} }
  }
}

/** Adds a point to the record's series (POST /api/{collection}); the server checks it (one a day, amounts, permission) and the page shows it. */
export function SeriesPointForm({ form: declaration, looks }: { form: TPointForm; looks: TRecordFormLooks }) {
  const router = useRouter()
  const form = useForm<TValues, unknown, Record<string, unknown>>({ resolver: resolverFor(declaration), defaultValues: emptyValues(declaration.fields) })
  const { register, formState } = form
  const names = declaration.fields.map((field) => field.name)
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: (field): field is string => names.includes(field),
    mapError: fromPayloadRestError,
    send: async (values) => {
      await apiFetch(`/api/${declaration.collection}?depth=0`, { method: 'POST', body: { ...values, [declaration.subject.field]: declaration.subject.id } })
      form.reset(emptyValues(declaration.fields))
      router.refresh()
      return 'stay'
    },
  })
  const selectLooks = { root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={declaration.title}>
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <div className={looks.callGrid.className}>
          {declaration.fields.map((field) => (
            <PlainField key={field.name} looks={looks} label={field.kind === 'money' ? `${field.label} (${declaration.currency})` : field.label} required={field.required} error={formState.errors[field.name]?.message}>
              {(control) =>
                field.kind === 'select' ? (
                  <PlainSelect looks={selectLooks} {...control} {...register(field.name)}>
                    {!field.required && <option value="">—</option>}
                    {(field.options ?? []).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </PlainSelect>
                ) : (
                  <input
                    {...control}
                    data-part="input"
                    type={field.kind === 'date' ? 'date' : 'text'}
                    inputMode={field.kind === 'money' || field.kind === 'whole' ? 'decimal' : undefined}
                    className={looks.input.className}
                    {...register(field.name)}
                  />
                )
              }
            </PlainField>
          ))}
        </div>
        <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
          {declaration.submitLabel}
        </PlainButton>
      </div>
    </form>
  )
}
