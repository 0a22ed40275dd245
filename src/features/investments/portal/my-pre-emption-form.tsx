'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { PRE_EMPTION_CODE, PRE_EMPTION_CODE_LABEL, type TPreEmptionCode } from '@/domain/investments/pre-emption-codes'
import { INVESTOR_PRE_EMPTION_CODES } from '@/domain/investments/portal-investing'
import type { TPortalPreEmptionHolderKind } from '@/domain/investments/pre-emption'
import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'

import type { TFormLooks } from './portal-invest-types'

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

/** Whose answer it is: the investor's own (`name` null), or an organisation's they sign for or an account's they lead (decision 015). */
export type TMyPreEmptionHolder = { kind: TPortalPreEmptionHolderKind; id: number; name: string | null }

/**
 * The investor's answer to a pre-emption round (spec 4 codes; decision 031): maintain (the
 * entitlement), increase or decrease (a number of shares), don't take — for themselves, or for the
 * organisation or account `holder` names. POST /api/pre-emption-rounds/{id}/my-response with one
 * Idempotency-Key per answer sent; the server checks they act for the holder, applies the rules, and
 * its refusal shows under the field it concerns.
 */
export function MyPreEmptionForm({
  round,
  subject,
  holder,
  entitlement,
  code: current,
  shares: currentShares,
  looks,
}: {
  round: number
  subject: string
  holder: TMyPreEmptionHolder
  entitlement: string
  code: number
  shares: string
  looks: TFormLooks
}) {
  const router = useRouter()
  const sent = useRef<{ body: string; key: string } | null>(null)
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const [code, setCode] = useState(String((INVESTOR_PRE_EMPTION_CODES as readonly number[]).includes(current) ? current : PRE_EMPTION_CODE.maintain))
  const [shares, setShares] = useState(current === PRE_EMPTION_CODE.increase || current === PRE_EMPTION_CODE.decrease ? currentShares : '')
  const [errors, setErrors] = useState<{ code?: string; shares?: string }>({})
  const [formError, setFormError] = useState<string | null>(null)
  const needsShares = Number(code) === PRE_EMPTION_CODE.increase || Number(code) === PRE_EMPTION_CODE.decrease

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    const typed = shares.replace(/[,\s]/g, '')
    if (needsShares && !/^\d{1,16}$/.test(typed)) {
      setErrors({ shares: 'Enter a whole number of shares' })
      return
    }
    inFlight.current = true
    setBusy(true)
    setErrors({})
    setFormError(null)
    const body = { ...(holder.kind === 'investor' ? {} : { holderKind: holder.kind, holder: holder.id }), code: Number(code), ...(needsShares ? { shares: Number(typed) } : {}) }
    const text = JSON.stringify(body)
    if (sent.current?.body !== text) sent.current = { body: text, key: newKey() }
    try {
      await apiFetch(`/api/pre-emption-rounds/${round}/my-response`, { method: 'POST', body, headers: { 'Idempotency-Key': sent.current.key } })
      router.refresh()
    } catch (failure) {
      const placed: { code?: string; shares?: string } = {}
      const message = applySubmitError(failure, (field, value) => {
        if (field !== 'code' && field !== 'shares') return false
        placed[field] ??= value
        return true
      })
      setErrors(placed)
      setFormError(Object.keys(placed).length ? null : message)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={holder.name ? `Pre-emption answer for ${holder.name} on ${subject}` : `Your pre-emption answer on ${subject}`} className={looks.stack.className}>
      <PlainFormAlert looks={looks.alert} status="error" message={formError} />
      <PlainField looks={looks} label={holder.name ? `Answer for ${holder.name}` : 'Your answer'} required error={errors.code}>
        {(control) => (
          <PlainSelect {...control} name="code" looks={{ root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }} value={code} disabled={busy} onChange={(event) => setCode(event.target.value)}>
            {INVESTOR_PRE_EMPTION_CODES.map((choice) => (
              <option key={choice} value={String(choice)}>
                {PRE_EMPTION_CODE_LABEL[choice as TPreEmptionCode]}
                {choice === PRE_EMPTION_CODE.maintain ? ` (${Number(entitlement).toLocaleString('en-GB')} shares)` : ''}
              </option>
            ))}
          </PlainSelect>
        )}
      </PlainField>
      {needsShares && (
        <PlainField looks={looks} label="Shares" required error={errors.shares}>
          {(control) => <input {...control} name="shares" type="text" inputMode="numeric" autoComplete="off" value={shares} disabled={busy} onChange={(event) => setShares(event.target.value)} className={looks.input.className} data-part="input" />}
        </PlainField>
      )}
      <PlainButton type="submit" look={looks.submit} loading={busy}>
        {holder.name ? 'Send the answer' : 'Send my answer'}
      </PlainButton>
    </form>
  )
}
