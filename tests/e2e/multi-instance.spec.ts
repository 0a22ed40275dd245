import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startAppServer, type TAppServer } from '../support/app-server'
import { hasRedisServer, NO_REDIS_SERVER, startRedisServer, type TRedisServer } from '../support/redis-server'
import { currentUser, demoEmail, signIn, tenantOrigin } from '../support/e2e-login'
import { expectUnreadCount, freePort, serverUnreadCount, staffApiSession, uniqueToken, watchSocketFrames } from '../support/shell'

// Issue 3, item 6: with REDIS_URL set, the socket.io Redis adapter lets app instances deliver to
// each other's sockets. Two production servers on their own ports share the test database and a
// local Redis; a notification sent through instance A reaches a browser connected to instance B.
//
// The recipient is the custodian tenant's investor, whom no other browser test sends anything
// to, so its unread count is this test's alone while the other files run in parallel.

const TENANT = 'custodian'

const hasProductionBuild = fs.existsSync(path.resolve('.next', 'BUILD_ID'))

test.describe('two app instances sharing PostgreSQL and Redis', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(!hasRedisServer, NO_REDIS_SERVER)
  test.skip(!hasProductionBuild, 'needs a production build (.next/BUILD_ID); `npm test` builds one first, the dev server has none')
  test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL of the test database (set by `npm test`) for the two servers')

  let redis: TRedisServer | null = null
  let instanceA: TAppServer | null = null
  let instanceB: TAppServer | null = null

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const redisPort = await freePort(6390)
    redis = await startRedisServer(redisPort)
    const env = { REDIS_URL: redis.url }
    const portA = await freePort(3201)
    const portB = await freePort(portA + 1)
    ;[instanceA, instanceB] = await Promise.all([
      startAppServer({ port: portA, env, timeoutMs: 150_000 }),
      startAppServer({ port: portB, env, timeoutMs: 150_000 }),
    ])
  })

  test.afterAll(async () => {
    await Promise.all([instanceA?.stop(), instanceB?.stop()])
    instanceA = instanceB = null
    await redis?.stop()
    redis = null
  })

  test('a notification sent through instance A arrives live in a browser connected to instance B', async ({ browser, page }) => {
    test.setTimeout(90_000)
    const originA = tenantOrigin(TENANT, String(instanceA!.port))
    const originB = tenantOrigin(TENANT, String(instanceB!.port))

    const frames = watchSocketFrames(page)
    await signIn(page, { email: demoEmail('investor', TENANT), origin: originB, target: '/investor' })
    expect(new URL(page.url()).origin).toBe(originB)
    const recipient = await currentUser(page, originB)
    expect(recipient.status).toBe(200)
    await frames.subscribed()
    expect(frames.sockets.map((socket) => new URL(socket.url()).port), 'the page talks to instance B only').toEqual([String(instanceB!.port)])
    const before = await serverUnreadCount(page)
    await expectUnreadCount(page, before)

    const staff = await staffApiSession(browser, originA, demoEmail('superadmin', TENANT))
    try {
      const token = uniqueToken('across')
      const sent = await staff.send(recipient.body!.id, { message: `Sent through A, **${token}**` })
      await expectUnreadCount(page, before + 1, 5_000)
      test.info().annotations.push({ type: 'cross-instance delivery', description: `${Date.now() - sent.respondedAt} ms after the send response` })
      expect(frames.frames.some((frame) => frame.includes(token)), 'the notification came over B’s socket').toBe(true)

      await page.getByTestId('notification-bell').click()
      await expect(page.getByTestId('notification-panel').getByTestId('notification-item').filter({ hasText: token }).locator('strong')).toHaveText(token)
      await page.getByTestId('notification-panel').getByRole('button', { name: 'Mark all as read' }).click()
      await expectUnreadCount(page, 0)
    } finally {
      await staff.close()
    }
  })
})
