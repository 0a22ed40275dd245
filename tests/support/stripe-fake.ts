import crypto from 'node:crypto'
import http from 'node:http'

import Stripe from 'stripe'

import { anyFreePort } from './app-server'
import { startFakeProcess } from './fake-process'

/**
 * A local fake of the few Stripe HTTP endpoints the app calls (src/lib/payments/stripe-provider.ts),
 * for the test harness: scripts/test.ts starts one per run, in a process of its own (the harness
 * waits on the test runners synchronously, so a server in its own process would never answer;
 * tests/support/stripe-fake-main.ts), and points the server under test at it
 * (STRIPE_API_URL, with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), and tests read it through
 * STRIPE_TEST_* (runStripeFake). It keeps objects in memory, refuses a wrong secret key as Stripe
 * does (401), records every request, and offers /_fake/* control routes so a test can move an object
 * on (a payment succeeds, an invoice is paid) before it sends the matching webhook event, signed with
 * Stripe's real scheme (stripeEventRequest).
 *
 * Endpoints: POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel,
 * POST /v1/customers, POST /v1/products, POST /v1/subscriptions, GET /v1/subscriptions/:id,
 * DELETE /v1/subscriptions/:id, GET /v1/invoices/:id, POST /v1/refunds (a refund of a PaymentIntent that
 * succeeded, at most what is left of it; an Idempotency-Key replays the first answer, as Stripe does).
 * A paid invoice lists the PaymentIntent that paid it (`payments`), as Stripe's do.
 */

export type TStripeFake = { url: string; secretKey: string; webhookSecret: string; stop: () => Promise<void> }
export type TFakeRequest = { method: string; path: string; body: Record<string, unknown>; authorization: string | null; idempotencyKey: string | null }

type TObject = Record<string, unknown> & { id: string; object: string }

/** Stripe's form encoding (`a[b][0][c]=v`) read back into objects; objects whose keys are all indexes become arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[')
    let node = root
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Record<string, unknown>
    })
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value
    const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, arrays(inner)] as const)
    if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner)
    return Object.fromEntries(entries)
  }
  return arrays(root) as Record<string, unknown>
}

const stripeError = (status: number, message: string, code?: string) => ({ status, body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } } })

/** The fake's HTTP server, listening on 127.0.0.1:`port` in this process (stripe-fake-main.ts runs it in a process of its own). */
export async function serveStripeFake({ port, secretKey }: { port: number; secretKey: string }): Promise<http.Server> {
  const objects = new Map<string, TObject>()
  const requests: TFakeRequest[] = []
  /** Answers by path and Idempotency-Key: a retried POST gets the first answer and changes nothing. */
  const answered = new Map<string, { status: number; body: unknown }>()
  let counter = 0
  const newId = (prefix: string) => `${prefix}_fake${(++counter).toString().padStart(6, '0')}${crypto.randomBytes(3).toString('hex')}`
  const now = () => Math.floor(Date.now() / 1000)
  const put = (object: TObject) => {
    objects.set(object.id, object)
    return object
  }
  /** The `payments` list of a paid invoice: the PaymentIntent (succeeded) that paid it. */
  const paidBy = (amount: number, currency: string) => {
    const intent = put({ id: newId('pi'), object: 'payment_intent', amount, amount_received: amount, currency, status: 'succeeded', metadata: {}, created: now(), livemode: false })
    return { object: 'list', data: [{ object: 'invoice_payment', id: newId('inpay'), status: 'paid', payment: { type: 'payment_intent', payment_intent: intent.id } }], has_more: false }
  }

  const routes: Array<{ method: string; pattern: RegExp; handle: (match: RegExpMatchArray, body: Record<string, unknown>) => { status: number; body: unknown } }> = [
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      handle: (_, body) => {
        const amount = Number(body.amount)
        if (!Number.isSafeInteger(amount) || amount < 1) return stripeError(400, 'Invalid integer: amount', 'parameter_invalid_integer')
        const id = newId('pi')
        return { status: 200, body: put({ id, object: 'payment_intent', amount, amount_received: 0, currency: String(body.currency), status: 'requires_payment_method', client_secret: `${id}_secret_${crypto.randomBytes(8).toString('hex')}`, description: body.description ?? null, receipt_email: body.receipt_email ?? null, metadata: body.metadata ?? {}, payment_method_types: body.allowed_payment_method_types ?? ['card'], created: now(), livemode: false }) }
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/(payment_intents|subscriptions|invoices|customers|products)\/([^/]+)$/,
      handle: (match) => {
        const object = objects.get(match[2]!)
        return object ? { status: 200, body: object } : stripeError(404, `No such object: '${match[2]}'`, 'resource_missing')
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: (match) => {
        const intent = objects.get(match[1]!)
        if (!intent) return stripeError(404, `No such payment_intent: '${match[1]}'`, 'resource_missing')
        if (['succeeded', 'canceled', 'processing'].includes(String(intent.status))) return stripeError(400, `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`, 'payment_intent_unexpected_state')
        intent.status = 'canceled'
        return { status: 200, body: intent }
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: (_, body) => {
        const intent = objects.get(String(body.payment_intent ?? ''))
        if (!intent || intent.object !== 'payment_intent') return stripeError(404, `No such payment_intent: '${String(body.payment_intent)}'`, 'resource_missing')
        if (intent.status !== 'succeeded') return stripeError(400, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'charge_not_refundable')
        const left = Number(intent.amount_received) - Number(intent.amount_refunded ?? 0)
        const amount = body.amount === undefined ? left : Number(body.amount)
        if (!Number.isSafeInteger(amount) || amount < 1) return stripeError(400, 'Invalid integer: amount', 'parameter_invalid_integer')
        if (amount > left) return stripeError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount_too_large')
        intent.amount_refunded = Number(intent.amount_refunded ?? 0) + amount
        return { status: 200, body: put({ id: newId('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', reason: body.reason ?? null, metadata: body.metadata ?? {}, created: now() }) }
      },
    },
    { method: 'POST', pattern: /^\/v1\/customers$/, handle: (_, body) => ({ status: 200, body: put({ id: newId('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, created: now() }) }) },
    { method: 'POST', pattern: /^\/v1\/products$/, handle: (_, body) => ({ status: 200, body: put({ id: newId('prod'), object: 'product', name: body.name, metadata: body.metadata ?? {}, created: now() }) }) },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions$/,
      handle: (_, body) => {
        const items = (body.items as Array<{ price_data: { currency: string; product: string; unit_amount: string } }> | undefined) ?? []
        const price = items[0]?.price_data
        if (!price || !objects.has(String(body.customer)) || !objects.has(price.product)) return stripeError(400, 'Missing customer or price data', 'parameter_missing')
        const extra = ((body.add_invoice_items as Array<{ price_data: { unit_amount: string } }> | undefined) ?? []).reduce((sum, item) => sum + Number(item.price_data.unit_amount), 0)
        const subscriptionId = newId('sub')
        const invoiceId = newId('in')
        const amountDue = Number(price.unit_amount) + extra
        const invoice = put({
          id: invoiceId,
          object: 'invoice',
          status: 'open',
          amount_due: amountDue,
          amount_paid: 0,
          currency: price.currency,
          customer: String(body.customer),
          billing_reason: 'subscription_create',
          parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata: body.metadata ?? {} } },
          status_transitions: { paid_at: null },
          confirmation_secret: { type: 'payment_intent', client_secret: `pi_for_${invoiceId}_secret_${crypto.randomBytes(8).toString('hex')}` },
          created: now(),
        })
        const subscription = put({
          id: subscriptionId,
          object: 'subscription',
          status: 'incomplete',
          customer: String(body.customer),
          cancel_at: body.cancel_at ? Number(body.cancel_at) : null,
          metadata: body.metadata ?? {},
          items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price: { id: newId('price'), object: 'price', currency: price.currency, unit_amount: Number(price.unit_amount), product: price.product, recurring: { interval: 'month' } } }] },
          latest_invoice: invoiceId,
          created: now(),
        })
        const expanded = Array.isArray(body.expand) && body.expand.some((path) => String(path).startsWith('latest_invoice'))
        return { status: 200, body: expanded ? { ...subscription, latest_invoice: invoice } : subscription }
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (match) => {
        const subscription = objects.get(match[1]!)
        if (!subscription) return stripeError(404, `No such subscription: '${match[1]}'`, 'resource_missing')
        subscription.status = 'canceled'
        return { status: 200, body: subscription }
      },
    },
    // Control routes for tests (not Stripe's): move objects on as Stripe would before it sends an event.
    {
      method: 'POST',
      pattern: /^\/_fake\/payment_intents\/([^/]+)\/(succeed|fail|process)$/,
      handle: (match) => {
        const intent = objects.get(match[1]!)
        if (!intent) return stripeError(404, 'No such payment_intent')
        if (match[2] === 'succeed') Object.assign(intent, { status: 'succeeded', amount_received: intent.amount })
        else if (match[2] === 'process') intent.status = 'processing'
        else Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.', code: 'card_declined' } })
        return { status: 200, body: intent }
      },
    },
    {
      method: 'POST',
      pattern: /^\/_fake\/invoices\/([^/]+)\/pay$/,
      handle: (match) => {
        const invoice = objects.get(match[1]!)
        if (!invoice) return stripeError(404, 'No such invoice')
        Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: now() }, payments: paidBy(Number(invoice.amount_due), String(invoice.currency)) })
        const subscription = objects.get(String((invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription))
        if (subscription && subscription.status === 'incomplete') subscription.status = 'active'
        return { status: 200, body: invoice }
      },
    },
    {
      // The next monthly invoice of a subscription, already paid (what Stripe sends invoice.paid for).
      method: 'POST',
      pattern: /^\/_fake\/subscriptions\/([^/]+)\/next-invoice$/,
      handle: (match) => {
        const subscription = objects.get(match[1]!)
        if (!subscription) return stripeError(404, 'No such subscription')
        const price = (subscription.items as { data: Array<{ price: { currency: string; unit_amount: number } }> }).data[0]!.price
        const invoice = put({
          id: newId('in'),
          object: 'invoice',
          status: 'paid',
          amount_due: price.unit_amount,
          amount_paid: price.unit_amount,
          currency: price.currency,
          customer: subscription.customer,
          billing_reason: 'subscription_cycle',
          parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
          status_transitions: { paid_at: now() },
          payments: paidBy(price.unit_amount, price.currency),
          created: now(),
        })
        subscription.latest_invoice = invoice.id
        return { status: 200, body: invoice }
      },
    },
    { method: 'GET', pattern: /^\/_fake\/requests$/, handle: () => ({ status: 200, body: requests }) },
  ]

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const text = Buffer.concat(chunks).toString('utf8')
      const body = req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text)
      const send = (status: number, answer: unknown) => {
        const json = JSON.stringify(answer)
        res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json), 'Request-Id': `req_fake${counter}` })
        res.end(json)
      }
      const control = url.pathname.startsWith('/_fake/')
      if (!control) {
        requests.push({ method: req.method ?? 'GET', path: url.pathname, body, authorization: req.headers.authorization ?? null, idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null })
        if (req.headers.authorization !== `Bearer ${secretKey}`) {
          const refused = stripeError(401, 'Invalid API Key provided.')
          send(refused.status, refused.body)
          return
        }
      }
      const key = !control && req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined
      const replay = key ? answered.get(`${url.pathname} ${key}`) : undefined
      if (replay) {
        send(replay.status, replay.body)
        return
      }
      for (const route of routes) {
        const match = route.method === req.method ? url.pathname.match(route.pattern) : null
        if (!match) continue
        const answer = route.handle(match, body)
        if (key && answer.status < 500) answered.set(`${url.pathname} ${key}`, answer)
        send(answer.status, answer.body)
        return
      }
      const missing = stripeError(404, `Unrecognized request URL (${req.method}: ${url.pathname}).`)
      send(missing.status, missing.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

/** Starts the fake in a process group of its own and waits until it answers. */
export async function startStripeFake(options: { port?: number } = {}): Promise<TStripeFake> {
  const secretKey = `sk_test_fake_${crypto.randomBytes(8).toString('hex')}`
  const webhookSecret = `whsec_fake_${crypto.randomBytes(16).toString('hex')}`
  const port = options.port ?? (await anyFreePort())
  const { url, stop } = await startFakeProcess({ name: 'Stripe fake', script: 'stripe-fake-main.ts', port, env: { STRIPE_FAKE_PORT: String(port), STRIPE_FAKE_SECRET_KEY: secretKey } })
  return { url, secretKey, webhookSecret, stop }
}

/** The app's settings (src/lib/payments/configured-provider.ts) for this fake. */
export const stripeEnv = (fake: Pick<TStripeFake, 'url' | 'secretKey' | 'webhookSecret'>): Record<string, string> => ({
  STRIPE_API_URL: fake.url,
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
})

/** The run's fake as scripts/test.ts describes it (STRIPE_TEST_*), or null. */
export function runStripeFake(): Pick<TStripeFake, 'url' | 'secretKey' | 'webhookSecret'> | null {
  const url = process.env.STRIPE_TEST_URL
  const secretKey = process.env.STRIPE_TEST_SECRET_KEY
  const webhookSecret = process.env.STRIPE_TEST_WEBHOOK_SECRET
  return url && secretKey && webhookSecret ? { url, secretKey, webhookSecret } : null
}

/** A Stripe event around an object, as Stripe posts it to a webhook, with its Stripe-Signature header (Stripe's own test signer). */
export function stripeEventRequest(type: string, object: unknown, secret: string, options: { id?: string; timestamp?: number } = {}): { body: string; signature: string; id: string } {
  const id = options.id ?? `evt_fake_${crypto.randomBytes(10).toString('hex')}`
  const body = JSON.stringify({ id, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } })
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) })
  return { body, signature, id }
}

/** Calls a control route or reads an object of the fake (as the tests do; control routes need no key, Stripe's routes the fake's). */
export async function fakeCall<T = Record<string, unknown>>(fake: Pick<TStripeFake, 'url' | 'secretKey'>, method: string, path: string): Promise<T> {
  const response = await fetch(`${fake.url}${path}`, { method, headers: { authorization: `Bearer ${fake.secretKey}` } })
  if (!response.ok) throw new Error(`stripe fake ${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}
