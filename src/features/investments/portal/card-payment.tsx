'use client'

import type { Stripe, StripeElements } from '@stripe/stripe-js'
import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { formatMoney } from '@/lib/money'
import { applySubmitError } from '@/lib/submit-errors'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'

import type { TFormLooks } from './portal-invest-types'

type TProps = {
  investmentId: number
  /** The amount outstanding, formatted: what the card pays. */
  amountLabel: string
  /** Made by the server for this page: pressing again (or a lost answer) replays the same card payment (one key per choice of instalments). */
  idempotencyKey: string
  /** Where the tenant sells subscriptions (decision 037): the most monthly instalments the investor may choose; null: all at once only. */
  maxInstalments: number | null
  /** Set when the card provider sent the investor back here after its own check (3-D Secure): its `redirect_status`; 'processing' too when the server found a confirmed card payment still on its way. */
  returned: 'succeeded' | 'processing' | 'failed' | null
  /** Why the investment's newest card payment failed (the provider's words), when it did. */
  lastFailure: string | null
  looks: TFormLooks
}

type TStage = 'idle' | 'starting' | 'ready' | 'confirming' | 'confirmed'

type TStarted = { publishableKey: string | null; clientSecret: string; payment: { amount: number; currency: string } }

/** How often, and how many times, the page asks the server again while the provider's confirmation is on its way (its webhook). */
const REFRESH_EVERY_MS = 2000
const REFRESHES = 30

/** The parameters Stripe adds when it sends the investor back (left out of the next return address, so an old verdict is not read again). */
const RETURN_PARAMETERS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status']

const FORM_DID_NOT_LOAD = 'The card form could not be loaded. Check your connection and try again, or pay by bank transfer.'
const NOT_SENT = 'Your card payment could not be sent to your card provider. Check your connection and try again.'
const RETURNED_FAILED = 'Your card payment did not go through. Try again with another card, or pay by bank transfer.'
const lastFailedText = (reason: string) => `Your last card payment did not go through: ${reason} Try again with another card, or pay by bank transfer.`

/**
 * Pays the investment's outstanding amount by card (issue 13 §3, decisions 016, 031): the server
 * starts the card payment (POST /api/investments/{id}/stripe, Idempotency-Key), the provider's own
 * card form (Stripe's Payment Element, in Stripe's frames: card numbers never touch this page or our
 * server) collects the card, and Stripe.js confirms it, leaving for the bank's check and coming back
 * here when the card asks for one. The investment is paid only when the provider's signed webhook
 * says so: until then the page says the payment is being confirmed and asks the server again.
 * With `maxInstalments` the investor may instead start monthly instalments (spec 7
 * /api/subscription-payment): the first instalment is confirmed the same way, the provider charges
 * the others. Stripe.js is loaded on the first press only, so the pay page carries none of it.
 */
export function CardPayment({ investmentId, amountLabel, idempotencyKey, maxInstalments, returned, lastFailure, looks }: TProps) {
  const router = useRouter()
  const frame = useRef<HTMLDivElement>(null)
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null)
  const confirming = useRef(false)
  const [stage, setStage] = useState<TStage>(returned === 'succeeded' || returned === 'processing' ? 'confirmed' : 'idle')
  const [error, setError] = useState<string | null>(returned === 'failed' ? RETURNED_FAILED : lastFailure ? lastFailedText(lastFailure) : null)
  const [refreshes, setRefreshes] = useState(0)
  /** 1: all at once; more: that many monthly instalments. */
  const [instalments, setInstalments] = useState(1)
  /** What "Pay" takes now: the outstanding amount, or the first instalment. */
  const [charge, setCharge] = useState(amountLabel)

  // The webhook marks the payment received: the server's page then says paid and this island leaves.
  useEffect(() => {
    if (stage !== 'confirmed' || refreshes >= REFRESHES) return
    const timer = setTimeout(() => {
      router.refresh()
      setRefreshes((count) => count + 1)
    }, REFRESH_EVERY_MS)
    return () => clearTimeout(timer)
  }, [stage, refreshes, router])

  const start = async () => {
    setStage('starting')
    setError(null)
    try {
      const headers = { 'Idempotency-Key': `${idempotencyKey}:${instalments}` }
      const started =
        instalments > 1
          ? await apiFetch<TStarted>('/api/subscription-payment', { method: 'POST', body: { investment: investmentId, instalments }, headers })
          : await apiFetch<TStarted>(`/api/investments/${investmentId}/stripe`, { method: 'POST', body: {}, headers })
      const { loadStripe } = await import('@stripe/stripe-js')
      const loaded = started.publishableKey ? await loadStripe(started.publishableKey).catch(() => null) : null
      if (!loaded || !frame.current) throw new Error(FORM_DID_NOT_LOAD)
      const elements = loaded.elements({ clientSecret: started.clientSecret, appearance: { theme: 'stripe' } })
      elements.create('payment').mount(frame.current)
      stripe.current = { stripe: loaded, elements }
      setCharge(formatMoney(started.payment.amount, started.payment.currency))
      setStage('ready')
    } catch (failure) {
      setError(failure instanceof Error && failure.message === FORM_DID_NOT_LOAD ? FORM_DID_NOT_LOAD : applySubmitError(failure, () => false))
      setStage('idle')
    }
  }

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe.current || confirming.current) return
    confirming.current = true
    setStage('confirming')
    setError(null)
    // Back to this very page after the bank's check, if the card asks for one; otherwise the answer comes here.
    const back = new URL(window.location.href)
    for (const name of RETURN_PARAMETERS) back.searchParams.delete(name)
    try {
      const { error: refused } = await stripe.current.stripe.confirmPayment({ elements: stripe.current.elements, confirmParams: { return_url: back.toString() }, redirect: 'if_required' })
      // The provider's own words ("Your card was declined."); the form stays for another card.
      if (refused) setError(refused.message ?? RETURNED_FAILED)
      setStage(refused ? 'ready' : 'confirmed')
    } catch {
      setError(NOT_SENT)
      setStage('ready')
    } finally {
      confirming.current = false
    }
  }

  if (stage === 'confirmed') {
    return (
      <p role="status" className={looks.helper.className}>
        {refreshes < REFRESHES ? 'Your card payment is being confirmed: this page shows it paid as soon as your card provider confirms it. There is no need to pay again.' : 'Your card provider has not confirmed the payment yet. It can take a few minutes: this page will show it paid once it does. There is no need to pay again.'}
      </p>
    )
  }
  return (
    <form onSubmit={(event) => void confirm(event)} aria-label="Pay by card" className={looks.stack.className}>
      <PlainFormAlert looks={looks.alert} status="error" message={error} />
      {/* The provider's card form is mounted here, in its own frames. */}
      <div ref={frame} data-testid="card-form" hidden={stage === 'idle' || stage === 'starting'} />
      {stage === 'idle' || stage === 'starting' ? (
        <>
          {maxInstalments && (
            <PlainField looks={looks} label="How to pay by card">
              {(control) => (
                <PlainSelect {...control} looks={{ root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }} value={instalments} disabled={stage === 'starting'} onChange={(event) => setInstalments(Number(event.target.value))}>
                  <option value={1}>All at once</option>
                  {Array.from({ length: maxInstalments - 1 }, (_, index) => index + 2).map((count) => (
                    <option key={count} value={count}>
                      In {count} monthly instalments
                    </option>
                  ))}
                </PlainSelect>
              )}
            </PlainField>
          )}
          <PlainButton look={looks.secondary} loading={stage === 'starting'} onClick={() => void start()}>
            {instalments > 1 ? `Pay ${amountLabel} by card in ${instalments} monthly instalments` : `Pay ${amountLabel} by card`}
          </PlainButton>
        </>
      ) : (
        <PlainButton type="submit" look={looks.submit} loading={stage === 'confirming'}>
          {instalments > 1 ? `Pay the first instalment of ${charge}` : `Pay ${charge}`}
        </PlainButton>
      )}
    </form>
  )
}
