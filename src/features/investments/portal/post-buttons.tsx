'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import type { TLook } from '@/ui/chakra-rsc/kit-style'
import { PlainButton, PlainFormAlert, type TAlertLooks } from '@/ui/plain/plain-controls'

import type { TPostChoice } from './portal-invest-types'

type TProps = {
  /** What the group is, for assistive technology. */
  label: string
  path: string
  choices: TPostChoice[]
  /** Every choice looks the same unless the caller says otherwise (market sounding: neither answer more prominent). */
  look: TLook
  pressedLook?: TLook
  /** The row the buttons sit in (wrapping, with a gap). */
  rowLook: TLook
  alert: TAlertLooks
  /** An Idempotency-Key made by the server for this page (money-moving calls); none for the others. */
  idempotencyKey?: string
  /** Where to go once the server said yes; the page is refreshed otherwise. */
  then?: string
  /** What to say once the server said yes (the page refreshes beside it). */
  done?: string
}

/**
 * A row of buttons that each POST one body and refresh the page (decision 031): the interest
 * options, the market sounding's accept and decline, "I have sent the transfer". The server's
 * refusal shows above them; the page itself says what was chosen.
 */
export function PostButtons({ label, path, choices, look, pressedLook, rowLook, alert, idempotencyKey, then, done }: TProps) {
  const router = useRouter()
  const inFlight = useRef(false)
  const [busy, setBusy] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [ok, setOk] = useState<string | null>(null)

  const send = async (index: number) => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(index)
    setError(null)
    setOk(null)
    try {
      await apiFetch(path, { method: 'POST', body: choices[index]!.body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} })
      if (done) setOk(done)
      const target = choices[index]!.then ?? then
      if (target) router.push(target)
      else router.refresh()
    } catch (failure) {
      setError(applySubmitError(failure, () => false))
    } finally {
      inFlight.current = false
      setBusy(null)
    }
  }

  return (
    <div>
      <PlainFormAlert looks={alert} status="error" message={error} />
      <PlainFormAlert looks={alert} status="success" message={ok} />
      <div role="group" aria-label={label} className={rowLook.className}>
        {choices.map((choice, index) => (
          <PlainButton key={choice.label} look={choice.pressed && pressedLook ? pressedLook : look} loading={busy === index} disabled={busy !== null} aria-pressed={choice.pressed === undefined ? undefined : choice.pressed} onClick={() => void send(index)}>
            {choice.label}
          </PlainButton>
        ))}
      </div>
    </div>
  )
}
