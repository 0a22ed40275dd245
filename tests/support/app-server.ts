import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { EXIT_UNSETTLED_AWAIT } from '../../src/server/prepare-step'

/** A TCP port nothing listens on right now (for a server or database a test starts itself). */
export function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

/**
 * Refuses a port something already listens on: the readiness poll would otherwise take that
 * process (a server left over from another run, on a dead database) for the one being started.
 */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use (a server left from another run?): stop it or choose another TEST_PORT`) : error),
    )
    probe.listen(port, () => probe.close(() => resolve()))
  })
}

export type TAppServer = { url: string; port: number; stop: () => Promise<void>; /** SIGKILL to the whole process group: a crash, with nothing flushed or rolled back by the app. */ kill: () => Promise<void> }

type TStartOptions = { port: number; env?: Record<string, string>; timeoutMs?: number; /** Where the server's output is copied too (it still reaches this process's output). */ logFile?: string }

/**
 * Node 20's module loader hooks (tsx runs on them) now and then never answer a module import: the
 * process then ends as if it had finished, exit 0 or 13 with nothing printed (reproduced: about one
 * start in thirty of `await import('../payload.config')` under `node --import tsx`; Payload's
 * payloadcms/payload#17757 is the same). Our own start-up failures exit 1 with a message. A server
 * that stops that way before answering is started once more.
 */
export class SilentStartStop extends Error {}

/**
 * Starts the production server (scripts/start.ts) as its own process group on `port`, against
 * the DATABASE_URL of this process, and waits until it answers. Used by scripts/test.ts and by
 * tests that need a second instance (maintenance mode, several instances).
 */
export async function startAppServer(options: TStartOptions): Promise<TAppServer> {
  try {
    return await startAppServerOnce(options)
  } catch (error) {
    if (!(error instanceof SilentStartStop)) throw error
    console.warn(`${error.message}: starting it once more`)
    return startAppServerOnce(options)
  }
}

async function startAppServerOnce(options: TStartOptions): Promise<TAppServer> {
  await assertPortFree(options.port)
  const url = `http://localhost:${options.port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    // A production build over the demo data, mail written to disk for the tests to read: what a
    // real production start refuses (docs/security.md), so said explicitly here. The test clients
    // reach it through 127.0.0.1 and say who they are in X-Forwarded-For, as a proxy would.
    env: {
      ...process.env,
      PORT: String(options.port),
      TEST_RUN: '1',
      // The journey's 24-hour rules are tested by moving the server's clock (src/lib/clock.ts); never set in production.
      TEST_CLOCK_CONTROL: '1',
      // Staff two-factor only where a test switches on the tenant's setting (decision 039): the demo Super Admins sign in with a password.
      STAFF_TOTP: 'tenant',
      ALLOW_DEMO_IN_PRODUCTION: '1',
      MAIL_TRANSPORT: 'file',
      TRUSTED_PROXIES: '127.0.0.1,::1',
      ...options.env,
    },
    stdio: ['ignore', options.logFile ? 'pipe' : 'inherit', options.logFile ? 'pipe' : 'inherit'],
    detached: true,
  })
  if (options.logFile) {
    fs.mkdirSync(path.dirname(options.logFile), { recursive: true })
    const log = fs.createWriteStream(options.logFile, { flags: 'a' })
    child.stdout?.on('data', (chunk: Buffer) => (process.stdout.write(chunk), log.write(chunk)))
    child.stderr?.on('data', (chunk: Buffer) => (process.stderr.write(chunk), log.write(chunk)))
    child.once('exit', () => log.end())
  }
  let exited = false
  let exitedWith = ''
  let silentStop = false
  child.on('exit', (code, signal) => {
    exited = true
    exitedWith = signal ? `signal ${signal}` : `code ${code}`
    silentStop = code === 0 || code === EXIT_UNSETTLED_AWAIT
  })

  const deadline = Date.now() + (options.timeoutMs ?? 240_000)
  while (Date.now() < deadline) {
    if (exited) {
      const message = `The app server on port ${options.port} exited during start-up (${exitedWith})`
      throw silentStop ? new SilentStartStop(message) : new Error(message)
    }
    try {
      // Any answer of the current-user route means the server listens (it needs no tenant: a
      // production install without tenants answers it too).
      const response = await fetch(`${url}/api/user`)
      if (response.status < 500 || response.status === 503) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (Date.now() >= deadline) throw new Error(`The app server on port ${options.port} did not answer in time`)

  return {
    url,
    port: options.port,
    stop: async () => {
      if (exited || child.pid == null) return
      const gone = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      const timer = setTimeout(() => child.pid != null && !exited && process.kill(-child.pid, 'SIGKILL'), 10_000)
      await gone
      clearTimeout(timer)
    },
    kill: async () => {
      if (exited || child.pid == null) return
      const gone = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGKILL')
      await gone
    },
  }
}

/**
 * The run's second server (scripts/test.ts starts it beside the one under test, on the same build and
 * database): documents on the run's S3 store, no card provider, no AI provider. For the files that
 * test those configurations, which would otherwise each start a server of their own.
 */
export function secondAppUrl(): string {
  const url = process.env.SECOND_APP_URL
  if (!url) throw new Error('SECOND_APP_URL is not set: run the integration tests through npm test, which starts the second server')
  return url
}
