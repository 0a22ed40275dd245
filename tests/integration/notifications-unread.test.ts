import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { formatBadgeCount } from '@/lib/badge'
import type { Tenant, User } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { createTestUser, deleteRunUsers, tenantByCode, TEST_PASSWORD, testPayload } from '../support/payload'

// spec 9: the badge shows 99 from 100 unread up. The unread call sends the newest 50 and the
// total, which the badge reads (issue 9, section 0): before, the badge counted the rows sent and
// stopped at 50.

let payload: Payload
let tenant: Tenant
let investor: User

beforeAll(async () => {
  payload = await testPayload()
  tenant = await tenantByCode(payload, 'demo')
  investor = await createTestUser(payload, tenant, ROLE.user, { slug: 'many-unread' })
  // One statement for 120 rows: the point is the count, not the insert path (notify() has its own tests).
  await payload.db.pool.query(
    `INSERT INTO notifications (tenant_id, user_id, data_message, updated_at, created_at)
     SELECT $1, $2, 'Unread number ' || n, now(), now() - make_interval(secs => n) FROM generate_series(1, 120) AS n`,
    [tenant.id, investor.id],
  )
})

afterAll(async () => {
  if (payload && investor) await payload.delete({ collection: 'notifications', where: { user: { equals: investor.id } }, overrideAccess: true })
  await deleteRunUsers(payload)
})

test('120 unread: the newest 50 are sent, the total says 120, and the badge reads 99', async () => {
  const client = new TestClient('demo')
  await client.login(investor.email, TEST_PASSWORD)
  const unread = await client.get('/api/notifications/user/unread')
  expect(unread.status).toBe(200)
  const body = unread.json<{ data: { data: { message: string } }[]; total: number }>()
  expect(body.data).toHaveLength(50)
  expect(body.data[0]?.data.message).toBe('Unread number 1')
  expect(body.total).toBe(120)
  expect(formatBadgeCount(body.total)).toBe('99')

  const marked = await client.request('POST', '/api/notifications/user/mark-read')
  expect(marked.status).toBe(200)
  expect((await client.get('/api/notifications/user/unread')).json<{ total: number }>().total).toBe(0)
})
