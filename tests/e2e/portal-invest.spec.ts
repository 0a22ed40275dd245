import { expect, test, type Page } from '@playwright/test'

import { demoEmail, fetchFromPage, leaveSignedOut, NAVIGATION_TIMEOUT, signIn, tenantOrigin, waitForHydrated } from '../support/e2e-login'
import { fakeCall, runStripeFake, stripeEventRequest } from '../support/stripe-fake'

// issue 13 §3 in Chromium (docs/decisions/031): an onboarded demo investor opens a live opportunity,
// chooses to invest as themselves, enters an amount, and sees how to pay by bank transfer: the
// tenant's bank details and the investment's payment reference (demo has every switch off); then
// pays by card through the card provider's form. Each test's opportunity is its own (made by the
// demo Super Admin), so the seeded figures stay as they are.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

/** A live opportunity of the demo tenant made by its Super Admin, then the investor signed in on its page. */
async function liveOpportunityAs(page: Page, investor: string): Promise<string> {
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const slug = `e2e-invest-${run}`
  const created = await fetchFromPage(page, '/api/investment-opportunities?depth=0', {
    method: 'POST',
    csrf: true,
    body: { title: `E2E invest ${run}`, slug, stage: 1, targetAmount: 100_000_00, currency: 'GBP', sharePrice: 100, minimumInvestment: 500_00, closesAt: FUTURE },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = (created.json as { doc: { id: number } }).doc.id
  const moved = await fetchFromPage(page, `/api/investment-opportunities/${id}/stage`, { method: 'POST', csrf: true, body: { to: 2 } })
  expect(moved.status, JSON.stringify(moved.json)).toBe(200)
  // The investor, in the same browser after staff signed out (a fresh session).
  await leaveSignedOut(page)
  await signIn(page, { email: investor, target: `/investor/investments/${slug}` })
  return slug
}

/** From the opportunity's page: Invest, as themselves, `amount` pounds; ends on the pay page. */
async function investAsThemselves(page: Page, amount: string): Promise<void> {
  await page.getByRole('link', { name: 'Invest', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Who is investing?' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('list', { name: 'Who can invest' }).getByRole('link').first().click()
  await expect(page.locator('#invest-amount-help')).toContainText('Minimum £500.00', { timeout: NAVIGATION_TIMEOUT })
  await waitForHydrated(page, 'form[aria-label^="Invest as"] button[type="submit"]')
  await page.getByLabel('Amount (GBP)').fill(amount)
  await page.getByRole('button', { name: /^Invest as/ }).click()
  await page.waitForURL(/\/invest\?investment=\d+/, { timeout: NAVIGATION_TIMEOUT })
}

test('an onboarded investor invests by bank transfer and sees the instructions', async ({ page }) => {
  test.setTimeout(120_000)
  await liveOpportunityAs(page, 'mei.tanaka@demo.test')
  await expect(page.getByTestId('invest-figures')).toContainText('£0.00 raised of £100,000.00')
  await expect(page.getByRole('link', { name: 'Reserve An Allocation' })).toBeVisible()
  await investAsThemselves(page, '1250')
  const transfer = page.getByTestId('bank-transfer')
  await expect(transfer).toContainText('Pay by bank transfer')
  await expect(transfer).toContainText('55779911')
  await expect(transfer).toContainText('20-00-00')
  await expect(page.getByTestId('payment-reference')).toHaveText(/^INV-[0-9A-F]{12}$/)
  await expect(page.getByTestId('outstanding')).toHaveText('£1,250.00')
})

/**
 * Stripe.js as the pay page meets it (loadStripe, elements, the Payment Element, confirmPayment),
 * served in place of https://js.stripe.com, which this machine cannot reach: its card form is one
 * input, and confirming hands the card to the test (window.__fakeStripeConfirm), which answers as
 * Stripe would. The app's side is real: its policy must let the script in, its server starts the
 * payment with the Stripe fake, and only the signed webhook marks it paid.
 */
const FAKE_STRIPE_JS = `window.Stripe = Object.assign(function (key) {
  let clientSecret = null
  return {
    elements(options) {
      clientSecret = options.clientSecret
      return { create() { return { mount(target) { (typeof target === 'string' ? document.querySelector(target) : target).innerHTML = '<label>Card number <input name="fake-card-number" autocomplete="off"></label>' }, destroy() {} } } }
    },
    confirmPayment(options) {
      return window.__fakeStripeConfirm({ key, clientSecret, card: document.querySelector('[name=fake-card-number]').value, redirect: options.redirect, returnUrl: options.confirmParams.return_url })
    },
  }
}, { version: 'endive' })`

const DECLINED_CARD = '4000000000000002'

/** The fake Stripe.js on this page; each confirmed payment's PaymentIntent (or the invoice's, `pi_for_<invoice>`) is pushed to `confirmed`, each declined one to `declined`. */
async function withFakeStripeJs(page: Page): Promise<{ confirmed: string[]; declined: string[] }> {
  const confirmed: string[] = []
  const declined: string[] = []
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }))
  await page.exposeFunction('__fakeStripeConfirm', (call: { key: string; clientSecret: string; card: string; redirect: string; returnUrl: string }) => {
    expect(call.key).toBe('pk_test_fake')
    expect(call.redirect).toBe('if_required')
    expect(call.returnUrl).toMatch(/\/invest\?investment=\d+$/)
    const intent = call.clientSecret.split('_secret_')[0]!
    if (call.card === DECLINED_CARD) {
      declined.push(intent)
      return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }
    }
    confirmed.push(intent)
    return { paymentIntent: { id: intent, status: 'processing' } }
  })
  return { confirmed, declined }
}

/** The Stripe fake, the stand-in Stripe.js, a new live opportunity, and mei.tanaka invested `amount` pounds in it: on its pay page. */
async function payPageWithFakeStripe(page: Page, amount: string) {
  const fake = runStripeFake()
  if (!fake) throw new Error('The Stripe fake is not running: run this file through `npm test`')
  const attempts = await withFakeStripeJs(page)
  await liveOpportunityAs(page, 'mei.tanaka@demo.test')
  await investAsThemselves(page, amount)
  return { fake, ...attempts }
}

/** The provider's signed event about `object`, delivered to the app's webhook as Stripe would. */
async function deliverEvent(fake: NonNullable<ReturnType<typeof runStripeFake>>, type: string, object: unknown): Promise<void> {
  const event = stripeEventRequest(type, object, fake.webhookSecret)
  const delivered = await fetch(`${tenantOrigin('demo')}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature }, body: event.body })
  expect(delivered.status, await delivered.text()).toBe(200)
}

test('an investor pays by card: a declined card says so, another card pays, and the page shows it paid once the webhook arrives', async ({ page }) => {
  test.setTimeout(120_000)
  const { fake, confirmed, declined } = await payPageWithFakeStripe(page, '750')
  const payPage = page.url()

  // Back from the bank's check with a refusal: the page says so and offers the card again.
  await page.goto(`${payPage}&redirect_status=failed`)
  const card = page.getByTestId('card-payment')
  await expect(card.getByRole('alert')).toContainText('Your card payment did not go through')
  await page.goto(payPage)

  await waitForHydrated(page, '[data-testid="card-payment"] button')
  await card.getByRole('button', { name: 'Pay £750.00 by card' }).click()
  const number = card.getByLabel('Card number')
  await number.fill(DECLINED_CARD)
  await card.getByRole('button', { name: 'Pay £750.00' }).click()
  await expect(card.getByRole('alert')).toHaveText('Your card was declined.')

  // Stripe says so to the server too (its webhook): reopened, the page tells why the last card payment failed.
  await deliverEvent(fake, 'payment_intent.payment_failed', await fakeCall(fake, 'POST', `/_fake/payment_intents/${declined[0]}/fail`))
  await page.goto(payPage)
  await expect(card.getByRole('alert')).toHaveText(/^Your last card payment did not go through: Your card was declined\./)
  await waitForHydrated(page, '[data-testid="card-payment"] button')
  await card.getByRole('button', { name: 'Pay £750.00 by card' }).click()
  await number.fill('4242424242424242')
  await card.getByRole('button', { name: 'Pay £750.00' }).click()
  await expect(card.getByRole('status')).toContainText('being confirmed')
  expect(confirmed).toHaveLength(1)
  // The page asks the server again while it waits; the browser's word alone pays nothing.
  await page.waitForRequest((request) => request.headers()['rsc'] === '1' && request.url().includes('/invest?investment='))
  await expect(page.getByTestId('outstanding')).toHaveText('£750.00')

  // Stripe now takes the money (as confirming does); the investor leaves and comes back before its
  // webhook: the page says it is being confirmed and offers neither the card nor the transfer again.
  await fakeCall(fake, 'POST', `/_fake/payment_intents/${confirmed[0]}/process`)
  await page.goto(payPage)
  await expect(card.getByRole('status')).toContainText('There is no need to pay again')
  await expect(card.getByRole('button')).toHaveCount(0)
  await expect(page.getByTestId('bank-transfer')).toHaveCount(0)
  await expect(page.getByTestId('outstanding')).toHaveText('£750.00')

  await deliverEvent(fake, 'payment_intent.succeeded', await fakeCall(fake, 'POST', `/_fake/payment_intents/${confirmed[0]}/succeed`))
  // Without a reload: the next time the page asks, it is paid.
  await expect(page.getByText('Paid in full. Thank you.')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('outstanding')).toHaveText('£0.00')
})

test('an investor pays in monthly card instalments (demo sells subscriptions): the first is confirmed, then the page shows the plan', async ({ page }) => {
  test.setTimeout(120_000)
  const { fake, confirmed } = await payPageWithFakeStripe(page, '1000')
  const card = page.getByTestId('card-payment')
  await waitForHydrated(page, '[data-testid="card-payment"] button')
  await card.getByLabel('How to pay by card').selectOption({ label: 'In 4 monthly instalments' })
  await card.getByRole('button', { name: 'Pay £1,000.00 by card in 4 monthly instalments' }).click()
  await card.getByLabel('Card number').fill('4242424242424242')
  await card.getByRole('button', { name: 'Pay the first instalment of £250.00' }).click()
  await expect(card.getByRole('status')).toContainText('being confirmed')
  // The first instalment is the subscription's first invoice (its PaymentIntent `pi_for_<invoice>`): paid, and said so by its event.
  const invoice = confirmed[0]!.replace(/^pi_for_/, '')
  await deliverEvent(fake, 'invoice.paid', await fakeCall(fake, 'POST', `/_fake/invoices/${invoice}/pay`))
  await expect(page.getByTestId('instalment-plan')).toContainText('Paying by card in 4 monthly instalments: 1 of 4 paid (£250.00)', { timeout: 15_000 })
  await expect(page.getByTestId('outstanding')).toHaveText('£750.00')
})
