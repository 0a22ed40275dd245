import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can, type TAction } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { lexicalParagraphs } from '@/lib/lexical'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { DEMO_TENANT_CODES, tenantByCode, testPayload, unique, userByEmail } from '../support/payload'

// issue 11 §4, §5 (decision 022) over HTTP on the real database: investment methods on the kit (REST,
// list API, record tabs, forms) with their entities per investor (lead and associates, never across
// tenants; default_investor_associates on capital), and nominees behind nominee_enabled (capital
// and custodian have it on, demo off: routes 404, navigation hidden, API 404 since issue 12 §5). Per role from spec
// 6's `investors` row through can().

let payload: Payload
let demo: Tenant
let angel: Tenant
let capital: Tenant
let custodian: Tenant
let demoInvestor: User
let angelInvestor: User
const demoClients = new Map<TRoleId, TestClient>()
const capitalClients = new Map<TRoleId, TestClient>()
const createdMethods: number[] = []
const createdNominees: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const staffRoles = roles.filter(({ role }) => role !== ROLE.user)
const demoAs = (role: TRoleId) => demoClients.get(role)!
const capitalAs = (role: TRoleId) => capitalClients.get(role)!
const expectedPage = (role: TRoleId, action: TAction) => (can(role, 'investors', action) ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403])

async function newMethod(tenant: Tenant, name = unique('Method')): Promise<number> {
  const method = await payload.create({ collection: 'investment-methods', data: { name, kind: 'sipp', provider: 'Test Pensions Ltd', tenant: tenant.id }, overrideAccess: true, depth: 0 })
  createdMethods.push(method.id)
  return method.id
}

async function newNominee(tenant: Tenant, name = unique('Nominee')): Promise<number> {
  const nominee = await payload.create({ collection: 'nominees', data: { name, companyNumber: unique('CN'), tenant: tenant.id }, overrideAccess: true, depth: 0 })
  createdNominees.push(nominee.id)
  return nominee.id
}

/** An investor of the tenant other than the main demo one, by position in the register. */
async function investorAt(tenant: Tenant, position: number): Promise<User> {
  const { docs } = await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.user } }, { email: { not_like: 'investor@' } }] }, sort: 'id', limit: 1, page: position + 1, depth: 0, overrideAccess: true })
  return docs[0]!
}

const entitiesOf = async (method: number) => (await payload.find({ collection: 'investment-method-entities', where: { method: { equals: method } }, depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, angel, capital, custodian] = await Promise.all(['demo', 'angel', 'capital', 'custodian'].map((code) => tenantByCode(payload, code)))
  demoInvestor = (await userByEmail(payload, demo.id, 'investor@demo.test'))!
  angelInvestor = (await userByEmail(payload, angel.id, 'investor@angel.test'))!
  await Promise.all(
    ROLE_IDS.flatMap((role) =>
      (
        [
          ['demo', demoClients],
          ['capital', capitalClients],
        ] as const
      ).map(async ([code, clients]) => {
        const client = new TestClient(code)
        await client.login(`${ROLE_SLUG[role]}@${code}.test`)
        clients.set(role, client)
      }),
    ),
  )
}, 120_000)

afterAll(async () => {
  if (createdMethods.length) await payload.delete({ collection: 'investment-methods', where: { id: { in: createdMethods } }, overrideAccess: true })
  if (createdNominees.length) await payload.delete({ collection: 'nominees', where: { id: { in: createdNominees } }, overrideAccess: true })
})

describe('investment methods per role (spec 6 investors)', () => {
  test.each(roles)('$label: REST list, show, create, update and delete as can(investors, …) says', async ({ role }) => {
    const client = demoAs(role)
    const id = await newMethod(demo)
    const list = await client.get('/api/investment-methods?limit=100&depth=0')
    expect(list.status, show(list)).toBe(can(role, 'investors', 'index') ? 200 : 403)
    if (list.status === 200) expect(list.json<{ docs: Array<{ id: number }> }>().docs.map((doc) => doc.id)).toContain(id)
    const read = await client.get(`/api/investment-methods/${id}?depth=0`)
    expect(read.status, show(read)).toBe(can(role, 'investors', 'index') ? 200 : 403)
    const create = await client.request('POST', '/api/investment-methods?depth=0', { body: { name: unique('Created'), kind: 'isa', tenant: angel.id } })
    expect(create.status, show(create)).toBe(can(role, 'investors', 'create') ? 201 : 403)
    if (create.status === 201) {
      const doc = create.json<{ doc: { id: number; tenant: number } }>().doc
      createdMethods.push(doc.id)
      // The server stamps the session's tenant, whatever the body says.
      expect(doc.tenant).toBe(demo.id)
    }
    const update = await client.request('PATCH', `/api/investment-methods/${id}?depth=0`, { body: { provider: 'Renamed Ltd' } })
    expect(update.status, show(update)).toBe(can(role, 'investors', 'update') ? 200 : 403)
    const remove = await client.request('DELETE', `/api/investment-methods/${id}`)
    expect(remove.status, show(remove)).toBe(can(role, 'investors', 'delete') ? 200 : 403)
  })

  test.each(roles)('$label: the list page, record tabs, edit and new-method pages', async ({ role }) => {
    const name = unique('Listed method')
    const id = await newMethod(demo, name)
    const get = (path: string) => demoAs(role).get(path, { accept: 'text/html' })
    const list = await get(`/admin/investors/investment-methods?q=${encodeURIComponent(name)}`)
    expect(expectedPage(role, 'index'), show(list)).toContain(list.status)
    if (list.status === 200) {
      expect(list.text).toContain(name)
      expect(list.text.includes(`href="/admin/investors/investment-methods/${id}/details"`), 'names link to records only with show').toBe(can(role, 'investors', 'show'))
    }
    for (const tab of ['details', 'transactions', 'notes-calls-tasks']) {
      const response = await get(`/admin/investors/investment-methods/${id}/${tab}`)
      expect(expectedPage(role, 'show'), `${tab}: ${response.status}`).toContain(response.status)
    }
    const edit = await get(`/admin/investors/investment-methods/${id}/edit`)
    expect(expectedPage(role, 'update'), show(edit)).toContain(edit.status)
    const create = await get('/admin/investors/investment-methods/new-method')
    expect(expectedPage(role, 'create'), show(create)).toContain(create.status)
  })

  test('validation: a name and a kind of ours; bad input is a field error and writes nothing', async () => {
    const client = demoAs(ROLE.superAdmin)
    const name = unique('Invalid')
    const bad = await client.request('POST', '/api/investment-methods', { body: { name: '  ', kind: 'lifetime_isa' } })
    expect(bad.status, show(bad)).toBe(400)
    expect(bad.text).toContain('kind')
    expect(bad.text).toContain('name')
    const long = await client.request('POST', '/api/investment-methods', { body: { name, kind: 'isa', reference: 'x'.repeat(101) } })
    expect(long.status, show(long)).toBe(400)
    expect(long.text).toContain('reference')
    expect((await payload.count({ collection: 'investment-methods', where: { name: { equals: name } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test('the kit list: search by name or provider, filter by kind; another tenant’s rows never', async () => {
    const name = unique('Zephyr Pension')
    const id = await newMethod(demo, name)
    await newMethod(angel, name)
    const client = demoAs(ROLE.superAdmin)
    const search = await client.get(`/api/resources/investment-methods?q=${encodeURIComponent(name.toUpperCase())}`)
    expect(search.status, show(search)).toBe(200)
    expect(search.json<{ docs: Array<{ id: number }> }>().docs.map((doc) => doc.id)).toEqual([id])
    const isa = await client.get(`/api/resources/investment-methods?q=${encodeURIComponent(name)}&filter[kind]=isa`)
    expect(isa.json<{ totalDocs: number }>().totalDocs).toBe(0)
    const sipp = await client.get(`/api/resources/investment-methods?filter[kind]=sipp&limit=100`)
    const { rows } = await payload.db.pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM investment_methods WHERE tenant_id = $1 AND kind = 'sipp'`, [demo.id])
    expect(sipp.json<{ totalDocs: number }>().totalDocs).toBe(rows[0]!.count)
  })

  test('notes on a method show on its tab; the transactions tab says plainly what the ledger holds', async () => {
    const id = await newMethod(demo)
    const client = demoAs(ROLE.superAdmin)
    const text = unique('Method note')
    const post = await client.request('POST', '/api/notes', { body: { targetCollection: 'investment-methods', targetId: id, body: lexicalParagraphs([text]) } })
    expect(post.status, show(post)).toBe(201)
    const tab = await client.get(`/admin/investors/investment-methods/${id}/notes-calls-tasks`, { accept: 'text/html' })
    expect(tab.text).toContain(text)
    const transactions = await client.get(`/admin/investors/investment-methods/${id}/transactions`, { accept: 'text/html' })
    expect(transactions.text).toContain('data-testid="method-transactions-empty"')
    const creator = await demoAs(ROLE.creator).request('POST', '/api/notes', { body: { targetCollection: 'investment-methods', targetId: id, body: lexicalParagraphs(['no']) } })
    expect([403, 404], show(creator)).toContain(creator.status)
  })
})

describe('entities: a lead and associates, investors of the same tenant', () => {
  test('staff add an entity by email; the details tab shows it; a second for the same lead is refused; deleting the method takes it along', async () => {
    const id = await newMethod(demo)
    const associate = await investorAt(demo, 3)
    const client = demoAs(ROLE.superAdmin)
    const add = await client.request('POST', `/api/investment-methods/${id}/entities`, { body: { leadEmail: 'INVESTOR@demo.test', associateEmails: `${associate.email}\n`, accountReference: 'SIPP-42', status: 'active' } })
    expect(add.status, show(add)).toBe(201)
    const entity = add.json<{ entity: { id: number; tenant: number; lead: number; associates: number[] } }>().entity
    expect(entity).toMatchObject({ tenant: demo.id, lead: demoInvestor.id, associates: [associate.id] })
    const again = await client.request('POST', `/api/investment-methods/${id}/entities`, { body: { leadEmail: 'investor@demo.test' } })
    expect(again.status, show(again)).toBe(400)
    expect(again.text).toContain('already leads')
    const details = await client.get(`/admin/investors/investment-methods/${id}/details`, { accept: 'text/html' })
    expect(details.text).toContain(`/admin/investors/${demoInvestor.id}/details`)
    expect(details.text).toContain(`/admin/investors/${associate.id}/details`)
    expect(details.text).toContain('SIPP-42')
    // The associate's record shows the method too (spec 3's investmentMethodEntities).
    const associatePage = await client.get(`/admin/investors/${associate.id}/details`, { accept: 'text/html' })
    expect(associatePage.text).toContain(`/admin/investors/investment-methods/${id}/details`)
    const remove = await client.request('DELETE', `/api/investment-methods/${id}`)
    expect(remove.status, show(remove)).toBe(200)
    expect(await entitiesOf(id)).toEqual([])
  })

  test('bad input changes nothing: an unknown or foreign associate is named, the lead may not also be an associate, a staff account is no investor', async () => {
    const id = await newMethod(demo)
    const client = demoAs(ROLE.superAdmin)
    const unknown = await client.request('POST', `/api/investment-methods/${id}/entities`, { body: { leadEmail: 'investor@demo.test', associateEmails: 'nobody@demo.test, investor@angel.test' } })
    expect(unknown.status, show(unknown)).toBe(422)
    expect(unknown.json<{ errors: { associateEmails: string[] } }>().errors.associateEmails[0]).toContain('nobody@demo.test, investor@angel.test')
    const both = await client.request('POST', `/api/investment-methods/${id}/entities`, { body: { leadEmail: 'investor@demo.test', associateEmails: 'investor@demo.test' } })
    expect(both.status, show(both)).toBe(422)
    expect(both.text).toContain('associateEmails')
    const staff = await client.request('POST', `/api/investment-methods/${id}/entities`, { body: { leadEmail: 'adviser@demo.test' } })
    expect(staff.status, show(staff)).toBe(422)
    expect(staff.text).toContain('leadEmail')
    const badStatus = await client.request('POST', `/api/investment-methods/${id}/entities`, { body: { leadEmail: 'investor@demo.test', status: 'frozen' } })
    expect(badStatus.status, show(badStatus)).toBe(422)
    expect(await entitiesOf(id)).toEqual([])
  })

  test('entities never cross tenants: by email, on another tenant’s method, by REST and by the server’s own writes', async () => {
    const id = await newMethod(demo)
    const angelMethod = await newMethod(angel)
    const client = demoAs(ROLE.superAdmin)
    const byEmail = await client.request('POST', `/api/investment-methods/${id}/entities`, { body: { leadEmail: 'investor@angel.test' } })
    expect(byEmail.status, show(byEmail)).toBe(422)
    const onTheirs = await client.request('POST', `/api/investment-methods/${angelMethod}/entities`, { body: { leadEmail: 'investor@demo.test' } })
    expect(onTheirs.status, show(onTheirs)).toBe(404)
    const restLead = await client.request('POST', '/api/investment-method-entities', { body: { method: id, lead: angelInvestor.id } })
    expect(restLead.status, show(restLead)).toBe(400)
    expect(restLead.text).toContain('lead')
    const restAssociate = await client.request('POST', '/api/investment-method-entities', { body: { method: id, lead: demoInvestor.id, associates: [angelInvestor.id] } })
    expect(restAssociate.status, show(restAssociate)).toBe(400)
    expect(restAssociate.text).toContain('associates')
    const restMethod = await client.request('POST', '/api/investment-method-entities', { body: { method: angelMethod, lead: demoInvestor.id } })
    expect(restMethod.status, show(restMethod)).toBe(400)
    await expect(payload.create({ collection: 'investment-method-entities', data: { method: id, lead: angelInvestor.id, status: 'active', tenant: demo.id }, overrideAccess: true })).rejects.toBeDefined()
    expect((await payload.count({ collection: 'investment-method-entities', where: { method: { in: [id, angelMethod] } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test.each(staffRoles)('$label: adding and removing entities as can(investors, update) says', async ({ role }) => {
    const id = await newMethod(demo)
    const add = await demoAs(role).request('POST', `/api/investment-methods/${id}/entities`, { body: { leadEmail: 'investor@demo.test' } })
    expect(add.status, show(add)).toBe(can(role, 'investors', 'update') ? 201 : 403)
    const lead = await investorAt(demo, 5)
    const entity = await payload.create({ collection: 'investment-method-entities', data: { method: id, lead: lead.id, status: 'active', tenant: demo.id }, overrideAccess: true })
    const remove = await demoAs(role).request('DELETE', `/api/investment-method-entities/${entity.id}`)
    expect(can(role, 'investors', 'update') ? [200] : [403, 404], show(remove)).toContain(remove.status)
  })

  test('an investor reads the entities they lead or are an associate of, nobody else’s', async () => {
    const id = await newMethod(demo)
    const other = await investorAt(demo, 7)
    const third = await investorAt(demo, 8)
    await payload.create({ collection: 'investment-method-entities', data: { method: id, lead: other.id, associates: [demoInvestor.id], status: 'active', tenant: demo.id }, overrideAccess: true })
    await payload.create({ collection: 'investment-method-entities', data: { method: id, lead: third.id, status: 'active', tenant: demo.id }, overrideAccess: true })
    const own = await demoAs(ROLE.user).get(`/api/investment-method-entities?where[method][equals]=${id}&depth=0`)
    expect(own.status, show(own)).toBe(200)
    expect(own.json<{ docs: Array<{ lead: number }> }>().docs.map((doc) => doc.lead)).toEqual([other.id])
  })

  test('default_investor_associates: on (capital) a new entity given no associates takes the lead’s latest ones; off (demo) it gets none', async () => {
    const [lead, associate] = await Promise.all([investorAt(capital, 10), investorAt(capital, 11)])
    const first = await newMethod(capital)
    const second = await newMethod(capital)
    const client = capitalAs(ROLE.superAdmin)
    expect((await client.request('POST', `/api/investment-methods/${first}/entities`, { body: { leadEmail: lead.email, associateEmails: associate.email } })).status).toBe(201)
    const defaulted = await client.request('POST', `/api/investment-methods/${second}/entities`, { body: { leadEmail: lead.email } })
    expect(defaulted.status, show(defaulted)).toBe(201)
    expect(defaulted.json<{ entity: { associates: number[] } }>().entity.associates).toEqual([associate.id])
    const [demoLead, demoAssociate] = await Promise.all([investorAt(demo, 10), investorAt(demo, 11)])
    const demoFirst = await newMethod(demo)
    const demoSecond = await newMethod(demo)
    expect((await demoAs(ROLE.superAdmin).request('POST', `/api/investment-methods/${demoFirst}/entities`, { body: { leadEmail: demoLead.email, associateEmails: demoAssociate.email } })).status).toBe(201)
    const plain = await demoAs(ROLE.superAdmin).request('POST', `/api/investment-methods/${demoSecond}/entities`, { body: { leadEmail: demoLead.email } })
    expect(plain.json<{ entity: { associates: number[] } }>().entity.associates ?? []).toEqual([])
  })
})

describe('nominees (nominee_enabled)', () => {
  test.each(roles)('$label on capital: REST and pages as can(investors, …) says', async ({ role }) => {
    const client = capitalAs(role)
    const name = unique('Listed nominee')
    const id = await newNominee(capital, name)
    const list = await client.get('/api/nominees?limit=100&depth=0')
    expect(list.status, show(list)).toBe(can(role, 'investors', 'index') ? 200 : 403)
    const create = await client.request('POST', '/api/nominees?depth=0', { body: { name: unique('Created nominee'), fcaNumber: '123456' } })
    expect(create.status, show(create)).toBe(can(role, 'investors', 'create') ? 201 : 403)
    if (create.status === 201) createdNominees.push(create.json<{ doc: { id: number } }>().doc.id)
    const update = await client.request('PATCH', `/api/nominees/${id}?depth=0`, { body: { contactName: 'Jo Bloggs' } })
    expect(update.status, show(update)).toBe(can(role, 'investors', 'update') ? 200 : 403)
    const get = (path: string) => client.get(path, { accept: 'text/html' })
    const page = await get(`/admin/investors/nominees?q=${encodeURIComponent(name)}`)
    expect(expectedPage(role, 'index'), show(page)).toContain(page.status)
    if (page.status === 200) expect(page.text.includes(`href="/admin/investors/nominees/${id}/transactions"`), 'names link to records only with show').toBe(can(role, 'investors', 'show'))
    for (const tab of ['transactions', 'notes-calls-tasks']) expect(expectedPage(role, 'show'), tab).toContain((await get(`/admin/investors/nominees/${id}/${tab}`)).status)
    if (role !== ROLE.user) expect((await get(`/admin/investors/nominees/${id}/details`)).status, 'spec 2.1 gives a nominee no details tab').toBe(404)
    expect(expectedPage(role, 'update')).toContain((await get(`/admin/investors/nominees/${id}/edit`)).status)
    expect(expectedPage(role, 'create')).toContain((await get('/admin/investors/nominees/new-nominee')).status)
    const remove = await client.request('DELETE', `/api/nominees/${id}`)
    expect(remove.status, show(remove)).toBe(can(role, 'investors', 'delete') ? 200 : 403)
  })

  test('validation: a name and a real FCA firm reference number; bad input writes nothing', async () => {
    const name = unique('Bad nominee')
    const bad = await capitalAs(ROLE.superAdmin).request('POST', '/api/nominees', { body: { name, fcaNumber: 'FCA-1', contactEmail: 'not-an-email' } })
    expect(bad.status, show(bad)).toBe(400)
    expect(bad.text).toContain('fcaNumber')
    expect(bad.text).toContain('contactEmail')
    expect((await payload.count({ collection: 'nominees', where: { name: { equals: name } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test('the record opens on transactions with its fields and the ledger’s plain answer; notes show on their tab', async () => {
    const id = await newNominee(capital, unique('Record nominee'))
    const client = capitalAs(ROLE.superAdmin)
    const transactions = await client.get(`/admin/investors/nominees/${id}/transactions`, { accept: 'text/html' })
    expect(transactions.status).toBe(200)
    expect(transactions.text).toContain('Company number')
    expect(transactions.text).toContain('data-testid="nominee-transactions-empty"')
    const text = unique('Nominee note')
    expect((await client.request('POST', '/api/notes', { body: { targetCollection: 'nominees', targetId: id, body: lexicalParagraphs([text]) } })).status).toBe(201)
    expect((await client.get(`/admin/investors/nominees/${id}/notes-calls-tasks`, { accept: 'text/html' })).text).toContain(text)
  })

  test('nominees never cross tenants (capital and custodian both have the switch on)', async () => {
    const theirs = await newNominee(custodian, unique('Custodian nominee'))
    const client = capitalAs(ROLE.superAdmin)
    expect([403, 404]).toContain((await client.get(`/api/nominees/${theirs}?depth=0`)).status)
    expect((await client.get(`/admin/investors/nominees/${theirs}/transactions`, { accept: 'text/html' })).status).toBe(404)
    expect([403, 404]).toContain((await client.request('PATCH', `/api/nominees/${theirs}`, { body: { name: 'Hijacked' } })).status)
    const rows = await client.get('/api/nominees?limit=500&depth=0')
    expect(rows.json<{ docs: Array<{ tenant: number }> }>().docs.every((doc) => doc.tenant === capital.id)).toBe(true)
  })

  test('with the switch off (demo) the routes answer 404, the navigation hides them and the API refuses', async () => {
    const client = demoAs(ROLE.superAdmin)
    // Other files may give demo a nominee directly (the store does not depend on the switch): the POST must add none.
    const demoNominees = async () => (await payload.count({ collection: 'nominees', where: { tenant: { equals: demo.id } }, overrideAccess: true })).totalDocs
    const before = await demoNominees()
    for (const path of ['/admin/investors/nominees', '/admin/investors/nominees/new-nominee', '/admin/investors/nominees/1/transactions', '/admin/investors/nominees/1/edit']) {
      expect((await client.get(path, { accept: 'text/html' })).status, path).toBe(404)
    }
    const investors = await client.get('/admin/investors', { accept: 'text/html' })
    expect(investors.text).not.toContain('href="/admin/investors/nominees"')
    expect(investors.text).toContain('href="/admin/investors/investment-methods"')
    expect((await client.get('/api/nominees?depth=0')).status).toBe(404)
    expect((await client.request('POST', '/api/nominees', { body: { name: unique('Refused') } })).status).toBe(404)
    expect([403, 404]).toContain((await client.get('/api/resources/nominees')).status)
    expect(await demoNominees()).toBe(before)
    expect((await capitalAs(ROLE.superAdmin).get('/admin/investors', { accept: 'text/html' })).text).toContain('href="/admin/investors/nominees"')
  })
})

describe('demo data', () => {
  test('every demo tenant has six methods with entities; capital and custodian three nominees; the lists link their records', async () => {
    const tenants = await payload.find({ collection: 'tenants', where: { code: { in: DEMO_TENANT_CODES } }, depth: 0, limit: 20, overrideAccess: true })
    for (const tenant of tenants.docs) {
      const { rows } = await payload.db.pool.query<{ methods: number; kinds: number; with_entities: number }>(
        `SELECT count(*)::int AS methods, count(DISTINCT kind)::int AS kinds,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM investment_method_entities e WHERE e.method_id = m.id))::int AS with_entities
           FROM investment_methods m WHERE m.tenant_id = $1 AND m.name IN ('Innovative Finance ISA', 'Hargreaves Lansdown SIPP', 'Curtis Banks SIPP', 'Ashdown Directors’ SSAS',
                'Investment through a personal company', 'Family trust')`,
        [tenant.id],
      )
      expect(rows[0], tenant.code).toEqual({ methods: 6, kinds: 5, with_entities: 6 })
      const nominees = await payload.db.pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM nominees WHERE tenant_id = $1 AND name IN ('Wealthbridge Nominees Ltd', 'Northgate Custody Nominees Ltd', 'Thistle Bare Trust Nominees Ltd')`, [tenant.id])
      expect(nominees.rows[0]!.count, tenant.code).toBe(tenant.code === 'capital' || tenant.code === 'custodian' ? 3 : 0)
    }
    const methods = await demoAs(ROLE.superAdmin).get('/admin/investors/investment-methods', { accept: 'text/html' })
    expect(methods.text).toContain('Innovative Finance ISA')
    const nominees = await capitalAs(ROLE.superAdmin).get('/admin/investors/nominees', { accept: 'text/html' })
    expect(nominees.text).toContain('Wealthbridge Nominees Ltd')
  })
})
