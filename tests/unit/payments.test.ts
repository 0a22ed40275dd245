import fc from 'fast-check'
import Stripe from 'stripe'
import { describe, expect, test } from 'vitest'

import {
  bankDetailsOf,
  BANK_DETAIL_RULES,
  instalmentAmounts,
  isIban,
  mayMovePayment,
  payInstructions,
  PAYMENT_STATES,
  ZSubscriptionPaymentInput,
  type TBankDetails,
} from '@/domain/payments/payments'
import { CARD_PAYMENTS_UNAVAILABLE, cardPayments } from '@/lib/payments/configured-provider'
import { WebhookSignatureError } from '@/lib/payments/payment-provider'
import { planEndsAt, stripeProvider } from '@/lib/payments/stripe-provider'

import { parseStripeForm } from '../support/stripe-fake'

// Payments (issue 10 §9, docs/decisions/016-payments.md): the pure parts. The HTTP round trips are
// tests/integration/payments.test.ts, against the harness's fake of Stripe.

describe('instalmentAmounts', () => {
  test('the first instalment carries the remainder', () => {
    expect(instalmentAmounts(100_001n, 3)).toEqual({ first: 33_335n, rest: 33_333n })
    expect(instalmentAmounts(600n, 6)).toEqual({ first: 100n, rest: 100n })
    expect(instalmentAmounts(1n, 2)).toBeNull()
    expect(instalmentAmounts(100n, 1)).toBeNull()
  })

  test('for any amount and count the instalments add up to the amount exactly, none below one minor unit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2n, max: 2n ** 63n }), fc.integer({ min: 2, max: 24 }), (total, count) => {
        const split = instalmentAmounts(total, count)
        if (total < BigInt(count)) {
          expect(split).toBeNull()
          return
        }
        expect(split!.first + split!.rest * BigInt(count - 1)).toBe(total)
        expect(split!.rest >= 1n && split!.first >= split!.rest && split!.first - split!.rest < BigInt(count)).toBe(true)
      }),
    )
  })

  test('the plan takes 2 to 24 instalments', () => {
    expect(ZSubscriptionPaymentInput.safeParse({ investment: 1, instalments: '6' }).success).toBe(true)
    for (const instalments of [1, 25, 2.5, 'x']) expect(ZSubscriptionPaymentInput.safeParse({ investment: 1, instalments }).success).toBe(false)
  })
})

describe('payment states', () => {
  test('pending settles or fails; a failed card attempt may still succeed; received money only goes by a refund; a refund is final', () => {
    const moves = PAYMENT_STATES.flatMap((from) => PAYMENT_STATES.filter((to) => mayMovePayment(from, to)).map((to) => `${from}→${to}`))
    expect(moves).toEqual(['pending→succeeded', 'pending→failed', 'succeeded→refunded', 'failed→succeeded'])
  })
})

describe('bank details', () => {
  const details: TBankDetails = { accountName: 'Client Account', sortCode: '20-00-00', accountNumber: '55779911', iban: 'GB33BUKB20201555555555', bic: 'BUKBGB22' }

  test('IBAN: the mod-97 check, spaces and case allowed', () => {
    expect(isIban('GB33BUKB20201555555555')).toBe(true)
    expect(isIban('gb33 bukb 2020 1555 5555 55')).toBe(true)
    expect(isIban('GB34BUKB20201555555555')).toBe(false)
    expect(isIban('GB33')).toBe(false)
  })

  test('each field’s rule and its stored form', () => {
    expect(BANK_DETAIL_RULES.sortCode.normalise('200000')).toBe('20-00-00')
    expect(BANK_DETAIL_RULES.sortCode.test('20 00 0')).toBe(false)
    expect(BANK_DETAIL_RULES.accountNumber.test('5577991')).toBe(false)
    expect(BANK_DETAIL_RULES.iban.normalise('gb33 bukb 2020 1555 5555 55')).toBe('GB33BUKB20201555555555')
    expect(BANK_DETAIL_RULES.bic.test('BUKBGB22XXX')).toBe(true)
    expect(BANK_DETAIL_RULES.bic.test('BUKB')).toBe(false)
  })

  test('a tenant without any detail has none; blanks are missing fields', () => {
    expect(bankDetailsOf(undefined)).toBeNull()
    expect(bankDetailsOf({ accountName: ' ', iban: null })).toBeNull()
    expect(bankDetailsOf({ iban: 'GB33BUKB20201555555555' })).toEqual({ accountName: null, sortCode: null, accountNumber: null, iban: 'GB33BUKB20201555555555', bic: null })
  })

  test('the switches: hide_bank_details for investors, hide_bank_details_admin for staff, hide_payment_reference for both', () => {
    const off = { hide_bank_details: false, hide_bank_details_admin: false, hide_payment_reference: false, intl_bank_details_enabled: true }
    expect(payInstructions(off, details, 'INV-1', 'portal')).toEqual({ reference: 'INV-1', bankDetails: details, hidden: { bankDetails: false, reference: false } })
    expect(payInstructions({ ...off, hide_bank_details: true }, details, 'INV-1', 'portal').bankDetails).toBeNull()
    expect(payInstructions({ ...off, hide_bank_details: true }, details, 'INV-1', 'staff').bankDetails).toEqual(details)
    expect(payInstructions({ ...off, hide_bank_details_admin: true }, details, 'INV-1', 'staff').bankDetails).toBeNull()
    expect(payInstructions({ ...off, hide_bank_details_admin: true }, details, 'INV-1', 'portal').bankDetails).toEqual(details)
    for (const audience of ['portal', 'staff'] as const) expect(payInstructions({ ...off, hide_payment_reference: true }, details, 'INV-1', audience)).toMatchObject({ reference: null, hidden: { reference: true } })
  })

  test('intl_bank_details_enabled: without it the IBAN and BIC are left out for both audiences; international-only details leave none', () => {
    const uk = { hide_bank_details: false, hide_bank_details_admin: false, hide_payment_reference: false, intl_bank_details_enabled: false }
    for (const audience of ['portal', 'staff'] as const) expect(payInstructions(uk, details, 'INV-1', audience).bankDetails).toEqual({ ...details, iban: null, bic: null })
    expect(payInstructions(uk, bankDetailsOf({ iban: 'GB33BUKB20201555555555', bic: 'BUKBGB22' }), 'INV-1', 'portal').bankDetails).toBeNull()
  })
})

describe('the configured card provider', () => {
  test('without STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET card payments are unavailable, saying so', () => {
    expect(cardPayments({})).toEqual({ available: false, message: CARD_PAYMENTS_UNAVAILABLE, missing: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] })
    expect(cardPayments({ STRIPE_SECRET_KEY: 'sk_test_x' })).toMatchObject({ available: false, missing: ['STRIPE_WEBHOOK_SECRET'] })
    const both = cardPayments({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })
    expect(both.available && both.provider.name).toBe('stripe')
    expect(both.available && both.provider.publishableKey).toBe('pk_test_x')
  })

  test('a plan of n monthly instalments stops a day after the last one (n-1 months on)', () => {
    const start = Date.UTC(2026, 0, 31, 10)
    expect(new Date(planEndsAt(start, 3)).toISOString()).toBe('2026-04-01T10:00:00.000Z')
    expect(new Date(planEndsAt(Date.UTC(2026, 5, 15), 2)).toISOString()).toBe('2026-07-16T00:00:00.000Z')
  })
})

describe('Stripe webhooks read into provider events', () => {
  const secret = 'whsec_unit_test'
  const provider = stripeProvider({ secretKey: 'sk_test_unit', webhookSecret: secret, publishableKey: null, apiUrl: 'http://127.0.0.1:9' })
  const signed = (type: string, object: unknown, options: { secret?: string; timestamp?: number } = {}) => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type, created: 1_767_225_600, data: { object } })
    return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? secret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) }) }
  }
  const parse = (event: { body: string; signature: string }) => provider.parseWebhook(event.body, event.signature)

  test('a PaymentIntent succeeded or failed, an invoice of a plan paid or failed, a charge refunded', () => {
    expect(parse(signed('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', amount: 500, amount_received: 500, currency: 'gbp', metadata: { payment_id: '7' } }))).toEqual({
      kind: 'payment_succeeded',
      eventId: 'evt_1',
      providerPaymentId: 'pi_1',
      subscriptionId: null,
      amount: 500,
      currency: 'GBP',
      occurredAt: '2026-01-01T00:00:00.000Z',
      metadata: { payment_id: '7' },
    })
    expect(parse(signed('payment_intent.payment_failed', { id: 'pi_2', object: 'payment_intent', amount: 300, currency: 'gbp', metadata: {}, last_payment_error: { message: 'Your card was declined.' } }))).toMatchObject({
      kind: 'payment_failed',
      providerPaymentId: 'pi_2',
      amount: 300,
      reason: 'Your card was declined.',
    })
    const invoice = { id: 'in_1', object: 'invoice', amount_paid: 33_333, amount_due: 33_333, currency: 'gbp', parent: { subscription_details: { subscription: 'sub_1', metadata: { instalments: '3' } } }, status_transitions: { paid_at: 1_767_312_000 } }
    expect(parse(signed('invoice.paid', invoice))).toMatchObject({ kind: 'payment_succeeded', providerPaymentId: 'in_1', subscriptionId: 'sub_1', amount: 33_333, occurredAt: '2026-01-02T00:00:00.000Z', metadata: { instalments: '3' } })
    expect(parse(signed('invoice.payment_failed', invoice))).toMatchObject({ kind: 'payment_failed', providerPaymentId: 'in_1', subscriptionId: 'sub_1', amount: 33_333 })
    expect(parse(signed('invoice.paid', { ...invoice, parent: null }))).toMatchObject({ kind: 'ignored' })
    expect(parse(signed('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount: 500, amount_refunded: 500 }))).toMatchObject({ kind: 'payment_refunded', providerPaymentId: 'pi_1', amountRefunded: 500, amount: 500 })
    expect(parse(signed('customer.created', { id: 'cus_1', object: 'customer' }))).toEqual({ kind: 'ignored', eventId: 'evt_1', type: 'customer.created' })
  })

  test('another secret, another body, no header or an old timestamp: refused', () => {
    const event = signed('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', amount: 1, amount_received: 1, currency: 'gbp', metadata: {} })
    expect(() => parse(signed('payment_intent.succeeded', {}, { secret: 'whsec_other' }))).toThrow(WebhookSignatureError)
    expect(() => provider.parseWebhook(`${event.body} `, event.signature)).toThrow(WebhookSignatureError)
    expect(() => provider.parseWebhook(event.body, null)).toThrow(WebhookSignatureError)
    expect(() => parse(signed('payment_intent.succeeded', {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))).toThrow(WebhookSignatureError)
  })
})

describe('the Stripe fake reads Stripe’s form encoding', () => {
  test('nested keys and indexed lists', () => {
    expect(parseStripeForm('amount=500&metadata[payment_id]=7&items[0][price_data][unit_amount]=33&items[1][price]=p&expand[0]=latest_invoice.confirmation_secret')).toEqual({
      amount: '500',
      metadata: { payment_id: '7' },
      items: [{ price_data: { unit_amount: '33' } }, { price: 'p' }],
      expand: ['latest_invoice.confirmation_secret'],
    })
  })
})
