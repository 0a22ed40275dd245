'use client'

import { useRouter } from 'next/navigation'
import { useRef } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { dateInputToIso } from '@/lib/dates'
import { majorInputToMinor } from '@/lib/money'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert } from '@/ui/plain/plain-controls'

import type { TOpenRoundDefaults, TOpenRoundFormLooks } from './pre-emption-types'

const FIELDS = ['deadline', 'sharePrice', 'amountOffered', 'note'] as const
type TField = (typeof FIELDS)[number]
type TValues = Record<TField, string>
type TBody = { deadline: string; sharePrice: number; amountOffered: number; note?: string }

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

/** The typed values as the REST body: money in minor units, the day as ISO; what cannot be read is an error on its field. */
const resolverFor =
  (currency: string): Resolver<TValues, unknown, TBody> =>
  async (values) => {
    const errors: Partial<Record<TField, { type: string; message: string }>> = {}
    const deadline = dateInputToIso(values.deadline.trim())
    if (!values.deadline.trim()) errors.deadline = { type: 'required', message: 'Enter the deadline' }
    else if (deadline === null) errors.deadline = { type: 'validate', message: 'Enter a valid date' }
    const money = (field: 'sharePrice' | 'amountOffered', label: string) => {
      const typed = values[field].trim()
      if (!typed) {
        errors[field] = { type: 'required', message: `Enter ${label}` }
        return 0
      }
      const minor = majorInputToMinor(typed, currency)
      if (minor === null || minor <= 0) errors[field] = { type: 'validate', message: `Enter ${label} in ${currency} above zero, such as 1250 or 1250.50` }
      return minor ?? 0
    }
    const sharePrice = money('sharePrice', 'the price per share')
    const amountOffered = money('amountOffered', 'the amount offered')
    if (Object.keys(errors).length > 0) return { values: {}, errors }
    const note = values.note.trim()
    return { values: { deadline: deadline!, sharePrice, amountOffered, ...(note ? { note } : {}) }, errors: {} }
  }

/**
 * Opens a pre-emption round on the opportunity or the company (POST /api/pre-emption-rounds). The server checks it
 * all again (whole shares at the price, a deadline from today, one open round, holders to offer
 * to), gives every holder their entitlement and notifies them; the page then shows the round.
 */
export function PreEmptionOpenForm({ defaults, looks }: { defaults: TOpenRoundDefaults; looks: TOpenRoundFormLooks }) {
  const router = useRouter()
  const key = useRef(newKey())
  const form = useForm<TValues, unknown, TBody>({ resolver: resolverFor(defaults.currency), defaultValues: { deadline: defaults.deadline, sharePrice: defaults.sharePrice, amountOffered: '', note: '' } })
  const { register, formState } = form
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf(FIELDS),
    send: async (body) => {
      await apiFetch('/api/pre-emption-rounds', { method: 'POST', body: { ...body, [defaults.subject.kind]: defaults.subject.id }, headers: { 'Idempotency-Key': key.current } })
      key.current = newKey()
      router.refresh()
      return 'stay'
    },
  })
  const input = (name: TField, type: 'date' | 'text' = 'text', inputMode?: 'decimal') => (control: object) => (
    <input {...control} data-part="input" type={type} inputMode={inputMode} autoComplete="off" className={looks.input.className} {...register(name, { onChange: () => (key.current = newKey()) })} />
  )
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Open a pre-emption round">
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <div className={looks.grid.className}>
          <PlainField looks={looks} label="Deadline" required error={formState.errors.deadline?.message}>
            {input('deadline', 'date')}
          </PlainField>
          <PlainField looks={looks} label={`Price per share (${defaults.currency})`} required error={formState.errors.sharePrice?.message}>
            {input('sharePrice', 'text', 'decimal')}
          </PlainField>
          <PlainField looks={looks} label={`Amount offered (${defaults.currency})`} required error={formState.errors.amountOffered?.message}>
            {input('amountOffered', 'text', 'decimal')}
          </PlainField>
          <PlainField looks={looks} rootLook={looks.wideField} label="Note to holders (optional)" error={formState.errors.note?.message}>
            {(control) => <input {...control} data-part="input" type="text" maxLength={500} autoComplete="off" className={looks.input.className} {...register('note', { onChange: () => (key.current = newKey()) })} />}
          </PlainField>
        </div>
        <span className={looks.helper.className}>
          The amount offered is a whole number of shares at the price. Each holder is offered a share of it in proportion to what they hold (whole shares, rounded down) and is notified.
        </span>
        <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
          Open round
        </PlainButton>
      </div>
    </form>
  )
}
