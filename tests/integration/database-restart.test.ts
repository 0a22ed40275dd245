import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { startEmbeddedPostgres, type TEmbeddedDatabase } from '@/server/embedded-postgres'

import { anyFreePort, startAppServer, type TAppServer } from '../support/app-server'
import { TestClient } from '../support/http-client'

// Issue 8, reliability: the database restarts under a running server (a failover, a minor-version
// upgrade, an OOM kill). While it is down every API call answers 503, which sends browsers to
// /maintenance (spec 2.4 and 8) instead of a 500 or, worse, a 401 that would sign everyone out;
// the maintenance page itself still renders; and once the database is back the same server
// process serves again by itself, sessions intact.
//
// This file owns a cluster and a server of its own: stopping the shared test database would pull
// it from under every other file.

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data', 'pg-restart')

let database: TEmbeddedDatabase
let databasePort: number
let server: TAppServer
let investor: TestClient


const startDatabase = () => startEmbeddedPostgres({ dataDir, database: 'app', port: databasePort })

/** The answers a signed-in investor gets from each kind of door: fast route, Payload REST, Payload endpoint, page. */
async function answers(client: TestClient) {
  const [currentUser, notifications, opportunities, maintenance] = await Promise.all([
    client.get('/api/user'),
    client.get('/api/notifications/user/unread'),
    client.get('/api/investment-opportunities?limit=1'),
    client.get('/maintenance', { accept: 'text/html' }),
  ])
  return { currentUser: currentUser.status, notifications: notifications.status, opportunities: opportunities.status, maintenancePage: maintenance.status }
}

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last = await probe()
  while (!done(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    last = await probe()
  }
  return last
}

beforeAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  databasePort = await anyFreePort()
  database = await startDatabase()
  // The demo tenant is all this needs; asynchronously, as this process reads the new cluster's log pipe (decision 005).
  const seed = () => {
    const seeding = spawn(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts', '--reset', '--seed'], {
      env: { ...process.env, DATABASE_URL: database.url, SEED_DEMO: '1', DEMO_TENANTS: 'demo' },
      stdio: 'inherit',
    })
    return new Promise((resolve) => seeding.on('exit', resolve))
  }
  // Tried twice, as npm test tries its own seed: the step has now and then stopped with exit 13 (the
  // event loop emptied mid-seed; scripts/prepare-database.ts says where), a real error fails both times.
  expect((await seed()) === 0 || (await seed()) === 0).toBe(true)
  server = await startAppServer({ port: await anyFreePort(), env: { DATABASE_URL: database.url }, timeoutMs: 120_000 })
  investor = new TestClient('demo', server.url)
  await investor.login('investor@demo.test')
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await database?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the database restarts under a running server', () => {
  test('503 while it is down, the maintenance page still renders, and service resumes by itself', async () => {
    // Healthy and with the switch off, /maintenance returns to / (spec 2.4).
    expect(await answers(investor)).toEqual({ currentUser: 200, notifications: 200, opportunities: 200, maintenancePage: 307 })

    await database.stop()
    const down = await answers(investor)
    expect(down).toEqual({ currentUser: 503, notifications: 503, opportunities: 503, maintenancePage: 200 })
    const visitor = new TestClient('demo', server.url)
    await visitor.csrf()
    const login = await visitor.request('POST', '/login', { body: { email: 'investor@demo.test', password: 'demo-password-1' } })
    expect([login.status, login.headers['set-cookie'] ?? []]).toEqual([503, []])

    database = await startDatabase()
    const back = await waitFor(() => answers(investor), (value) => value.currentUser === 200, 60_000)
    // The same session as before the outage: nobody was signed out by it.
    expect(back).toEqual({ currentUser: 200, notifications: 200, opportunities: 200, maintenancePage: 307 })
    const again = new TestClient('demo', server.url)
    await again.login('investor@demo.test')
  }, 180_000)
})
