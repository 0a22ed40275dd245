'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'

import { PRE_EMPTION_CODE, PRE_EMPTION_CODE_CHOICES, PRE_EMPTION_CODE_LABEL } from '@/domain/investments/pre-emption-codes'
import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { PlainButton } from '@/ui/plain/plain-controls'

import type { TResponseFormRow, TResponseRowLooks } from './pre-emption-types'

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

/** Codes that take no shares: the shares box is empty and disabled for them. */
const TAKES_NONE = new Set<number>([PRE_EMPTION_CODE.dontTake, PRE_EMPTION_CODE.notApplicable, PRE_EMPTION_CODE.awaiting])

/**
 * Records one holder's response from the round's table (POST /api/pre-emption-rounds/{id}/responses):
 * a code and, for increase and decrease, the shares. Maintain fills in the entitlement. The server
 * checks everything again (spec 4's rules) and its refusal shows under the control it concerns.
 * Plain elements with looks computed on the server: a table of many rows loads no Chakra code.
 */
export function PreEmptionResponseForm({ row, looks }: { row: TResponseFormRow; looks: TResponseRowLooks }) {
  const router = useRouter()
  const id = useId()
  // One Idempotency-Key per body sent: a retry of the same answer (a lost response) replays, another answer is a new request.
  const sent = useRef<{ body: string; key: string } | null>(null)
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const [code, setCode] = useState(String(row.code))
  const [shares, setShares] = useState(TAKES_NONE.has(row.code) ? '' : row.shares)
  const [error, setError] = useState<{ field: 'code' | 'shares' | 'form'; message: string } | null>(null)
  const noShares = TAKES_NONE.has(Number(code))

  const choose = (next: string) => {
    setCode(next)
    setError(null)
    if (TAKES_NONE.has(Number(next))) setShares('')
    else if (Number(next) === PRE_EMPTION_CODE.maintain) setShares(row.entitlement)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    const typed = shares.replace(/[,\s]/g, '')
    if (!noShares && typed !== '' && !/^\d{1,16}$/.test(typed)) {
      setError({ field: 'shares', message: 'Enter a whole number of shares' })
      return
    }
    inFlight.current = true
    setBusy(true)
    setError(null)
    const body = { ...(row.holderKind === 'investor' ? {} : { holderKind: row.holderKind }), holder: row.holderId, code: Number(code), ...(noShares || typed === '' ? {} : { shares: Number(typed) }) }
    const text = JSON.stringify(body)
    if (sent.current?.body !== text) sent.current = { body: text, key: newKey() }
    try {
      await apiFetch(`/api/pre-emption-rounds/${row.roundId}/responses`, { method: 'POST', body, headers: { 'Idempotency-Key': sent.current.key } })
      router.refresh()
    } catch (failure) {
      let placed: { field: 'code' | 'shares'; message: string } | null = null
      const message = applySubmitError(failure, (field, text) => {
        if (field !== 'code' && field !== 'shares') return false
        placed ??= { field, message: text }
        return true
      })
      setError(placed ?? (message ? { field: 'form', message } : null))
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  const errorId = `${id}-error`
  const invalid = (field: 'code' | 'shares') => (error && (error.field === field || error.field === 'form') ? { 'aria-invalid': true as const, 'aria-describedby': errorId, 'data-invalid': '' } : {})
  return (
    <form onSubmit={submit} aria-label={`Response of ${row.holderName}`} noValidate>
      <div className={looks.row.className}>
        <div className={looks.selectRoot.className}>
          <select data-part="select" aria-label={`Response of ${row.holderName}`} value={code} onChange={(event) => choose(event.target.value)} disabled={busy} className={looks.selectField.className} {...invalid('code')}>
            {PRE_EMPTION_CODE_CHOICES.map((choice) => (
              <option key={choice} value={String(choice)}>
                {PRE_EMPTION_CODE_LABEL[choice]}
              </option>
            ))}
          </select>
          <div className={looks.selectIndicator.className}>{looks.selectIndicator.content}</div>
        </div>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={`Shares taken by ${row.holderName}`}
          placeholder={noShares ? '—' : 'Shares'}
          value={shares}
          disabled={busy || noShares}
          onChange={(event) => setShares(event.target.value)}
          className={looks.input.className}
          data-part="input"
          {...invalid('shares')}
        />
        <PlainButton type="submit" look={looks.submit} loading={busy} aria-label={`Record the response of ${row.holderName}`}>
          Record
        </PlainButton>
      </div>
      {error && (
        <span id={errorId} role="alert" className={looks.errorText.className}>
          {error.message}
        </span>
      )}
    </form>
  )
}
