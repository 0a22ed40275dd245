import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { notify } from '@/collections/people/Notifications/notify'
import { NUL_TEXT_MESSAGE } from '@/lib/nul-text-guard'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, openTransactions, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// Issue 8, reliability: every write endpoint that exists, fed random bodies of every type and
// size (malformed JSON, arrays, huge strings, form posts, odd ids). Whatever arrives, the server
// answers without a 5xx, a refused write leaves the tenant's rows exactly as they were (no partial
// write), and every refusal has the error shape the forms understand (spec 5 and 8): a message, or
// field errors as { field: [message] }, or Payload's REST list of errors, which the client maps
// onto the same shape (src/lib/payload-rest-errors.ts).
//
// Everything runs in the 'fund' tenant with accounts made for this file, so the random writes that
// do succeed (a new registration, a renamed opportunity) touch nobody else's data.

const TENANT = 'fund'
const RUNS = Number(process.env.PROPERTY_RUNS ?? 25)

type TBody = { json: unknown } | { form: Record<string, string> } | { raw: { contentType: string; text: string } }

const ODD_STRINGS = ['', ' ', '<script>alert(1)</script>', "'; DROP TABLE users; --", '\u0000', '\u202e', '9'.repeat(400), '-1', '1e309', 'NaN', '__proto__', '../../etc/passwd']

const FIELD_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(...ODD_STRINGS),
  fc.emailAddress(),
  fc.nat(300_000).map((length) => 'x'.repeat(length)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
)

const asFormValue = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** Bodies around an endpoint's own fields: the right keys with wrong values, stray keys, wrong top-level types, broken encodings. */
function bodiesFor(fields: readonly string[], fixed: Record<string, string> = {}): fc.Arbitrary<TBody> {
  const keys = fields.length ? fields : ['value']
  const known = fc.record(Object.fromEntries(keys.map((field) => [field, FIELD_VALUE])), { requiredKeys: [] }).map((body) => ({ ...body, ...fixed }))
  const anyKeys = fc.dictionary(fc.oneof(fc.constantFrom(...keys, 'id', 'tenant', 'tenant_id', 'role_id', 'constructor'), fc.string()), FIELD_VALUE, { maxKeys: 8 })
  return fc.oneof(
    known.map((body) => ({ json: body })),
    anyKeys.map((body) => ({ json: { ...body, ...fixed } })),
    fc.jsonValue({ maxDepth: 3 }).map((body) => ({ json: body })),
    known.map((body) => ({ form: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, asFormValue(value)])) })),
    fc.record({
      contentType: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'application/xml'),
      text: fc.oneof(fc.string(), fc.constantFrom('{', '{"email":', '[1,2', 'null', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--', '%E0%A4%A')),
    }).map((raw) => ({ raw })),
  )
}

/** Ids as a browser could send them in a path: real-looking, foreign, huge, negative, not numbers. */
const ODD_ID = fc.oneof(fc.nat(), fc.integer({ min: -5, max: 0 }), fc.constantFrom('9'.repeat(30), 'abc', '1.5', '0x10', '%00', '1;DROP', ''))

type TWho = 'anonymous' | 'investor' | 'superadmin'
type TTarget = { name: string; who: TWho; path: fc.Arbitrary<string>; fields: readonly string[]; fixed?: Record<string, string>; method?: string }

const at = (path: string) => fc.constant(path)
/** A staff account action on this file's own colleague (made in beforeAll, so its id is read when the path is drawn). */
const colleaguePath = (action: string) => fc.constant(action).map((name) => `/api/staff-accounts/${people.colleague!.user.id}/${name}`)

const TARGETS: TTarget[] = [
  { name: 'login', who: 'anonymous', path: at('/login'), fields: ['email', 'password', 'remember'] },
  { name: 'password email', who: 'anonymous', path: at('/password/email'), fields: ['email'] },
  { name: 'password reset', who: 'anonymous', path: at('/password/reset'), fields: ['token', 'email', 'password', 'password_confirmation'] },
  { name: 'set password', who: 'anonymous', path: at('/api/auth/set-password'), fields: ['token', 'email', 'password', 'password_confirmation'] },
  { name: 'register', who: 'anonymous', path: at('/api/auth/manual-register'), fields: ['name', 'surname', 'email', 'password', 'password_confirmation'] },
  {
    name: 'email verification link',
    who: 'anonymous',
    method: 'GET',
    path: fc.tuple(ODD_ID, fc.string(), fc.string()).map(([id, expires, signature]) => `/email/verify/${id}?expires=${encodeURIComponent(expires)}&signature=${encodeURIComponent(signature)}`),
    fields: [],
  },
  { name: 'verification resend', who: 'investor', path: at('/email/resend'), fields: [] },
  { name: 'password update', who: 'investor', path: at('/api/auth/update-password'), fields: ['current_password', 'password', 'password_confirmation'] },
  { name: 'channel authorisation', who: 'investor', path: at('/api/broadcasting/auth'), fields: ['socket_id', 'channel_name'] },
  { name: 'notification mark-read', who: 'investor', path: ODD_ID.map((id) => `/api/notifications/user/mark-read/${id}`), fields: [] },
  { name: 'notifications mark-all-read', who: 'investor', path: at('/api/notifications/user/mark-read'), fields: [] },
  { name: 'admin notification send', who: 'superadmin', path: at('/api/notifications/admin/send'), fields: ['user_id', 'message', 'icon', 'cta'] },
  { name: 'branding update', who: 'superadmin', path: at('/api/branding'), fields: ['colors', 'navigation'], fixed: { _method: 'PATCH' } },
  { name: 'opportunity create (REST)', who: 'superadmin', path: at('/api/investment-opportunities'), fields: ['title', 'slug', 'stage', 'summary', 'targetAmount', 'currency', 'opensAt', 'closesAt', 'tenant'] },
  // Issue 10 §5, §6: a fund, a company and a dated series point (its subject, day and amount from random input).
  { name: 'fund create (REST)', who: 'superadmin', path: at('/api/funds'), fields: ['name', 'status', 'currency', 'targetSize', 'committedCapital', 'vintageYear', 'inceptionDate', 'managementFeeBps', 'tenant'] },
  { name: 'company create (REST)', who: 'superadmin', path: at('/api/companies'), fields: ['name', 'fund', 'industry', 'country', 'website', 'currency', 'keyContactEmail', 'boardSeat', 'status'] },
  { name: 'valuation create (REST)', who: 'superadmin', path: at('/api/valuations'), fields: ['subjectKind', 'company', 'date', 'value', 'method', 'currency', 'note'] },
  { name: 'document upload', who: 'superadmin', path: at('/api/documents/upload'), fields: ['targetCollection', 'targetId', 'visibility', 'folder', 'file'] },
  { name: 'document delete', who: 'superadmin', method: 'DELETE', path: ODD_ID.map((id) => `/api/documents/${id}`), fields: [] },
  { name: 'document folder create', who: 'superadmin', path: at('/api/document-folders'), fields: ['name', 'targetCollection', 'targetId', 'parent'] },
  { name: 'document folder delete', who: 'superadmin', method: 'DELETE', path: ODD_ID.map((id) => `/api/document-folders/${id}`), fields: [] },
  // The money model (issue 10): every money-moving POST.
  // No opportunity to invest in: an investment would keep this file's investor from being deleted (the ledger's foreign keys).
  // The first-time journey and the appropriateness test (decision 030).
  { name: 'journey categorisation', who: 'investor', path: at('/api/portal-journey/categorisation'), fields: ['category', 'statements'] },
  { name: 'journey risk warning', who: 'investor', path: at('/api/portal-journey/risk-warning'), fields: ['choice'] },
  { name: 'journey offers choice', who: 'investor', path: at('/api/portal-journey/offers'), fields: ['choice'] },
  { name: 'compliance answers', who: 'investor', path: at('/api/compliance-answers'), fields: ['answers'] },
  { name: 'compliance bulk answers', who: 'investor', path: at('/api/compliance-bulk-answers'), fields: ['answers'] },
  { name: 'appropriateness set save', who: 'superadmin', path: fc.constantFrom('appropriateness', 'fca-1', 'fca-2', 'other').map((kind) => `/api/appropriateness-sets/by-kind/${kind}`), fields: ['title', 'intro', 'questions', 'passMark', 'allowedTries'] },
  { name: 'invest (portal)', who: 'investor', path: at('/api/investments'), fields: ['amount', 'reserve', 'holder', 'status'], fixed: { opportunity: '999999999' } },
  { name: 'manual investment', who: 'superadmin', path: at('/api/investments/manual'), fields: ['opportunity', 'holder', 'holderEmail', 'amount', 'shares', 'type', 'occurredAt', 'note'] },
  { name: 'payment received', who: 'superadmin', path: ODD_ID.map((id) => `/api/investments/${id}/payments`), fields: ['amount', 'receivedAt', 'note'] },
  { name: 'investment cancel', who: 'superadmin', path: ODD_ID.map((id) => `/api/investments/${id}/cancel`), fields: ['reason'] },
  // Pre-emption rounds (issue 10 §8): open, record a response, close (never early here: the seeded open round stays open).
  { name: 'pre-emption round open', who: 'superadmin', path: at('/api/pre-emption-rounds'), fields: ['opportunity', 'deadline', 'sharePrice', 'amountOffered', 'note'] },
  { name: 'pre-emption response', who: 'superadmin', path: ODD_ID.map((id) => `/api/pre-emption-rounds/${id}/responses`), fields: ['holder', 'code', 'shares', 'note'] },
  { name: 'pre-emption round close', who: 'superadmin', path: ODD_ID.map((id) => `/api/pre-emption-rounds/${id}/close`), fields: [], fixed: { confirmEarly: 'false' } },
  // Payments (decision 016): the investor's card payments and transfer notices, staff's "not received", the provider's webhook.
  { name: 'card payment', who: 'investor', path: ODD_ID.map((id) => `/api/investments/${id}/stripe`), fields: ['amount'] },
  { name: 'single payment', who: 'investor', path: at('/api/single-payment'), fields: ['investment', 'amount'] },
  { name: 'subscription payment', who: 'investor', path: at('/api/subscription-payment'), fields: ['investment', 'instalments'] },
  { name: 'bank transfer notice', who: 'investor', path: ODD_ID.map((id) => `/api/investments/${id}/bank-transfer`), fields: ['amount', 'sentAt', 'note'] },
  { name: 'payment not received', who: 'superadmin', path: ODD_ID.map((id) => `/api/payments/${id}/fail`), fields: ['reason'] },
  { name: 'card provider webhook', who: 'anonymous', path: at('/api/payments/stripe/webhook'), fields: ['id', 'type', 'data'] },
  // Funds and companies on the ledger, cash calls (decision 014). The holders are fixed to rows nobody has, so no random body commits this file's investor or moves seeded money.
  { name: 'fund commitment', who: 'superadmin', path: ODD_ID.map((id) => `/api/funds/${id}/commitments`), fields: ['holder', 'holderEmail', 'amount', 'occurredAt', 'note'], fixed: { holder: '999999999' } },
  { name: 'company investment', who: 'superadmin', path: ODD_ID.map((id) => `/api/companies/${id}/investments`), fields: ['holderFund', 'amount', 'shares', 'occurredAt', 'note'], fixed: { holderFund: '999999999' } },
  { name: 'cash call preview', who: 'superadmin', path: at('/api/cash-calls/preview'), fields: ['kind', 'opportunity', 'fund', 'split', 'total', 'lines', 'dueAt', 'purpose'] },
  { name: 'cash call issue', who: 'superadmin', path: at('/api/cash-calls'), fields: ['kind', 'opportunity', 'fund', 'split', 'total', 'lines', 'dueAt', 'purpose'] },
  { name: 'cash call payment', who: 'superadmin', path: ODD_ID.map((id) => `/api/cash-call-lines/${id}/payments`), fields: ['amount', 'receivedAt', 'note'] },
  // Refunds and cancelled cash calls (decision 018). A refund without an Idempotency-Key is refused; a whole cancel of the seeded, part-paid call is refused.
  { name: 'payment refund', who: 'superadmin', path: ODD_ID.map((id) => `/api/payments/${id}/refund`), fields: ['amount', 'reason'] },
  { name: 'cash call cancel', who: 'superadmin', path: ODD_ID.map((id) => `/api/cash-calls/${id}/cancel`), fields: ['reason', 'unpaidOnly'], fixed: { unpaidOnly: 'false' } },
  // Contacts and invitations (issue 11 §2, §6; decision 021).
  { name: 'contact create (REST)', who: 'superadmin', path: at('/api/contacts'), fields: ['name', 'surname', 'email', 'phone', 'company', 'leadStatus', 'source', 'owner', 'convertedTo', 'tenant'] },
  { name: 'contact invite', who: 'superadmin', path: ODD_ID.map((id) => `/api/contacts/${id}/invite`), fields: [] },
  { name: 'invitation create', who: 'superadmin', path: at('/api/invitations'), fields: ['email', 'name', 'surname', 'status', 'tenant'] },
  { name: 'invitation bulk', who: 'superadmin', path: at('/api/invitations/bulk'), fields: ['emails'] },
  { name: 'invitation resend', who: 'superadmin', path: ODD_ID.map((id) => `/api/invitations/${id}/resend`), fields: [] },
  { name: 'invitation revoke', who: 'superadmin', path: ODD_ID.map((id) => `/api/invitations/${id}/revoke`), fields: [] },
  { name: 'invitation accept', who: 'anonymous', path: at('/api/invitations/accept'), fields: ['token', 'name', 'surname', 'password', 'password_confirmation'] },
  // Onboarding records (issue 11 §7, decision 026).
  { name: 'questionnaire answers record', who: 'superadmin', path: at('/api/questionnaire-answers/record'), fields: ['questionnaire', 'investor', 'contact', 'answers'] },
  { name: 'onboarding document create (REST)', who: 'superadmin', path: at('/api/onboarding-documents'), fields: ['title', 'description', 'url', 'required', 'position', 'tenant'] },
  // CSV import (issue 11 §12; decision 028): the dry run writes nothing; a start writes a job only for an importable file.
  { name: 'import check', who: 'superadmin', path: at('/api/import-jobs/check'), fields: ['kind', 'csv', 'mapping'] },
  { name: 'import start', who: 'superadmin', path: at('/api/import-jobs'), fields: ['kind', 'csv', 'mapping', 'filename'] },
  // The investor's own account (decisions 037, 039, 043): details, two-factor, sessions, exemptions (404 on fund: switch off).
  { name: 'profile details', who: 'investor', path: at('/api/portal-profile/details'), fields: ['name', 'surname', 'phone', 'date_of_birth', 'nationality', 'address_line1', 'address_line2', 'town', 'postcode', 'country'] },
  { name: 'two-factor set-up', who: 'investor', path: at('/api/auth/two-factor/setup'), fields: [] },
  { name: 'two-factor confirm', who: 'investor', path: at('/api/auth/two-factor/confirm'), fields: ['code'] },
  { name: 'two-factor recovery codes', who: 'investor', path: at('/api/auth/two-factor/recovery-codes'), fields: ['code', 'recovery_code'] },
  { name: 'two-factor disable', who: 'investor', path: at('/api/auth/two-factor/disable'), fields: ['current_password', 'code', 'recovery_code'] },
  { name: 'end other sessions', who: 'investor', path: at('/api/auth/sessions/end-others'), fields: [] },
  // The sign-in email change (decision 037): this file's investor never gets a valid body (its current password is not drawn), so the cancel always finds nothing pending.
  { name: 'sign-in email change', who: 'investor', path: at('/api/portal-profile/email'), fields: ['current_password', 'email'] },
  { name: 'sign-in email change cancel', who: 'investor', method: 'DELETE', path: at('/api/portal-profile/email'), fields: [] },
  { name: 'sign-in email change confirm', who: 'anonymous', path: at('/api/auth/email-change/confirm'), fields: ['token'] },
  // Staff's review mark (decision 037) on ids that are never a document: a seeded identity document marked reviewed would stay so.
  { name: 'identity document review', who: 'superadmin', path: fc.constantFrom('0', '-1', '999999999', '9'.repeat(30), 'abc', '1.5', '%00').map((id) => `/api/documents/${id}/review`), fields: [] },
  { name: 'promotion exemption', who: 'investor', path: at('/api/portal-journey/exemption'), fields: ['article', 'confirmed', 'certifiedBy', 'certifierReference', 'certificateDate'] },
  { name: 'market sounding answer', who: 'investor', path: at('/api/market-sounding-acceptances/respond'), fields: ['opportunity', 'decision'] },
  // Staff accounts (decisions 034, 039): the invite's email is this run's, the other actions a colleague made for this file.
  { name: 'staff invite', who: 'superadmin', path: at('/api/staff-accounts/invite'), fields: ['name', 'surname', 'email', 'role_id'], fixed: { email: `${unique('fuzz-invite')}@tests.test` } },
  { name: 'staff role change', who: 'superadmin', path: colleaguePath('role'), fields: ['role_id'] },
  { name: 'staff two-factor reset', who: 'superadmin', path: colleaguePath('reset-two-factor'), fields: [] },
  { name: 'staff disable', who: 'superadmin', path: colleaguePath('disable'), fields: [] },
  // Rewards (decision 040), update reports (decision 033) and KPI values (decision 036): never a real company, so no value lands.
  { name: 'reward create (REST)', who: 'superadmin', path: at('/api/rewards'), fields: ['name', 'description', 'trigger', 'conditions', 'value', 'amount', 'currency', 'active', 'tenant'] },
  { name: 'update report create (REST)', who: 'superadmin', path: at('/api/update-reports'), fields: ['title', 'summary', 'audience', 'opportunity', 'company', 'fund', 'reportType', 'body', 'status', 'tenant'] },
  { name: 'update report publish', who: 'superadmin', path: ODD_ID.map((id) => `/api/update-reports/${id}/publish`), fields: [] },
  { name: 'KPI value', who: 'superadmin', path: at('/api/reports/kpi-values'), fields: ['company', 'kpi', 'period', 'value'], fixed: { company: '999999999' } },
]

type TError = { message?: unknown; errors?: unknown }
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** spec 5/8: a message, field errors { field: [message] } or a plain-string error, or Payload's [{ message }] list. */
function hasFormErrorShape(text: string): boolean {
  let body: TError
  try {
    body = JSON.parse(text)
  } catch {
    return false
  }
  if (!isObject(body)) return false
  const { message, errors } = body
  // Payload's placeholder for an error it hides: a form could only say "something went wrong".
  if (Array.isArray(errors)) return errors.length > 0 && errors.every((entry) => isObject(entry) && typeof entry.message === 'string' && entry.message !== 'An unknown error occurred.')
  if (typeof errors === 'string') return errors.length > 0
  if (isObject(errors)) return Object.values(errors).every((messages) => Array.isArray(messages) && messages.length > 0 && messages.every((entry) => typeof entry === 'string'))
  return typeof message === 'string' && message.length > 0
}

let payload: Payload
let tenant: Tenant
const people: Partial<Record<'investor' | 'superadmin' | 'colleague', { user: User; client: TestClient }>> = {}
let originalTheme: Tenant['theme']

/** Every row of the tenant the endpoints above could touch, as one digest: a refused write must leave it as it was. */
async function tenantDigest(): Promise<string> {
  const { rows } = await payload.db.pool.query<{ digest: string }>(
    `SELECT md5(concat_ws('|',
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM users t WHERE t.tenant_id = $1),
       (SELECT t::text FROM tenants t WHERE t.id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM tenants_domains t WHERE t._parent_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM investment_opportunities t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM notifications t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM documents t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM document_folders t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM investments t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM ledger_entries t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM payments t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM cash_calls t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM cash_call_lines t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM idempotency_keys t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM pre_emption_rounds t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM pre_emption_responses t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM contacts t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM invitations t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM questionnaire_answers t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM onboarding_documents t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM import_jobs t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM rewards t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM update_reports t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM kpi_values t WHERE t.tenant_id = $1),
       (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM market_sounding_acceptances t WHERE t.tenant_id = $1))) AS digest`,
    [tenant.id],
  )
  return rows[0].digest
}

async function createPerson(roleId: number, slug: string): Promise<{ user: User; client: TestClient }> {
  const user = await createTestUser(payload, tenant, roleId, { slug })
  const client = new TestClient(TENANT)
  await client.login(user.email, TEST_PASSWORD)
  return { user, client }
}

async function clientFor(who: TWho): Promise<TestClient> {
  if (who !== 'anonymous') return people[who]!.client
  // A fresh visitor each time: a random registration that succeeds signs its client in.
  const visitor = new TestClient(TENANT)
  await visitor.csrf()
  return visitor
}

function send(client: TestClient, method: string, path: string, body: TBody): Promise<TResponse> {
  if ('raw' in body) return client.request(method, path, { raw: body.raw })
  if ('form' in body) return client.request(method, path, { form: body.form })
  return client.request(method, path, { body: body.json })
}

/**
 * The tenant's digest after the last refused request, which left it as it was, so the next request
 * starts from it without reading every row again; null after an accepted request or anything else
 * that writes (each test starts afresh).
 */
let knownDigest: string | null = null
beforeEach(() => {
  knownDigest = null
})

/** Sends, then holds the properties: no 5xx; a refusal changed no row and has the form's error shape. */
async function sendChecked(label: string, request: () => Promise<TResponse>): Promise<TResponse> {
  const before = knownDigest ?? (await tenantDigest())
  knownDigest = null
  const response = await request()
  const seen = `${label}${response.status} ${response.text.slice(0, 300)}`
  expect(response.status, seen).toBeLessThan(500)
  if (response.status >= 400) {
    const after = await tenantDigest()
    expect(after, `a refused write changed rows: ${seen}`).toBe(before)
    expect(hasFormErrorShape(response.text), `error body not in the form shape: ${seen}`).toBe(true)
    knownDigest = after
  }
  return response
}

beforeAll(async () => {
  payload = await testPayload()
  tenant = await tenantByCode(payload, TENANT)
  originalTheme = tenant.theme
  people.investor = await createPerson(ROLE.user, 'investor')
  people.superadmin = await createPerson(ROLE.superAdmin, 'superadmin')
  people.colleague = await createPerson(ROLE.investmentManager, 'colleague')
  await notify(payload, people.investor.user.id, { message: 'A notification to mark read' })
}, 60_000)

afterAll(async () => {
  if (payload) {
    await payload.update({ collection: 'tenants', id: tenant.id, data: { theme: originalTheme }, overrideAccess: true })
    await deleteRunUsers(payload)
  }
})

describe('random input to every write endpoint', () => {
  for (const target of TARGETS) {
    test(`${target.name}: no 5xx, no partial write, errors in the form shape`, async () => {
      await fc.assert(
        fc.asyncProperty(target.path, bodiesFor(target.fields, target.fixed), async (path, body) => {
          const client = await clientFor(target.who)
          await sendChecked('', () => send(client, target.method ?? 'POST', path, body))
        }),
        { numRuns: RUNS },
      )
    }, 240_000)
  }

  test('user update (spec 7 POST with _method PATCH, and REST PATCH) by the investor on their own row', async () => {
    const { user, client } = people.investor!
    const fields = ['name', 'surname', 'email', 'avatar', 'accepted_terms_version', 'role_id', 'email_verified_at', 'compliance_passed', 'compliance_tries']
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'PATCH'), bodiesFor(fields, { _method: 'PATCH' }), async (method, body) => {
        await sendChecked(`${method} `, () => send(client, method, `/api/users/${user.id}`, body))
        // Whatever was accepted, the investor is still an investor of this tenant.
        const row = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
        expect(row.role_id).toBe(ROLE.user)
        expect(row.tenant).toBe(tenant.id)
      }),
      { numRuns: RUNS * 2 },
    )
  }, 240_000)

  test('opportunity update (REST PATCH) by staff, on an existing and on odd ids', async () => {
    const { client } = people.superadmin!
    const created = await client.request('POST', '/api/investment-opportunities', {
      // A live opportunity must be publishable: a closing date from today on (docs/decisions/010).
      body: { title: 'Property opportunity', slug: unique('property-opportunity'), stage: 2, currency: 'GBP', targetAmount: 100_000_00, closesAt: '2099-12-31T00:00:00.000Z' },
    })
    expect(created.status, created.text).toBe(201)
    const id = created.json<{ doc: { id: number } }>().doc.id
    const fields = ['title', 'slug', 'stage', 'summary', 'targetAmount', 'currency', 'opensAt', 'closesAt', 'tenant']
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(String(id)), ODD_ID.map(String)), bodiesFor(fields), async (path, body) => {
        await sendChecked('', () => send(client, 'PATCH', `/api/investment-opportunities/${path}`, body))
      }),
      { numRuns: RUNS * 2 },
    )
  }, 240_000)

  test('text with a NUL character (which PostgreSQL cannot store) is refused before any query, as JSON and as a form; odd by-id paths are 404s', async () => {
    const { user, client } = people.investor!
    const before = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
    for (const body of [{ json: { name: 'Ada\u0000' } }, { json: { address: { line: ['x\u0000'] } } }, { form: { _method: 'PATCH', name: 'Ada\u0000' } }] satisfies TBody[]) {
      const response = await send(client, 'form' in body ? 'POST' : 'PATCH', `/api/users/${user.id}`, body)
      expect(response.status, response.text).toBe(400)
      expect(response.json()).toEqual({ message: NUL_TEXT_MESSAGE })
    }
    // The same characters spelt out as text are text: `\u0000` typed by hand is six characters, not a NUL.
    const spelt = await send(client, 'PATCH', `/api/users/${user.id}`, { json: { name: '\\u0000' } })
    expect(spelt.status, spelt.text).toBe(200)
    await payload.update({ collection: 'users', id: user.id, data: { name: before.name }, overrideAccess: true })
    for (const id of ['1e30', '1.5', '0x10', '-1', '9'.repeat(30)]) {
      const response = await people.superadmin!.client.request('GET', `/api/investment-opportunities/${id}`)
      expect(response.status, `${id}: ${response.text}`).toBe(404)
    }
  })

  test('inputs earlier runs found (objects where text goes, a slug beyond the index, a date beyond JavaScript) are field errors', async () => {
    const { client } = people.superadmin!
    const valid = { title: 'Found input', slug: unique('found-input'), stage: 2, currency: 'GBP', targetAmount: 1_000_00, closesAt: '2099-12-31T00:00:00.000Z' }
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: [{ toString: '' }] }, 'slug'],
      [{ slug: 'x'.repeat(300_000) }, 'slug'],
      [{ currency: { toString: '' } }, 'currency'],
      [{ closesAt: 8_640_000_000_000_001 }, 'closesAt'],
      [{ opensAt: 'not a date' }, 'opensAt'],
    ]
    for (const [change, field] of cases) {
      const before = await tenantDigest()
      const response = await client.request('POST', '/api/investment-opportunities', { body: { ...valid, ...change } })
      expect(response.status, response.text.slice(0, 300)).toBe(400)
      expect(response.json<{ errors: { data?: { errors?: { path: string }[] } }[] }>().errors[0]?.data?.errors?.map((error) => error.path)).toContain(field)
      expect(await tenantDigest()).toBe(before)
    }
  })

  // Runs last: a request that left its transaction open would hold row locks until the pool
  // guard (idle_in_transaction_session_timeout) ends it, stalling every later write to those rows.
  test('no request leaves a database transaction open', async () => {
    await expect.poll(() => openTransactions(payload), { timeout: 5_000 }).toEqual([])
  })
})
