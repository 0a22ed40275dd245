import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { can, type TResource } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { NOTES_CALLS_TASKS_ACTIONS } from '@/domain/records/activity'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { lexicalParagraphs } from '@/lib/lexical'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique, userByEmail } from '../support/payload'

// Issue 9 §3, spec 6 through HTTP: notes, call logs and tasks of a record are read exactly by the
// staff who may read the record (with its notes tab open for their role: not an Investment Manager
// on a closed or matured opportunity) and written exactly by those who may update it. Investors and
// other tenants get nothing; bad input is refused field by field and writes nothing; the author and
// the tenant come from the session, never the body.

type TCase = { label: string; resource: TResource; stage?: number }

const CASES: TCase[] = [
  { label: 'deal', resource: 'pipeline_deals' },
  { label: 'live opportunity (stage 3)', resource: 'investment_opportunity_live', stage: 3 },
  { label: 'closed opportunity (stage 4)', resource: 'investment_opportunity_live', stage: 4 },
  { label: 'completed opportunity (stage 5)', resource: 'investment_opportunity_existing', stage: 5 },
]

const ROW_COLLECTIONS = ['notes', 'call-logs', 'tasks'] as const
type TRowCollection = (typeof ROW_COLLECTIONS)[number]

const isStaff = (role: TRoleId) => can(role, 'admin_area', 'show')
/** spec 6: "In the existing-opportunity tabs: no ... Notes, Calls and Tasks (stages 4 and 6)" for the Investment Manager. */
const tabHidden = (role: TRoleId, stage?: number) => role === ROLE.investmentManager && (stage === 4 || stage === 6)
const mayRead = (role: TRoleId, c: TCase) => isStaff(role) && can(role, c.resource, 'index') && !tabHidden(role, c.stage)
const mayUpdate = (role: TRoleId, c: TCase) => isStaff(role) && can(role, c.resource, 'update') && !tabHidden(role, c.stage)

const DENIED = [403, 404]
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const listPath = (collection: string, target: TRecordTarget) => `/api/${collection}?depth=0&limit=100&where[targetCollection][equals]=${target.collection}&where[targetId][equals]=${target.id}`

let payload: Payload
let demo: Tenant
let angel: Tenant
let superAdmin: User
let committee: User
const clients = new Map<TRoleId, TestClient>()
const users = new Map<TRoleId, User>()
const targets = new Map<string, TRecordTarget>()
const made: { collection: 'deals' | 'investment-opportunities'; id: number }[] = []

async function makeTarget(c: TCase): Promise<TRecordTarget> {
  if (c.stage === undefined) {
    const pipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: demo.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const deal = await payload.create({ collection: 'deals', data: { name: `Records ${unique('deal')}`, pipeline: pipeline.id, stage: pipeline.stages![0]!.id!, currency: 'GBP', tenant: demo.id }, overrideAccess: true })
    made.push({ collection: 'deals', id: deal.id })
    return { collection: 'deals', id: deal.id }
  }
  const slug = unique(`records-s${c.stage}`)
  const opportunity = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Records ${slug}`, slug, stage: c.stage, targetAmount: 100_00, currency: 'GBP', tenant: demo.id },
    overrideAccess: true,
  })
  made.push({ collection: 'investment-opportunities', id: opportunity.id })
  return { collection: 'investment-opportunities', id: opportunity.id }
}

const noteBody = (text: string) => lexicalParagraphs([text])

/** One row of each kind on the record, written by the Super Admin (Local API, as the seed does). */
async function seedRows(target: TRecordTarget, key: string) {
  const base = { targetCollection: target.collection, targetId: target.id, tenant: demo.id, author: superAdmin.id }
  const note = await payload.create({ collection: 'notes', data: { ...base, body: noteBody(`Seeded note ${key}`) }, overrideAccess: true })
  const call = await payload.create({ collection: 'call-logs', data: { ...base, calledAt: new Date().toISOString(), outcome: 'connected', summary: `Seeded call ${key}` }, overrideAccess: true })
  const task = await payload.create({ collection: 'tasks', data: { ...base, title: `Seeded task ${key}`, assignee: superAdmin.id }, overrideAccess: true })
  return { notes: note.id, 'call-logs': call.id, tasks: task.id } as Record<TRowCollection, number>
}

const countRows = async (collection: TRowCollection | 'activities', target: TRecordTarget) =>
  (await payload.count({ collection, where: { and: [{ targetCollection: { equals: target.collection } }, { targetId: { equals: target.id } }] }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  superAdmin = (await userByEmail(payload, demo.id, 'superadmin@demo.test'))!
  committee = (await userByEmail(payload, demo.id, 'committee@demo.test'))!
  for (const role of ROLE_IDS) {
    const client = new TestClient('demo')
    await client.login(`${ROLE_SLUG[role]}@demo.test`)
    clients.set(role, client)
    users.set(role, (await userByEmail(payload, demo.id, `${ROLE_SLUG[role]}@demo.test`))!)
  }
  for (const c of CASES) targets.set(c.label, await makeTarget(c))
}, 180_000)

afterAll(async () => {
  // A record takes its notes, calls and tasks along; its trail stays (append-only).
  for (const { collection, id } of made.reverse()) await payload.delete({ collection, where: { id: { equals: id } }, overrideAccess: true })
})

describe.each(CASES)('$label', (c) => {
  test.each(ROLE_IDS.map((role) => ({ role, name: ROLE_LABEL[role] })))('$name: reads notes, calls and tasks exactly when it may read the record', async ({ role }) => {
    const target = targets.get(c.label)!
    const ids = await seedRows(target, `read-${role}`)
    const client = clients.get(role)!
    for (const collection of ROW_COLLECTIONS) {
      const [list, one] = await Promise.all([client.get(listPath(collection, target)), client.get(`/api/${collection}/${ids[collection]}?depth=0`)])
      if (mayRead(role, c)) {
        expect(list.status, `${collection} list: ${show(list)}`).toBe(200)
        const docs = list.json<{ docs: Array<{ id: number; targetId: number; tenant: number }> }>().docs
        expect(docs.map((doc) => doc.id)).toContain(ids[collection])
        expect(docs.every((doc) => doc.targetId === target.id && doc.tenant === demo.id)).toBe(true)
        expect(one.status, `${collection} one: ${show(one)}`).toBe(200)
      } else {
        expect(DENIED, `${collection} list: ${show(list)}`).toContain(list.status)
        expect(DENIED, `${collection} one: ${show(one)}`).toContain(one.status)
      }
    }
  })

  test.each(ROLE_IDS.map((role) => ({ role, name: ROLE_LABEL[role] })))('$name: adds notes, calls and tasks exactly when it may update the record', async ({ role }) => {
    const target = targets.get(c.label)!
    const client = clients.get(role)!
    const me = users.get(role)!
    const key = unique(`add-${role}`)
    // The body names another author and another tenant: both are ignored.
    const base = { targetCollection: target.collection, targetId: target.id, author: committee.id, tenant: angel.id }
    const bodies: Record<TRowCollection, Record<string, unknown>> = {
      notes: { ...base, body: noteBody(`Note ${key}`) },
      'call-logs': { ...base, calledAt: new Date().toISOString(), durationMinutes: 12, outcome: 'voicemail', summary: `Call ${key}` },
      tasks: { ...base, title: `Task ${key}`, assignee: mayUpdate(role, c) ? me.id : superAdmin.id, dueAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    }
    for (const collection of ROW_COLLECTIONS) {
      const before = await countRows(collection, target)
      const created = await client.request('POST', `/api/${collection}?depth=0`, { body: bodies[collection] })
      if (mayUpdate(role, c)) {
        expect(created.status, `${collection}: ${show(created)}`).toBe(201)
        const doc = created.json<{ doc: { id: number; author: number; tenant: number } }>().doc
        expect(doc.author).toBe(me.id)
        expect(doc.tenant).toBe(demo.id)
        const row = await payload.findByID({ collection, id: doc.id, depth: 0, overrideAccess: true })
        expect([row.author, row.tenant]).toEqual([me.id, demo.id])
      } else {
        expect(DENIED, `${collection}: ${show(created)}`).toContain(created.status)
        expect(await countRows(collection, target)).toBe(before)
      }
    }
  })
})

describe('spec 6: the Investment Manager and a closed opportunity', () => {
  test('reads the live opportunity’s notes but neither the closed one’s notes nor their trail entries', async () => {
    const manager = clients.get(ROLE.investmentManager)!
    const live = targets.get('live opportunity (stage 3)')!
    const closed = targets.get('closed opportunity (stage 4)')!
    const ids = await seedRows(closed, 'manager')
    expect((await manager.get(listPath('notes', live))).status).toBe(200)
    expect((await manager.get(listPath('notes', closed))).status).toBe(403)
    expect((await manager.get(`/api/notes/${ids.notes}?depth=0`)).status).toBe(404)
    // The record itself is readable, so its trail is too, without the entries of the hidden tab.
    const trail = await manager.get(listPath('activities', closed))
    expect(trail.status, show(trail)).toBe(200)
    const actions = trail.json<{ docs: Array<{ action: string }> }>().docs.map((doc) => doc.action)
    expect(actions).toContain('create')
    expect(actions.filter((action) => (NOTES_CALLS_TASKS_ACTIONS as readonly string[]).includes(action))).toEqual([])
    const superAdminTrail = await clients.get(ROLE.superAdmin)!.get(listPath('activities', closed))
    expect(superAdminTrail.json<{ docs: Array<{ action: string }> }>().docs.map((doc) => doc.action)).toContain('note-added')
  })
})

describe('nobody else', () => {
  test('an investor gets nothing, with or without naming the record', async () => {
    const investor = clients.get(ROLE.user)!
    const deal = targets.get('deal')!
    const ids = await seedRows(deal, 'investor')
    for (const collection of [...ROW_COLLECTIONS, 'activities']) {
      for (const path of [listPath(collection, deal), `/api/${collection}?depth=0`, `/api/${collection}/count`]) {
        const response = await investor.get(path)
        expect(DENIED, `${path}: ${show(response)}`).toContain(response.status)
      }
    }
    expect(DENIED).toContain((await investor.get(`/api/notes/${ids.notes}`)).status)
  })

  test('another tenant’s Super Admin can neither read, write nor change the demo tenant’s rows', async () => {
    const outsider = new TestClient('angel')
    await outsider.login('superadmin@angel.test')
    const deal = targets.get('deal')!
    const ids = await seedRows(deal, 'outsider')
    for (const collection of ROW_COLLECTIONS) {
      expect(DENIED).toContain((await outsider.get(listPath(collection, deal))).status)
      expect(DENIED).toContain((await outsider.get(`/api/${collection}/${ids[collection]}`)).status)
      expect(DENIED).toContain((await outsider.request('PATCH', `/api/${collection}/${ids[collection]}`, { body: { summary: 'x', title: 'x' } })).status)
      expect(DENIED).toContain((await outsider.request('DELETE', `/api/${collection}/${ids[collection]}`)).status)
    }
    const before = await countRows('notes', deal)
    const post = await outsider.request('POST', '/api/notes', { body: { targetCollection: 'deals', targetId: deal.id, body: noteBody('from angel') } })
    expect(DENIED, show(post)).toContain(post.status)
    expect(await countRows('notes', deal)).toBe(before)
    expect(await payload.count({ collection: 'notes', where: { id: { equals: ids.notes } }, overrideAccess: true })).toMatchObject({ totalDocs: 1 })
  })

  test('staff must name the record: a list, a count or a change by query is refused', async () => {
    const client = clients.get(ROLE.superAdmin)!
    for (const collection of [...ROW_COLLECTIONS, 'activities']) {
      for (const path of [`/api/${collection}?depth=0`, `/api/${collection}/count`, `/api/${collection}?where[tenant][equals]=${demo.id}`]) {
        const response = await client.get(path)
        expect(response.status, `${path}: ${show(response)}`).toBe(403)
      }
    }
    const deal = targets.get('deal')!
    const ids = await seedRows(deal, 'bulk')
    const byQuery = await client.request('PATCH', `/api/notes?where[id][equals]=${ids.notes}`, { body: { body: noteBody('bulk') } })
    expect(DENIED, show(byQuery)).toContain(byQuery.status)
    const deleteByQuery = await client.request('DELETE', `/api/tasks?where[id][equals]=${ids.tasks}`)
    expect(DENIED, show(deleteByQuery)).toContain(deleteByQuery.status)
    expect((await payload.count({ collection: 'tasks', where: { id: { equals: ids.tasks } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

describe('bad input is refused field by field and writes nothing', () => {
  type TBad = { collection: TRowCollection; body: Record<string, unknown>; field: string }
  const deal = () => targets.get('deal')!
  const base = () => ({ targetCollection: 'deals', targetId: deal().id })
  const BAD: Array<{ label: string; bad: () => TBad }> = [
    { label: 'a note as plain text', bad: () => ({ collection: 'notes', body: { ...base(), body: 'just text' }, field: 'body' }) },
    { label: 'an empty note', bad: () => ({ collection: 'notes', body: { ...base(), body: lexicalParagraphs(['   ']) }, field: 'body' }) },
    {
      label: 'a note with a link node',
      bad: () => ({ collection: 'notes', body: { ...base(), body: { root: { type: 'root', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] } } }, field: 'body' }),
    },
    { label: 'a call without an outcome', bad: () => ({ collection: 'call-logs', body: { ...base(), calledAt: new Date().toISOString() }, field: 'outcome' }) },
    { label: 'a call of -5 minutes', bad: () => ({ collection: 'call-logs', body: { ...base(), calledAt: new Date().toISOString(), outcome: 'connected', durationMinutes: -5 }, field: 'durationMinutes' }) },
    { label: 'a call without a time', bad: () => ({ collection: 'call-logs', body: { ...base(), outcome: 'connected' }, field: 'calledAt' }) },
    { label: 'a task without a title', bad: () => ({ collection: 'tasks', body: { ...base(), assignee: superAdmin.id }, field: 'title' }) },
    { label: 'a task for an investor', bad: () => ({ collection: 'tasks', body: { ...base(), title: 'x', assignee: users.get(ROLE.user)!.id }, field: 'assignee' }) },
    { label: 'a task for a staff member who may not work on deals', bad: () => ({ collection: 'tasks', body: { ...base(), title: 'x', assignee: users.get(ROLE.adviser)!.id }, field: 'assignee' }) },
    { label: 'a task for nobody', bad: () => ({ collection: 'tasks', body: { ...base(), title: 'x' }, field: 'assignee' }) },
    { label: 'an unknown kind of record', bad: () => ({ collection: 'notes', body: { targetCollection: 'tenants', targetId: demo.id, body: noteBody('x') }, field: 'targetCollection' }) },
    { label: 'a record id that is no number', bad: () => ({ collection: 'call-logs', body: { targetCollection: 'deals', targetId: 'abc', calledAt: new Date().toISOString(), outcome: 'connected' }, field: 'targetId' }) },
  ]

  test.each(BAD.map(({ label, bad }) => ({ label, bad })))('$label', async ({ bad }) => {
    const { collection, body, field } = bad()
    const client = clients.get(ROLE.superAdmin)!
    const [rowsBefore, trailBefore] = await Promise.all([countRows(collection, deal()), countRows('activities', deal())])
    const response = await client.request('POST', `/api/${collection}?depth=0`, { body })
    expect(response.status, show(response)).toBe(400)
    const paths = response.json<{ errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }>().errors.flatMap((error) => error.data?.errors ?? [])
    expect(paths.map((error) => error.path), show(response)).toContain(field)
    expect(paths.every((error) => typeof error.message === 'string' && error.message.length > 0)).toBe(true)
    expect([await countRows(collection, deal()), await countRows('activities', deal())]).toEqual([rowsBefore, trailBefore])
  })
})

describe('changing what is written', () => {
  test('a note is edited by its author only, and deleted by its author or by whoever may delete the record', async () => {
    const deal = targets.get('deal')!
    const write = async (author: User) =>
      (await payload.create({ collection: 'notes', data: { targetCollection: 'deals', targetId: deal.id, tenant: demo.id, author: author.id, body: noteBody('mine') }, overrideAccess: true })).id
    const committeeNote = await write(committee)
    const edit = (role: TRoleId, id: number) => clients.get(role)!.request('PATCH', `/api/notes/${id}?depth=0`, { body: { body: noteBody(`edited by ${role}`), targetId: 1, author: superAdmin.id } })
    // Super Admin may update the deal but did not write the note.
    expect((await edit(ROLE.superAdmin, committeeNote)).status).toBe(403)
    const byAuthor = await edit(ROLE.investmentCommittee, committeeNote)
    expect(byAuthor.status, show(byAuthor)).toBe(200)
    const row = await payload.findByID({ collection: 'notes', id: committeeNote, depth: 0, overrideAccess: true })
    // The record and the author stay whatever the body says.
    expect([row.targetId, row.author, row.bodyText]).toEqual([deal.id, committee.id, `edited by ${ROLE.investmentCommittee}`])
    // The Fund Manager may update deals but not delete them: not someone else's note.
    expect((await clients.get(ROLE.fundManager)!.request('DELETE', `/api/notes/${committeeNote}`)).status).toBe(403)
    // The Super Admin may delete deals, so also what is written on them.
    expect((await clients.get(ROLE.superAdmin)!.request('DELETE', `/api/notes/${committeeNote}`)).status).toBe(200)
    const ownNote = await write(users.get(ROLE.fundManager)!)
    expect((await clients.get(ROLE.fundManager)!.request('DELETE', `/api/notes/${ownNote}`)).status).toBe(200)
  })

  test('ticking a task off records when, and the trail says who completed it', async () => {
    const deal = targets.get('deal')!
    const { tasks: taskId } = await seedRows(deal, 'done')
    const client = clients.get(ROLE.investmentCommittee)!
    const done = await client.request('PATCH', `/api/tasks/${taskId}?depth=0`, { body: { done: true, doneAt: '2000-01-01T00:00:00.000Z', reminderSentAt: '2000-01-01T00:00:00.000Z' } })
    expect(done.status, show(done)).toBe(200)
    const row = await payload.findByID({ collection: 'tasks', id: taskId, depth: 0, overrideAccess: true })
    expect(row.done).toBe(true)
    expect(Date.now() - new Date(row.doneAt!).getTime()).toBeLessThan(60_000)
    expect(row.reminderSentAt ?? null).toBeNull()
    const { docs } = await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'deals' } }, { targetId: { equals: deal.id } }] }, sort: '-id', limit: 1, overrideAccess: true })
    expect(docs[0]).toMatchObject({ action: 'task-completed', actorId: committee.id, changes: { done: { from: false, to: true } } })
  })
})
