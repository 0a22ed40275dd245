import { beforeAll, describe, expect, test } from 'vitest'

import { adminPathForOpportunity } from '@/domain/investments/stages'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload } from '../support/payload'

// Issue 9, section 0 (spec 2.1, 6): an opportunity's stage-specific tabs, and the tabs spec 6
// hides from an Investment Manager, answer 404 where the record does not have them for the role.

const ids: Record<number, number> = {}
const clients: Record<'superadmin' | 'manager', TestClient> = { superadmin: new TestClient('demo'), manager: new TestClient('demo') }

beforeAll(async () => {
  const payload = await testPayload()
  const demo = await tenantByCode(payload, 'demo')
  for (const stage of [2, 4, 5, 6]) {
    const { docs } = await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: demo.id } }, { stage: { equals: stage } }] }, limit: 1, depth: 0, overrideAccess: true })
    ids[stage] = docs[0]!.id
  }
  await clients.superadmin.login('superadmin@demo.test')
  await clients.manager.login('manager@demo.test')
})


const tab = (stage: number, name: string) => `${adminPathForOpportunity({ id: ids[stage]!, stage })}/${name}`
const statusOf = async (who: keyof typeof clients, path: string) => (await clients[who].get(path, { accept: 'text/html' })).status

describe('tabs by stage', () => {
  test.each([
    [2, 'performance', 404],
    [4, 'performance', 200],
    [5, 'cap-table', 404],
    [5, 'cap-table-performance', 404],
    [6, 'cap-table', 200],
    [6, 'cap-table-performance', 200],
    [2, 'key-information', 200],
    [6, 'no-such-tab', 404],
  ])('stage %i, %s: %i', async (stage, name, status) => {
    expect(await statusOf('superadmin', tab(stage, name))).toBe(status)
  })

  test('an id of the other area is a 404 (a live id under existing)', async () => {
    expect(await statusOf('superadmin', `/admin/investments/existing/${ids[2]}/details/key-information`)).toBe(404)
  })
})

describe('Investment Manager (spec 6)', () => {
  test.each([
    [4, 'performance', 404],
    [4, 'notes-calls-tasks', 404],
    [4, 'transactions', 200],
    [6, 'notes-calls-tasks', 404],
    [6, 'transactions', 404],
    [6, 'cap-table', 200],
    [2, 'notes-calls-tasks', 200],
  ])('stage %i, %s: %i', async (stage, name, status) => {
    expect(await statusOf('manager', tab(stage, name))).toBe(status)
  })

  test('the details page links only the tabs the manager may open', async () => {
    const html = (await clients.manager.get(adminPathForOpportunity({ id: ids[6]!, stage: 6 }), { accept: 'text/html' })).text
    expect(html).toContain(`${ids[6]}/details/cap-table"`)
    expect(html).not.toContain(`${ids[6]}/details/transactions"`)
    expect(html).not.toContain(`${ids[6]}/details/notes-calls-tasks"`)
  })
})

describe('preview as investor (issue 9 §5)', () => {
  test('renders the investor detail screen inside the staff shell, with the preview banner', async () => {
    const response = await clients.superadmin.get(tab(2, 'preview'), { accept: 'text/html' })
    expect(response.status).toBe(200)
    expect(response.text).toContain('Preview: this is what investors see')
    expect(response.text).toContain('About this opportunity')
    expect(response.text).toContain('data-testid="staff-nav"')
  })

  test('a stage investors do not see says so; an existing id is not a live preview', async () => {
    const closed = await clients.superadmin.get(tab(4, 'preview'), { accept: 'text/html' })
    expect(closed.status).toBe(200)
    expect(closed.text).toContain('investors do not see it in the portal')
    expect(await statusOf('superadmin', `/admin/investments/opportunities/${ids[5]}/details/preview`)).toBe(404)
  })
})
