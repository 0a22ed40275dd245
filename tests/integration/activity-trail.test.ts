import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { currentTotpCode, newTotpEnrolment } from '@/auth/operator-totp'
import { sendDueTaskReminders } from '@/collections/records/Tasks/reminders'
import type { Activity, Pipeline, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, RUN_ID, tenantByCode, TEST_PASSWORD, testPayload, unique, userByEmail } from '../support/payload'

// Issue 9 §3: the activity trail is written by the server with every change (create, update with
// the changed fields old → new, delete, sign-in, role change), and no API can alter it: not staff,
// not an operator, not the Local API, not SQL. Task reminders go out once.

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const DENIED = [403, 404, 405]

let payload: Payload
let demo: Tenant
let superAdmin: User
let pipeline: Pipeline
const staff = new TestClient('demo')
const madeDeals: number[] = []

const trailOf = async (collection: Activity['targetCollection'], id: number) =>
  (await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: collection } }, { targetId: { equals: id } }] }, sort: 'id', limit: 100, depth: 0, overrideAccess: true })).docs

async function anyEntry(): Promise<Activity> {
  const { docs } = await payload.find({ collection: 'activities', where: { tenant: { equals: demo.id } }, sort: '-id', limit: 1, depth: 0, overrideAccess: true })
  return docs[0]!
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  superAdmin = (await userByEmail(payload, demo.id, 'superadmin@demo.test'))!
  pipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: demo.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  await staff.login('superadmin@demo.test')
}, 120_000)

afterAll(async () => {
  // Reminders went to accounts of this run: their notifications go first (then the accounts).
  const runUsers = (await payload.find({ collection: 'users', where: { email: { contains: RUN_ID } }, depth: 0, limit: 100, overrideAccess: true })).docs.map((user) => user.id)
  await payload.delete({ collection: 'notifications', where: { user: { in: runUsers } }, overrideAccess: true })
  await payload.delete({ collection: 'tasks', where: { assignee: { in: runUsers } }, overrideAccess: true })
  for (const id of madeDeals) await payload.delete({ collection: 'deals', where: { id: { equals: id } }, overrideAccess: true })
  await payload.delete({ collection: 'operators', where: { email: { contains: RUN_ID } }, overrideAccess: true })
  await deleteRunUsers(payload)
})

describe('every change of a deal writes an entry', () => {
  test('create, update (fields old → new, the stage by name) and delete through REST, by the signed-in person', async () => {
    const [first, last] = [pipeline.stages![0]!, pipeline.stages!.at(-1)!]
    const created = await staff.request('POST', '/api/deals?depth=0', { body: { name: `Trail ${unique('deal')}`, pipeline: pipeline.id, stage: first.id, amount: 500_00, currency: 'GBP' } })
    expect(created.status, show(created)).toBe(201)
    const deal = created.json<{ doc: { id: number; name: string } }>().doc
    madeDeals.push(deal.id)

    const renamed = await staff.request('PATCH', `/api/deals/${deal.id}?depth=0`, { body: { name: `${deal.name} renamed`, amount: 750_00 } })
    expect(renamed.status, show(renamed)).toBe(200)
    const moved = await staff.request('PATCH', `/api/deals/${deal.id}?depth=0`, { body: { stage: last.id } })
    expect(moved.status, show(moved)).toBe(200)
    // Saving without a change writes nothing.
    expect((await staff.request('PATCH', `/api/deals/${deal.id}?depth=0`, { body: { amount: 750_00 } })).status).toBe(200)
    const deleted = await staff.request('DELETE', `/api/deals/${deal.id}`)
    expect(deleted.status, show(deleted)).toBe(200)

    const trail = await trailOf('deals', deal.id)
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'update', 'stage-change', 'delete'])
    for (const entry of trail) expect(entry).toMatchObject({ actorType: 'user', actorId: superAdmin.id, tenant: demo.id })
    expect(trail[0]!.changes).toMatchObject({ name: { from: null, to: deal.name }, stage: { from: null, to: first.name }, pipeline: { from: null, to: pipeline.name } })
    expect(trail[1]!.changes).toEqual({ name: { from: deal.name, to: `${deal.name} renamed` }, amount: { from: '£500.00', to: '£750.00' } })
    expect(trail[2]!.changes).toEqual({ stage: { from: first.name, to: last.name } })
    expect(trail[3]!.targetLabel).toBe(`${deal.name} renamed`)
    // Bookkeeping is not a change.
    for (const entry of trail) expect(Object.keys(entry.changes ?? {})).not.toContain('updatedAt')
  })

  test('a change that fails writes no entry (the same transaction)', async () => {
    const created = await staff.request('POST', '/api/deals?depth=0', { body: { name: `Trail ${unique('deal')}`, pipeline: pipeline.id, stage: pipeline.stages![0]!.id, currency: 'GBP' } })
    const id = created.json<{ doc: { id: number } }>().doc.id
    madeDeals.push(id)
    const before = (await trailOf('deals', id)).length
    const refused = await staff.request('PATCH', `/api/deals/${id}?depth=0`, { body: { name: 'Fine', stage: 'no-such-stage' } })
    expect(refused.status, show(refused)).toBe(400)
    expect((await trailOf('deals', id)).length).toBe(before)
  })
})

describe('accounts', () => {
  test('a sign-in and a role change are in the account’s trail, with no secrets', async () => {
    const person = await createTestUser(payload, demo, ROLE.custodian, { slug: 'trail-role' })
    const client = new TestClient('demo')
    await client.login(person.email, TEST_PASSWORD)
    const changed = await staff.request('PATCH', `/api/users/${person.id}?depth=0`, { body: { role_id: ROLE.creator } })
    expect(changed.status, show(changed)).toBe(200)
    const trail = await trailOf('users', person.id)
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'login', 'role-change'])
    expect(trail[1]).toMatchObject({ actorId: person.id, actorType: 'user' })
    expect(trail[2]).toMatchObject({ actorId: superAdmin.id, changes: { role_id: { from: 'Custodian', to: 'Creator' } } })
    const text = JSON.stringify(trail)
    for (const secret of ['password', 'hash', 'token', 'session']) expect(text).not.toContain(secret)
  })
})

describe('no API alters the trail', () => {
  async function operatorClient(): Promise<TestClient> {
    const password = `operator-${crypto.randomBytes(8).toString('hex')}`
    const email = `${unique('trail-op')}@console.test`
    const operator = await payload.create({ collection: 'operators', data: { email, password }, overrideAccess: true })
    const { secret } = newTotpEnrolment(email)
    await payload.db.updateOne({ collection: 'operators', id: operator.id, data: { totpSecret: secret } })
    const client = new TestClient('demo')
    await client.csrf()
    const login = await client.request('POST', '/api/operators/login', { body: { email, password: `${password} ${await currentTotpCode(secret)}` } })
    expect(login.status, show(login)).toBe(200)
    return client
  }

  test('staff and operators: PATCH, DELETE and POST on /api/activities are refused and the row is unchanged', async () => {
    const entry = await anyEntry()
    const operator = await operatorClient()
    // The operator cookie counts from the console's own origin only.
    const asOperator = (method: string, path: string, body?: unknown) => operator.request(method, path, { body, headers: { origin: 'https://localhost' } })
    // An operator reads the trail (the console shows it) but cannot change it.
    expect((await asOperator('GET', `/api/activities/${entry.id}?depth=0`)).status).toBe(200)
    const attempts: Array<[string, Promise<TResponse>]> = [
      ['staff PATCH', staff.request('PATCH', `/api/activities/${entry.id}`, { body: { action: 'login', actorName: 'Nobody' } })],
      ['staff DELETE', staff.request('DELETE', `/api/activities/${entry.id}`)],
      ['staff PATCH by query', staff.request('PATCH', `/api/activities?where[id][equals]=${entry.id}`, { body: { actorName: 'Nobody' } })],
      ['staff DELETE by query', staff.request('DELETE', `/api/activities?where[id][equals]=${entry.id}`)],
      ['staff POST', staff.request('POST', '/api/activities', { body: { ...entry, id: undefined, actorName: 'Forged' } })],
      ['operator PATCH', asOperator('PATCH', `/api/activities/${entry.id}`, { actorName: 'Nobody' })],
      ['operator DELETE', asOperator('DELETE', `/api/activities/${entry.id}`)],
      ['operator DELETE by query', asOperator('DELETE', `/api/activities?where[id][equals]=${entry.id}`)],
      ['operator POST', asOperator('POST', '/api/activities', { ...entry, id: undefined, actorName: 'Forged' })],
      ['GraphQL mutation', staff.request('POST', '/api/graphql', { body: { query: `mutation { deleteActivity(id: ${entry.id}) { id } }` } })],
    ]
    for (const [label, attempt] of attempts) {
      const response = await attempt
      expect(DENIED, `${label}: ${show(response)}`).toContain(response.status)
    }
    const after = await payload.findByID({ collection: 'activities', id: entry.id, depth: 0, overrideAccess: true })
    expect(after).toEqual(entry)
    expect((await payload.count({ collection: 'activities', where: { actorName: { equals: 'Forged' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  test('nor the Local API with overrideAccess, nor SQL', async () => {
    const entry = await anyEntry()
    await expect(payload.update({ collection: 'activities', id: entry.id, data: { actorName: 'Nobody' }, overrideAccess: true })).rejects.toMatchObject({ status: 403 })
    await expect(payload.delete({ collection: 'activities', id: entry.id, overrideAccess: true })).rejects.toMatchObject({ status: 403 })
    await expect(payload.db.pool.query('UPDATE activities SET actor_name = $1 WHERE id = $2', ['Nobody', entry.id])).rejects.toThrow(/append-only/)
    await expect(payload.db.pool.query('DELETE FROM activities WHERE id = $1', [entry.id])).rejects.toThrow(/append-only/)
    // CASCADE, or the foreign key of Payload's lock table refuses first and the trigger is never asked.
    await expect(payload.db.pool.query('TRUNCATE activities CASCADE')).rejects.toThrow(/append-only/)
    expect(await payload.findByID({ collection: 'activities', id: entry.id, depth: 0, overrideAccess: true })).toEqual(entry)
  })
})

describe('the trail as CSV', () => {
  test('the record’s whole trail, oldest first, formulas defused; only for whoever may read the record', async () => {
    // A person whose name a spreadsheet would run as a formula.
    const schemer = await createTestUser(payload, demo, ROLE.superAdmin, { slug: 'csv', name: '=SUM(1+1)' })
    const client = new TestClient('demo')
    await client.login(schemer.email, TEST_PASSWORD)
    const created = await staff.request('POST', '/api/deals?depth=0', { body: { name: `Trail ${unique('csv')}`, pipeline: pipeline.id, stage: pipeline.stages![0]!.id, currency: 'GBP' } })
    const id = created.json<{ doc: { id: number } }>().doc.id
    madeDeals.push(id)
    expect((await client.request('PATCH', `/api/deals/${id}?depth=0`, { body: { amount: 1_00 } })).status).toBe(200)
    const csv = await staff.get(`/api/records/deals/${id}/activity/export`)
    expect(csv.status, show(csv)).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['x-total-count']).toBe('2')
    const lines = csv.text.trim().split('\n')
    expect(lines[0]).toBe('When (UTC),Who,Action,Changes')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('created the record')
    expect(lines[2]).toContain("'=SUM(1+1) csv,updated the record,Amount: — → £1.00")

    const investor = new TestClient('demo')
    await investor.login('investor@demo.test')
    expect((await investor.get(`/api/records/deals/${id}/activity/export`)).status).toBe(403)
    const adviser = new TestClient('demo')
    await adviser.login('adviser@demo.test')
    expect((await adviser.get(`/api/records/deals/${id}/activity/export`)).status).toBe(404)
    const outsider = new TestClient('angel')
    await outsider.login('superadmin@angel.test')
    expect((await outsider.get(`/api/records/deals/${id}/activity/export`)).status).toBe(404)
    expect((await staff.get('/api/records/tenants/1/activity/export')).status).toBe(404)
  })
})

describe('task reminders', () => {
  test('a due, open task reminds its assignee once; a done or future one does not', async () => {
    const assignee = await createTestUser(payload, demo, ROLE.superAdmin, { slug: 'reminded' })
    const deal = (await payload.find({ collection: 'deals', where: { tenant: { equals: demo.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    // Due tomorrow, "now" set past it: the server's own minute timer (real time) leaves these alone.
    const due = new Date(Date.now() + 86_400_000)
    const base = { targetCollection: 'deals' as const, targetId: deal.id, tenant: demo.id, assignee: assignee.id }
    const open = await payload.create({ collection: 'tasks', data: { ...base, title: `Due ${unique('task')}`, dueAt: due.toISOString() }, overrideAccess: true })
    await payload.create({ collection: 'tasks', data: { ...base, title: 'Done already', dueAt: due.toISOString(), done: true }, overrideAccess: true })
    await payload.create({ collection: 'tasks', data: { ...base, title: 'Later', dueAt: new Date(due.getTime() + 7 * 86_400_000).toISOString() }, overrideAccess: true })
    const notifications = async () => (await payload.find({ collection: 'notifications', where: { user: { equals: assignee.id } }, depth: 0, overrideAccess: true })).docs

    const now = new Date(due.getTime() + 60_000)
    const [first, second] = await Promise.all([sendDueTaskReminders(payload, now), sendDueTaskReminders(payload, now)])
    expect(first + second).toBeGreaterThanOrEqual(1)
    await sendDueTaskReminders(payload, new Date(now.getTime() + 60_000))
    const sent = await notifications()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.data).toMatchObject({ message: `A task is due: **${open.title}**`, cta: '/admin/tasks' })
    expect((await payload.findByID({ collection: 'tasks', id: open.id, depth: 0, overrideAccess: true })).reminderSentAt).toBe(now.toISOString())

    // Moving the due date re-arms the reminder.
    await payload.update({ collection: 'tasks', id: open.id, data: { dueAt: new Date(due.getTime() + 3_600_000).toISOString() }, overrideAccess: true })
    await sendDueTaskReminders(payload, new Date(due.getTime() + 2 * 3_600_000))
    expect(await notifications()).toHaveLength(2)
  })
})
