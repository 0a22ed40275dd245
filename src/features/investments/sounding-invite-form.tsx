'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'

import type { TFormLooks } from './portal/portal-invest-types'

/**
 * Staff invite one investor at a time to an opportunity's market sounding (decision 040): POST
 * /api/market-sounding-invitations/invite, then the panel refreshes with them in its list. The
 * server checks the right, the switch, the opportunity and that the investor is the tenant's.
 */
export function SoundingInviteForm({ opportunity, investors, looks }: { opportunity: number; investors: Array<{ id: number; label: string }>; looks: TFormLooks }) {
  const router = useRouter()
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const [investor, setInvestor] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    if (!investor) {
      setError('Choose an investor')
      return
    }
    inFlight.current = true
    setBusy(true)
    setError(null)
    setFormError(null)
    try {
      await apiFetch('/api/market-sounding-invitations/invite', { method: 'POST', body: { opportunity, investors: [Number(investor)] } })
      setInvestor('')
      router.refresh()
    } catch (failure) {
      let placed: string | null = null
      const message = applySubmitError(failure, (field, value) => {
        if (field !== 'investors') return false
        placed ??= value
        return true
      })
      setError(placed)
      setFormError(placed ? null : message)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invite an investor to the market sounding" className={looks.stack.className}>
      <PlainFormAlert looks={looks.alert} status="error" message={formError} />
      <PlainField looks={looks} label="Investor" required error={error ?? undefined}>
        {(control) => (
          <PlainSelect {...control} name="investor" looks={{ root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }} value={investor} disabled={busy} onChange={(event) => setInvestor(event.target.value)}>
            <option value="">Choose an investor</option>
            {investors.map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.label}
              </option>
            ))}
          </PlainSelect>
        )}
      </PlainField>
      <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
        Invite
      </PlainButton>
    </form>
  )
}
