'use client'

import { useRouter } from 'next/navigation'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'

import { apiFetch } from '@/lib/api-client'
import { countText } from '@/lib/count-text'
import { applySubmitError } from '@/lib/submit-errors'
import type { TLook } from '@/ui/chakra-rsc/kit-style'
import { PlainButton, PlainField, PlainFormAlert } from '@/ui/plain/plain-controls'

import type { TFormLooks } from './portal/portal-invest-types'

export type TSoundingInviteLooks = TFormLooks & { list: TLook; choice: TLook; textarea: TLook }

type TChoice = { id: number; label: string }

const INVESTOR = { one: 'investor', many: 'investors' }
/** The server's note limit (invite-endpoint.ts). */
const NOTE_MAX = 500

/**
 * Staff invite investors to an opportunity's market sounding (decision 040): find them by name or
 * email, tick as many as the call takes at once (`max`; "Tick all shown" ticks the found ones),
 * add a note if wanted, and POST /api/market-sounding-invitations/invite; the panel then refreshes
 * with them in its list. The server checks the right, the switch, the opportunity and that every
 * investor is the tenant's.
 */
export function SoundingInviteForm({ opportunity, investors, max, looks }: { opportunity: number; investors: TChoice[]; max: number; looks: TSoundingInviteLooks }) {
  const router = useRouter()
  const ids = useId()
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const words = query.trim().toLowerCase()
  const shown = useMemo(() => (words ? investors.filter((choice) => choice.label.toLowerCase().includes(words)) : investors), [investors, words])
  const toggle = (id: number) =>
    setChosen((before) => {
      const after = new Set(before)
      if (!after.delete(id)) after.add(id)
      return after
    })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    setDone(null)
    if (chosen.size === 0) return setError('Choose at least one investor')
    if (chosen.size > max) return setError(`Choose at most ${max} investors at a time`)
    inFlight.current = true
    setBusy(true)
    setError(null)
    setFormError(null)
    try {
      const answer = await apiFetch<{ invited: number[]; already: number[] }>('/api/market-sounding-invitations/invite', { method: 'POST', body: { opportunity, investors: [...chosen], note } })
      setDone(`${countText(answer.invited.length, INVESTOR)} invited${answer.already.length ? `; ${countText(answer.already.length, INVESTOR)} already were` : ''}.`)
      setChosen(new Set())
      setNote('')
      router.refresh()
    } catch (failure) {
      let placed: string | null = null
      const message = applySubmitError(failure, (field, value) => {
        if (field !== 'investors' && field !== 'note') return false
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
    <form onSubmit={submit} noValidate aria-label="Invite investors to the market sounding" className={looks.stack.className}>
      <PlainFormAlert looks={looks.alert} status="error" message={formError} />
      <PlainFormAlert looks={looks.alert} status="success" message={done} />
      <PlainField looks={looks} label="Find investors">
        {(control) => <input {...control} type="search" value={query} placeholder="Name or email" className={looks.input.className} onChange={(event) => setQuery(event.target.value)} />}
      </PlainField>
      <fieldset className={looks.field.className} aria-describedby={error ? `${ids}-count ${ids}-error` : `${ids}-count`} data-invalid={error ? '' : undefined}>
        <legend className={looks.label.className}>Investors</legend>
        <div className={looks.list.className} data-testid="sounding-candidates">
          {shown.length === 0 ? (
            <p className={looks.helper.className}>No investor not yet invited matches “{query.trim()}”.</p>
          ) : (
            shown.map((choice) => (
              <label key={choice.id} className={looks.choice.className}>
                <input type="checkbox" checked={chosen.has(choice.id)} disabled={busy} onChange={() => toggle(choice.id)} />
                {choice.label}
              </label>
            ))
          )}
        </div>
        <p id={`${ids}-count`} className={looks.helper.className} aria-live="polite">
          {chosen.size === 0 ? 'None chosen.' : `${countText(chosen.size, INVESTOR)} chosen.`} At most {max} at a time.
        </p>
        {error && (
          <p id={`${ids}-error`} aria-live="polite" className={looks.errorText.className}>
            {error}
          </p>
        )}
      </fieldset>
      <div className={looks.row.className}>
        <PlainButton look={looks.secondary} disabled={busy || shown.length === 0} onClick={() => setChosen((before) => new Set([...before, ...shown.map((choice) => choice.id)]))}>
          Tick all shown ({shown.length})
        </PlainButton>
        <PlainButton look={looks.secondary} disabled={busy || chosen.size === 0} onClick={() => setChosen(new Set())}>
          Clear
        </PlainButton>
      </div>
      <PlainField looks={looks} label="Note (optional, kept with each invitation)">
        {(control) => <textarea {...control} value={note} maxLength={NOTE_MAX} rows={2} disabled={busy} className={looks.textarea.className} onChange={(event) => setNote(event.target.value)} />}
      </PlainField>
      <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
        {chosen.size > 1 ? `Invite ${chosen.size} investors` : 'Invite'}
      </PlainButton>
    </form>
  )
}
