'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { ACCEPT_TERMS_LABEL, TERMS_REQUIRED_MESSAGE } from '@/domain/investments/investment-terms-words'
import { apiFetch } from '@/lib/api-client'
import { formatMoney, majorInputToMinor, minorToMajorInput } from '@/lib/money'
import { applySubmitError } from '@/lib/submit-errors'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'

import type { TInvestFormProps } from './portal-invest-types'

type TField = 'amount' | 'taxRelief' | 'termsAccepted'

const FIELDS: readonly string[] = ['amount', 'taxRelief', 'termsAccepted']

/**
 * The invest (or reserve) form of /investor/investments/{slug}/invest (decision 031): the amount in
 * the currency's major units (at least the minimum, in steps of the step, at most what is left), the
 * tax relief where offered. It posts POST /api/investments with the page's Idempotency-Key, so a
 * double click or a retry after a lost answer gets the same investment, then opens its payment page.
 * The server checks everything again (the gate, the holder, the minimum, the room left under a lock).
 */
export function InvestForm(props: TInvestFormProps) {
  const { looks } = props
  const router = useRouter()
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const [amount, setAmount] = useState(props.minimum ? minorToMajorInput(Math.ceil(props.minimum / props.step) * props.step, props.currency) : '')
  const [taxRelief, setTaxRelief] = useState('')
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)

  const check = (minor: number | null): string | null => {
    if (minor === null || minor <= 0) return 'Enter an amount above zero'
    if (props.minimum !== null && minor < props.minimum) return `The minimum is ${formatMoney(props.minimum, props.currency)}`
    if (minor % props.step !== 0) return `Enter a multiple of ${formatMoney(props.step, props.currency)}`
    if (minor > props.left) return `Only ${formatMoney(props.left, props.currency)} is left`
    return null
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    const minor = majorInputToMinor(amount.replace(/[,\s£$€]/g, ''), props.currency)
    const problem = check(minor)
    const termsMissing = props.termsVersion !== null && !termsAccepted
    if (problem || termsMissing) {
      setErrors({ ...(problem ? { amount: problem } : {}), ...(termsMissing ? { termsAccepted: TERMS_REQUIRED_MESSAGE } : {}) })
      return
    }
    inFlight.current = true
    setBusy(true)
    setErrors({})
    setFormError(null)
    const body = { opportunity: props.opportunityId, amount: minor, holder: props.holder, ...(props.reserve ? { reserve: true } : {}), ...(taxRelief ? { taxRelief } : {}), ...(props.termsVersion !== null ? { termsAccepted, termsVersion: props.termsVersion } : {}) }
    try {
      const answer = await apiFetch<{ investment: { id: number } }>('/api/investments', { method: 'POST', body, headers: { 'Idempotency-Key': props.idempotencyKey } })
      router.push(`/investor/investments/${encodeURIComponent(props.slug)}/invest?investment=${answer.investment.id}`)
    } catch (failure) {
      const placed: Partial<Record<TField, string>> = {}
      const message = applySubmitError(failure, (field, text) => {
        if (!FIELDS.includes(field)) return false
        placed[field as TField] ??= text
        return true
      })
      setErrors(placed)
      setFormError(Object.keys(placed).length ? null : message)
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={props.submitLabel} className={looks.stack.className}>
      <PlainFormAlert looks={looks.alert} status="error" message={formError} />
      <PlainField looks={looks} label={`Amount (${props.currency})`} required error={errors.amount}>
        {(control) => (
          <input
            {...control}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            disabled={busy}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby="invest-amount-help"
            className={looks.input.className}
            data-part="input"
          />
        )}
      </PlainField>
      <p id="invest-amount-help" className={looks.helper.className}>
        {props.minimum !== null ? `Minimum ${formatMoney(props.minimum, props.currency)}, ` : ''}in steps of {formatMoney(props.step, props.currency)}; {formatMoney(props.left, props.currency)} of the allocation is left.
      </p>
      {props.taxOptions.length > 0 && (
        <PlainField looks={looks} label="Tax relief you will claim" error={errors.taxRelief}>
          {(control) => (
            <PlainSelect {...control} name="taxRelief" looks={{ root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }} value={taxRelief} disabled={busy} onChange={(event) => setTaxRelief(event.target.value)}>
              <option value="">None</option>
              {props.taxOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </PlainSelect>
          )}
        </PlainField>
      )}
      {props.termsVersion !== null && (
        <div role="group" data-scope="field" data-part="root" data-invalid={errors.termsAccepted ? '' : undefined} className={looks.field.className}>
          <label className={looks.row.className}>
            <input
              type="checkbox"
              name="termsAccepted"
              required
              checked={termsAccepted}
              disabled={busy}
              onChange={(event) => setTermsAccepted(event.target.checked)}
              aria-invalid={errors.termsAccepted ? true : undefined}
              aria-describedby={errors.termsAccepted ? 'invest-terms-error' : 'investment-terms'}
            />
            <span>{ACCEPT_TERMS_LABEL}</span>
          </label>
          {errors.termsAccepted && (
            <span id="invest-terms-error" data-scope="field" data-part="error-text" aria-live="polite" className={looks.errorText.className}>
              {errors.termsAccepted}
            </span>
          )}
        </div>
      )}
      <p className={looks.helper.className}>Investing as {props.holderName}.</p>
      <PlainButton type="submit" look={looks.submit} loading={busy}>
        {props.submitLabel}
      </PlainButton>
    </form>
  )
}
