import { spawnSync } from 'node:child_process'

import { ROLE_IDS, ROLE_SLUG } from '../access/roles'
import { DEMO_PASSWORD, OPERATOR_EMAIL } from '../seed/demo-data'
import { ensureDatabase } from './database-url'
import { startHttpServer } from './http-server'

const log = (message: string) => console.log(`> ${message}`)

function printWelcome(port: number): void {
  const url = `http://localhost:${port}`
  const logins = ROLE_IDS.map((role) => `${ROLE_SLUG[role]}@demo.test`).join(', ')
  console.log(`
  Ready on ${url}
  Other tenants: http://angel.localhost:${port}, http://capital.localhost:${port}, http://fund.localhost:${port}, http://custodian.localhost:${port}
  Operator console: ${url}/cms  (${OPERATOR_EMAIL})
  Demo logins (password "${DEMO_PASSWORD}"): ${logins}
    also newinvestor@<tenant>.test (terms and test pending) and unverified@<tenant>.test
    on another tenant, swap "demo" for its code, e.g. investor@angel.test on angel.localhost
  Emails (no SMTP_HOST): written to ${process.env.MAIL_DIR ?? '.data/mail'}
`)
}

/**
 * Database (embedded when DATABASE_URL is unset), migrations and demo seed in a child process,
 * then the HTTP server. Stops the embedded database on exit.
 */
export async function run(options: { dev: boolean; purpose: 'dev' | 'test' | 'bench' }): Promise<void> {
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'
  const port = Number(process.env.PORT ?? 3000)
  const database = await ensureDatabase(options.purpose, log)
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts', ...(process.env.SEED === '0' ? ['--no-seed'] : [])], {
    stdio: 'inherit',
    env: process.env,
  })
  if (prepared.status !== 0) {
    await database.stop()
    throw new Error('Preparing the database failed')
  }
  const running = await startHttpServer({ dev: options.dev, port })
  printWelcome(port)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal}: stopping`)
    await running.close().catch(() => {})
    await database.stop().catch(() => {})
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}
