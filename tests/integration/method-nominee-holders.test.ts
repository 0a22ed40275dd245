import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import type { TEntityStatus } from '@/domain/investment-methods/investment-methods'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { CreatedHolderRecords } from '../support/holder-fixtures'
import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// Investment method entities and nominees as holders of the ledger (decision 025) over HTTP on the
// real database: POST /api/investments/pension (an active entity of a method) and /nominee (behind
// nominee_enabled) through the money code, their payments, cancellation and refunds naming the
// holder, the cap table and the opportunity's transactions naming them and linking to the method's
// and the nominee's transactions tabs, which show the ledger's figures; entities and nominees the
// ledger names kept (409); another tenant's entity or nominee refused; per role from can(); the
// ledger properties with every holder kind; the demo data. On capital (nominee_enabled on).

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const PRICE = 100

let payload: Payload
let demo: Tenant
let capital: Tenant
let custodian: Tenant
const clients = new Map<TRoleId, TestClient>()
const as = (role: TRoleId) => clients.get(role)!
let demoSuperAdmin: TestClient
const created = new CreatedHolderRecords()

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const key = () => ({ 'Idempotency-Key': unique('key') })

async function newOpportunity(tenant: Tenant = capital): Promise<InvestmentOpportunity> {
  const slug = unique('holders')
  const opportunity = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Holders ${slug}`, slug, stage: 2, targetAmount: 1_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: PRICE, tenant: tenant.id },
    overrideAccess: true,
  })
  created.opportunities.push(opportunity.id)
  return opportunity
}

async function investorAt(tenant: Tenant, position: number): Promise<User> {
  const { docs } = await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.user } }] }, sort: 'id', limit: 1, page: position + 1, depth: 0, overrideAccess: true })
  return docs[0]!
}

/** A new SIPP of the tenant with one account of `status`, led by an investor of it. */
async function newEntity(tenant: Tenant, status: TEntityStatus = 'active', position = 2): Promise<{ method: number; methodName: string; entity: number; lead: User }> {
  const methodName = unique('Test SIPP')
  const method = await payload.create({ collection: 'investment-methods', data: { name: methodName, kind: 'sipp', provider: 'Test Pensions Ltd', tenant: tenant.id }, overrideAccess: true, depth: 0 })
  created.methods.push(method.id)
  const lead = await investorAt(tenant, position)
  const entity = await payload.create({ collection: 'investment-method-entities', data: { method: method.id, lead: lead.id, status, tenant: tenant.id }, overrideAccess: true, depth: 0 })
  return { method: method.id, methodName, entity: entity.id, lead }
}

async function newNominee(tenant: Tenant, name = unique('Test Nominees Ltd')): Promise<number> {
  const nominee = await payload.create({ collection: 'nominees', data: { name, companyNumber: unique('CN').slice(0, 40), contactEmail: 'ops@nominee.example', tenant: tenant.id }, overrideAccess: true, depth: 0 })
  created.nominees.push(nominee.id)
  return nominee.id
}

async function newOrganisation(tenant: Tenant): Promise<number> {
  const organisation = await payload.create({ collection: 'organisations', data: { name: unique('Holding Ltd'), businessType: 'business', tenant: tenant.id }, overrideAccess: true, depth: 0 })
  created.organisations.push(organisation.id)
  return organisation.id
}

type THolderRow = { id: number; holderKind: string; name: string; email: string; invested: string; paid: string; shares: string }
async function holdersOf(opportunity: number, client: TestClient = as(ROLE.superAdmin)): Promise<THolderRow[]> {
  const response = await client.get(`/api/investments/investors?opportunity=${opportunity}&limit=500`)
  expect(response.status, show(response)).toBe(200)
  return response.json<{ data: THolderRow[] }>().data
}

/** The raw sums of an opportunity's entries per holder (kind and its own column), straight from the table. */
async function entrySums(opportunity: number): Promise<Map<string, { amount: string; shares: string }>> {
  const { rows } = await payload.db.pool.query<{ holder: string; amount: string; shares: string }>(
    `SELECT holder_kind::text || ':' || COALESCE(holder_id, holder_organisation_id, holder_method_entity_id, holder_nominee_id) AS holder, SUM(amount)::text AS amount, SUM(shares_delta)::text AS shares
       FROM ledger_entries WHERE opportunity_id = $1 GROUP BY 1`,
    [opportunity],
  )
  return new Map(rows.map((row) => [row.holder, { amount: row.amount, shares: row.shares }]))
}

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, capital, custodian] = await Promise.all(['demo', 'capital', 'custodian'].map((code) => tenantByCode(payload, code)))
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const client = new TestClient('capital')
      await client.login(`${ROLE_SLUG[role]}@capital.test`)
      clients.set(role, client)
    }),
  )
  demoSuperAdmin = new TestClient('demo')
  await demoSuperAdmin.login(`${ROLE_SLUG[ROLE.superAdmin]}@demo.test`)
}, 120_000)

afterAll(() => created.cleanUp(payload))

describe('an investment method entity as holder: POST /api/investments/pension', () => {
  test('recorded through the money code, replayed by its key, paid, cancelled and refunded naming the entity; the cap table and both tabs agree with the ledger; the entity and method are kept', async () => {
    const opportunity = await newOpportunity()
    const { method, methodName, entity, lead } = await newEntity(capital)
    const client = as(ROLE.superAdmin)
    const headers = key()
    const body = { opportunity: opportunity.id, entity, amount: 2_500_00, note: 'Transfer from the SIPP provider' }
    const first = await client.request('POST', '/api/investments/pension', { body, headers })
    expect(first.status, show(first)).toBe(201)
    const { investment } = first.json<{ investment: { id: number; holderKind: string; holderMethodEntity: number; holder: number | null; shares: number } }>()
    expect(investment).toMatchObject({ holderKind: 'method_entity', holderMethodEntity: entity, holder: null, shares: 2_500 })
    const retry = await client.request('POST', '/api/investments/pension', { body, headers })
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect((await payload.count({ collection: 'investments', where: { holderMethodEntity: { equals: entity } }, overrideAccess: true })).totalDocs).toBe(1)

    const paid = await client.request('POST', `/api/investments/${investment.id}/payments`, { body: { amount: 500_00 }, headers: key() })
    expect(paid.status, show(paid)).toBe(201)
    const payment = (await payload.find({ collection: 'payments', where: { investment: { equals: investment.id } }, depth: 0, overrideAccess: true })).docs[0]!
    expect(payment.holderKind).toBe('method_entity')

    // The cap table names the account by its method and lead, with the lead's email, and the figures are the entries' sums.
    const row = (await holdersOf(opportunity.id)).find((holder) => holder.holderKind === 'method_entity' && holder.id === entity)
    expect(row).toMatchObject({ name: `${methodName} (${[lead.name, lead.surname].filter(Boolean).join(' ')})`, email: lead.email, invested: '250000', paid: '50000', shares: '2500' })
    expect((await entrySums(opportunity.id)).get(`method_entity:${entity}`)).toEqual({ amount: '300000', shares: '2500' })
    const opportunityTab = await client.get(`/admin/investments/opportunities/${opportunity.id}/details/transactions`, { accept: 'text/html' })
    expect(opportunityTab.text).toContain(`/admin/investors/investment-methods/${method}/transactions`)
    const methodTab = await client.get(`/admin/investors/investment-methods/${method}/transactions`, { accept: 'text/html' })
    expect(methodTab.status).toBe(200)
    expect(methodTab.text).toContain('data-testid="method-totals-GBP"')
    expect(methodTab.text).toContain('£2,500.00')
    expect(methodTab.text).toContain('£2,000.00')
    expect(methodTab.text).toContain(opportunity.title)
    expect(methodTab.text).toContain(lead.name)

    // Cancelled (the reversal names the entity: its CHECK holds), then the £500 refunded (the refund names it too).
    const cancelled = await client.request('POST', `/api/investments/${investment.id}/cancel`, { body: { reason: 'Provider withdrew' }, headers: key() })
    expect(cancelled.status, show(cancelled)).toBe(200)
    const refunded = await client.request('POST', `/api/payments/${payment.id}/refund`, { body: { reason: 'Cancelled' }, headers: key() })
    expect(refunded.status, show(refunded)).toBe(201)
    expect((await entrySums(opportunity.id)).get(`method_entity:${entity}`)).toEqual({ amount: '0', shares: '0' })
    const { rows } = await payload.db.pool.query<{ kinds: string[] }>("SELECT array_agg(kind::text ORDER BY id) AS kinds FROM ledger_entries WHERE holder_method_entity_id = $1 AND holder_kind = 'method_entity'", [entity])
    expect(rows[0]!.kinds).toEqual(['investment', 'payment_received', 'reversal', 'refund'])

    // The ledger is kept: neither the account nor its method can be deleted.
    const removeMethod = await client.request('DELETE', `/api/investment-methods/${method}`)
    expect(removeMethod.status, show(removeMethod)).toBe(409)
    const removeEntity = await client.request('DELETE', `/api/investment-method-entities/${entity}`)
    expect(removeEntity.status, show(removeEntity)).toBe(409)
    expect(await payload.findByID({ collection: 'investment-method-entities', id: entity, depth: 0, overrideAccess: true, disableErrors: true })).not.toBeNull()
  })

  test('refused: an account still opening or closed, another tenant’s account, a bad body; nothing is written', async () => {
    const opportunity = await newOpportunity()
    const client = as(ROLE.superAdmin)
    const opening = await newEntity(capital, 'pending', 3)
    const closed = await newEntity(capital, 'closed', 4)
    const foreign = await newEntity(demo, 'active', 2)
    for (const entity of [opening.entity, closed.entity, foreign.entity]) {
      const response = await client.request('POST', '/api/investments/pension', { body: { opportunity: opportunity.id, entity, amount: 100_00 }, headers: key() })
      expect(response.status, show(response)).toBe(422)
      expect(response.json<{ errors: Record<string, string[]> }>().errors.entity).toBeDefined()
    }
    const bad = await client.request('POST', '/api/investments/pension', { body: { opportunity: opportunity.id, entity: opening.entity, amount: 'lots' } })
    expect(bad.status, show(bad)).toBe(422)
    expect(await payload.count({ collection: 'investments', where: { opportunity: { equals: opportunity.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
    expect((await payload.count({ collection: 'ledger-entries', where: { holderMethodEntity: { equals: foreign.entity } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('a nominee as holder: POST /api/investments/nominee', () => {
  test('recorded, paid and shown on the nominee’s transactions tab and the cap table; the nominee is kept', async () => {
    const opportunity = await newOpportunity()
    const name = unique('Holding Nominees Ltd')
    const nominee = await newNominee(capital, name)
    const client = as(ROLE.superAdmin)
    const created = await client.request('POST', '/api/investments/nominee', { body: { opportunity: opportunity.id, nominee, amount: 4_000_00, type: 'private_manual' }, headers: key() })
    expect(created.status, show(created)).toBe(201)
    const { investment } = created.json<{ investment: { id: number; holderKind: string; holderNominee: number; type: string } }>()
    expect(investment).toMatchObject({ holderKind: 'nominee', holderNominee: nominee, type: 'private_manual' })
    const paid = await client.request('POST', `/api/investments/${investment.id}/payments`, { body: { amount: 4_000_00 }, headers: key() })
    expect(paid.status, show(paid)).toBe(201)
    const row = (await holdersOf(opportunity.id)).find((holder) => holder.holderKind === 'nominee' && holder.id === nominee)
    expect(row).toMatchObject({ name, email: 'ops@nominee.example', invested: '400000', paid: '400000', shares: '4000' })
    const tab = await client.get(`/admin/investors/nominees/${nominee}/transactions`, { accept: 'text/html' })
    expect(tab.status).toBe(200)
    expect(tab.text).toContain('data-testid="nominee-totals-GBP"')
    expect(tab.text).toContain('£4,000.00')
    expect(tab.text).toContain(opportunity.title)
    const opportunityTab = await client.get(`/admin/investments/opportunities/${opportunity.id}/details/transactions`, { accept: 'text/html' })
    expect(opportunityTab.text).toContain(`/admin/investors/nominees/${nominee}/transactions`)
    const remove = await client.request('DELETE', `/api/nominees/${nominee}`)
    expect(remove.status, show(remove)).toBe(409)
  })

  test('refused: another tenant’s nominee (422), and on a tenant with nominee_enabled off (404); nothing is written', async () => {
    const opportunity = await newOpportunity()
    const foreign = await newNominee(custodian)
    const response = await as(ROLE.superAdmin).request('POST', '/api/investments/nominee', { body: { opportunity: opportunity.id, nominee: foreign, amount: 100_00 }, headers: key() })
    expect(response.status, show(response)).toBe(422)
    expect(response.json<{ errors: Record<string, string[]> }>().errors.nominee).toBeDefined()
    const demoOpportunity = await newOpportunity(demo)
    const off = await demoSuperAdmin.request('POST', '/api/investments/nominee', { body: { opportunity: demoOpportunity.id, nominee: foreign, amount: 100_00 }, headers: key() })
    expect(off.status, show(off)).toBe(404)
    expect((await payload.count({ collection: 'ledger-entries', where: { holderNominee: { equals: foreign } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('spec 6 per role (from can())', () => {
  let opportunity: InvestmentOpportunity
  let entity: number
  let nominee: number
  beforeAll(async () => {
    opportunity = await newOpportunity()
    entity = (await newEntity(capital, 'active', 5)).entity
    nominee = await newNominee(capital)
  })

  test.each(roles)('$label records through an account or a nominee only with investors show and update on the opportunity', async ({ role }) => {
    const allowed = can(role, 'investors', 'show') && can(role, 'investment_opportunity_live', 'update')
    for (const [path, body] of [
      ['/api/investments/pension', { opportunity: opportunity.id, entity, amount: 1_00 }],
      ['/api/investments/nominee', { opportunity: opportunity.id, nominee, amount: 1_00 }],
    ] as const) {
      const response = await as(role).request('POST', path, { body, headers: key() })
      expect(allowed ? [201] : [403, 404], `${ROLE_LABEL[role]} ${path}: ${show(response)}`).toContain(response.status)
    }
  })

  test.each(roles)('$label opens the method’s and the nominee’s transactions tabs as investors show allows', async ({ role }) => {
    const method = (await payload.findByID({ collection: 'investment-method-entities', id: entity, depth: 0, overrideAccess: true })).method as number
    for (const path of [`/admin/investors/investment-methods/${method}/transactions`, `/admin/investors/nominees/${nominee}/transactions`]) {
      const response = await as(role).get(path, { accept: 'text/html' })
      const expected = can(role, 'investors', 'show') ? [200] : role === ROLE.user ? [302, 303, 307, 403, 404] : [403, 404]
      expect(expected, `${ROLE_LABEL[role]} ${path}: ${response.status}`).toContain(response.status)
    }
  })
})

describe('ledger properties with every holder kind (fast-check)', () => {
  type TKind = 'investor' | 'organisation' | 'method_entity' | 'nominee'
  type TCommand = { op: 'invest'; holder: number; shares: number } | { op: 'pay'; which: number; percent: number } | { op: 'cancel'; which: number }
  const command: fc.Arbitrary<TCommand> = fc.oneof(
    fc.record({ op: fc.constant('invest' as const), holder: fc.nat(3), shares: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ op: fc.constant('pay' as const), which: fc.nat(), percent: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ op: fc.constant('cancel' as const), which: fc.nat() }),
  )

  test('for any sequence of investments by investors, organisations, accounts and nominees, payments and cancellations, each holder’s figures are the sums of their entries and match a model', async () => {
    const investor = await investorAt(capital, 6)
    const holders: Array<{ kind: TKind; id: number; path: string; field: string }> = [
      { kind: 'investor', id: investor.id, path: '/api/investments/manual', field: 'holder' },
      { kind: 'organisation', id: await newOrganisation(capital), path: '/api/investments/org', field: 'organisation' },
      { kind: 'method_entity', id: (await newEntity(capital, 'active', 7)).entity, path: '/api/investments/pension', field: 'entity' },
      { kind: 'nominee', id: await newNominee(capital), path: '/api/investments/nominee', field: 'nominee' },
    ]
    const client = as(ROLE.superAdmin)
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        const opportunity = await newOpportunity()
        const model: Array<{ id: number; holder: string; amount: bigint; shares: bigint; paid: bigint; cancelled: boolean }> = []
        for (const step of commands) {
          if (step.op === 'invest') {
            const holder = holders[step.holder]!
            const response = await client.request('POST', holder.path, { body: { opportunity: opportunity.id, [holder.field]: holder.id, amount: step.shares * PRICE } })
            expect(response.status, show(response)).toBe(201)
            model.push({ id: response.json<{ investment: { id: number } }>().investment.id, holder: `${holder.kind}:${holder.id}`, amount: BigInt(step.shares * PRICE), shares: BigInt(step.shares), paid: 0n, cancelled: false })
            continue
          }
          const open = model.filter((investment) => !investment.cancelled)
          const target = open[step.which % Math.max(open.length, 1)]
          if (!target) continue
          if (step.op === 'pay') {
            const outstanding = target.amount - target.paid
            if (outstanding === 0n) continue
            const amount = (outstanding * BigInt(step.percent)) / 100n || 1n
            const response = await client.request('POST', `/api/investments/${target.id}/payments`, { body: { amount: Number(amount) } })
            expect(response.status, show(response)).toBe(201)
            target.paid += amount
          } else {
            const response = await client.request('POST', `/api/investments/${target.id}/cancel`, { body: {} })
            expect(response.status, show(response)).toBe(200)
            target.cancelled = true
          }
        }
        const expected = new Map<string, { invested: bigint; paid: bigint; shares: bigint }>()
        for (const investment of model) {
          const figures = expected.get(investment.holder) ?? { invested: 0n, paid: 0n, shares: 0n }
          const standing = investment.cancelled ? 0n : 1n
          expected.set(investment.holder, { invested: figures.invested + standing * investment.amount, paid: figures.paid + investment.paid, shares: figures.shares + standing * investment.shares })
        }
        const table = await holdersOf(opportunity.id)
        expect(new Map(table.map((holder) => [`${holder.holderKind}:${holder.id}`, { invested: BigInt(holder.invested), paid: BigInt(holder.paid), shares: BigInt(holder.shares) }]))).toEqual(
          new Map([...expected].filter(([, figures]) => figures.invested !== 0n || figures.shares !== 0n)),
        )
        const sums = await entrySums(opportunity.id)
        for (const holder of table) expect(holder.shares).toBe(sums.get(`${holder.holderKind}:${holder.id}`)?.shares)
      }),
      { numRuns: 5 },
    )
  })
})

describe('demo data', () => {
  test('accounts of the ISA, a SIPP and the SSAS, and two nominees on capital, hold investments that their tabs show', async () => {
    // In the live opportunities (the ISA's account and a nominee also hold the existing opportunity of the demo pre-emption rounds, decision 015).
    const { rows } = await payload.db.pool.query<{ kind: string; investments: number }>(
      `SELECT m.kind::text AS kind, count(*)::int AS investments FROM investments i JOIN investment_method_entities me ON me.id = i.holder_method_entity_id JOIN investment_methods m ON m.id = me.method_id
         JOIN investment_opportunities o ON o.id = i.opportunity_id AND o.stage = 2
        WHERE i.tenant_id = $1 AND i.holder_kind = 'method_entity' AND i.note = 'Recorded through the account by staff' GROUP BY 1 ORDER BY 1`,
      [capital.id],
    )
    expect(rows).toEqual([
      { kind: 'isa', investments: 1 },
      { kind: 'sipp', investments: 1 },
      { kind: 'ssas', investments: 1 },
    ])
    const isa = (await payload.find({ collection: 'investment-methods', where: { and: [{ tenant: { equals: capital.id } }, { name: { equals: 'Innovative Finance ISA' } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const isaTab = await as(ROLE.superAdmin).get(`/admin/investors/investment-methods/${isa.id}/transactions`, { accept: 'text/html' })
    expect(isaTab.text).toContain('data-testid="method-totals-')
    const nominees = await payload.db.pool.query<{ count: number }>("SELECT count(DISTINCT holder_nominee_id)::int AS count FROM investments WHERE tenant_id = $1 AND holder_kind = 'nominee'", [capital.id])
    expect(nominees.rows[0]!.count).toBeGreaterThanOrEqual(2)
    const wealthbridge = (await payload.find({ collection: 'nominees', where: { and: [{ tenant: { equals: capital.id } }, { name: { equals: 'Wealthbridge Nominees Ltd' } }] }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const nomineeTab = await as(ROLE.superAdmin).get(`/admin/investors/nominees/${wealthbridge.id}/transactions`, { accept: 'text/html' })
    expect(nomineeTab.text).toContain('data-testid="nominee-totals-GBP"')
    // demo has nominee_enabled off: no nominee holds anything there.
    const none = await payload.db.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM investments WHERE tenant_id = $1 AND holder_kind = 'nominee'", [demo.id])
    expect(none.rows[0]!.count).toBe(0)
  })
})
