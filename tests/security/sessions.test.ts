import type { Payload } from 'payload'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { IDLE_MINUTES } from '@/auth/session-records'
import type { User } from '@/payload-types'

import { SESSION_COOKIE, TestClient, type TResponse } from '../support/http-client'
import { connectSocket } from '../support/live-socket'
import { createTestUser, deleteRunUsers, tenantByCode, TEST_PASSWORD, testPayload } from '../support/payload'

// Issue 8, finding 8: a session ends for real. The attacker holds a copy of a session cookie
// (stolen from a shared computer, a proxy log, a backup); logout, a password change or reset by
// the owner, or an idle time-out must make that copy worthless everywhere: the fast routes,
// Payload's REST, the pages and the live socket.

const PASSWORD = TEST_PASSWORD
const NEW_PASSWORD = 'session-password-2'

let payload: Payload

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 200)}`

async function createUser(roleId: number): Promise<User> {
  return createTestUser(payload, await tenantByCode(payload, 'demo'), roleId, { slug: 'session' })
}

async function signedIn(user: User): Promise<TestClient> {
  const client = new TestClient('demo')
  await client.login(user.email, PASSWORD)
  return client
}

/** A second client holding a copy of `client`'s session cookie and nothing else. */
function copyOf(client: TestClient): TestClient {
  const thief = new TestClient('demo')
  thief.cookies.set(SESSION_COOKIE, client.cookies.get(SESSION_COOKIE)!)
  return thief
}

/** Every door a session opens: the fast route, Payload's REST, a Payload endpoint, a page. */
async function doorsOpenTo(client: TestClient, user: User): Promise<Record<string, boolean>> {
  const [currentUser, rest, unread, page] = await Promise.all([
    client.get('/api/user'),
    client.get(`/api/users/${user.id}`),
    client.get('/api/notifications/user/unread'),
    client.get(user.role_id === ROLE.user ? '/investor' : '/admin', { accept: 'text/html' }),
  ])
  return { currentUser: currentUser.status === 200, rest: rest.status === 200, unread: unread.status === 200, page: page.status === 200 }
}

const ALL_OPEN = { currentUser: true, rest: true, unread: true, page: true }
const ALL_SHUT = { currentUser: false, rest: false, unread: false, page: false }

async function ageSession(userId: number, minutes: number): Promise<void> {
  await payload.db.pool.query(`UPDATE user_sessions SET last_seen_at = now() - $2 * interval '1 minute' WHERE user_id = $1 AND ended_at IS NULL`, [userId, minutes])
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('a copied session cookie dies with its session', () => {
  test('logout ends every copy of the session, on the fast routes, REST, endpoints and pages', async () => {
    const user = await createUser(ROLE.user)
    const owner = await signedIn(user)
    const thief = copyOf(owner)
    expect(await doorsOpenTo(thief, user)).toEqual(ALL_OPEN)

    const logout = await owner.request('POST', '/logout')
    expect(logout.status, show(logout)).toBe(204)

    expect(await doorsOpenTo(thief, user)).toEqual(ALL_SHUT)
  })

  test('GET /api/logout (where a 401 sends the browser) ends the session too', async () => {
    const user = await createUser(ROLE.superAdmin)
    const owner = await signedIn(user)
    const thief = copyOf(owner)
    expect((await owner.get('/api/logout')).status).toBe(303)
    expect((await thief.get('/api/user')).status).toBe(401)
  })

  test('logout ends only that session: the same user signed in elsewhere stays in', async () => {
    const user = await createUser(ROLE.user)
    const laptop = await signedIn(user)
    const phone = await signedIn(user)
    await laptop.request('POST', '/logout')
    expect((await laptop.get('/api/user')).status).toBe(401)
    expect((await phone.get('/api/user')).status).toBe(200)
  })

  test('a password change ends every other session and keeps the one that made it', async () => {
    const user = await createUser(ROLE.user)
    const owner = await signedIn(user)
    const thief = await signedIn(user)
    const changed = await owner.request('POST', '/api/auth/update-password', {
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    })
    expect(changed.status, show(changed)).toBe(200)
    expect(await doorsOpenTo(thief, user)).toEqual(ALL_SHUT)
    expect(await doorsOpenTo(owner, user)).toEqual(ALL_OPEN)
  })

  test('the session rows say why they ended', async () => {
    const user = await createUser(ROLE.user)
    const owner = await signedIn(user)
    await owner.request('POST', '/logout')
    const { rows } = await payload.db.pool.query<{ ended_reason: string }>(`SELECT ended_reason FROM user_sessions WHERE user_id = $1`, [user.id])
    expect(rows).toEqual([{ ended_reason: 'logout' }])
  })
})

describe('idle time-out', () => {
  test.each([
    ['an investor', ROLE.user, IDLE_MINUTES.investor],
    ['staff', ROLE.superAdmin, IDLE_MINUTES.staff],
  ])('%s: idle past the limit ends the session, just under it keeps it', async (_label, roleId, limit) => {
    const user = await createUser(roleId)
    const client = await signedIn(user)
    await ageSession(user.id, limit - 2)
    expect((await client.get('/api/user')).status).toBe(200)
    // That request was activity: the clock starts again.
    const { rows } = await payload.db.pool.query<{ idle_seconds: number }>(
      `SELECT extract(epoch FROM now() - last_seen_at)::float8 AS idle_seconds FROM user_sessions WHERE user_id = $1`,
      [user.id],
    )
    expect(rows[0].idle_seconds).toBeLessThan(60)

    await ageSession(user.id, limit + 1)
    expect(await doorsOpenTo(client, user)).toEqual(ALL_SHUT)
  })

  test('staff idle for longer than the staff limit but less than the investor limit are out', async () => {
    expect(IDLE_MINUTES.staff).toBeLessThan(IDLE_MINUTES.investor)
    const investor = await createUser(ROLE.user)
    const staff = await createUser(ROLE.support)
    const [investorClient, staffClient] = await Promise.all([signedIn(investor), signedIn(staff)])
    const between = IDLE_MINUTES.staff + 5
    await Promise.all([ageSession(investor.id, between), ageSession(staff.id, between)])
    expect((await investorClient.get('/api/user')).status).toBe(200)
    expect((await staffClient.get('/api/user')).status).toBe(401)
  })
})

describe('live sockets', () => {
  const connect = connectSocket

  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket stayed connected')), 10_000)
      socket.on('disconnect', (reason) => {
        clearTimeout(timer)
        resolve(reason)
      })
    })

  test('logout disconnects the sockets of that session at once', async () => {
    const user = await createUser(ROLE.user)
    const client = await signedIn(user)
    const socket = await connect(client)
    const gone = disconnected(socket)
    await client.request('POST', '/logout')
    expect(await gone).toBe('io server disconnect')
  })

  test('a password change disconnects the sockets of the other sessions, not its own', async () => {
    const user = await createUser(ROLE.user)
    const owner = await signedIn(user)
    const other = await signedIn(user)
    const [ownSocket, otherSocket] = await Promise.all([connect(owner), connect(other)])
    const otherGone = disconnected(otherSocket)
    await owner.request('POST', '/api/auth/update-password', { body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } })
    expect(await otherGone).toBe('io server disconnect')
    expect(ownSocket.connected).toBe(true)
    ownSocket.close()
  })

  test('a socket cannot be opened with a session that has ended', async () => {
    const user = await createUser(ROLE.user)
    const owner = await signedIn(user)
    const thief = copyOf(owner)
    await owner.request('POST', '/logout')
    await expect(connect(thief)).rejects.toThrow('unauthorised')
  })
})
