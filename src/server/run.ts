import { ROLE_IDS, ROLE_SLUG } from '../access/roles'
import { DEMO_PASSWORD, OPERATOR_EMAIL } from '../seed/demo-accounts'
import { ensureDatabase, type TDatabasePurpose } from './database-url'
import { prepareDatabaseStep } from './prepare-step'
import { demoAllowedInProduction, demoSeedWanted, productionSettingProblems } from './production-readiness'

const log = (message: string) => console.log(`> ${message}`)

function printWelcome(port: number, demo: boolean): void {
  if (!demo) {
    console.log(`\n  Ready on http://localhost:${port}\n  Operator console: /cms on PLATFORM_HOST (${process.env.PLATFORM_HOST || 'localhost'}); first operator: npm run operator:create -- <email>\n`)
    return
  }
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
 * Production settings check, database (embedded when DATABASE_URL is unset), migrations and the
 * demo seed (development, or SEED_DEMO=1) in a child process, then the HTTP server. Stops the
 * embedded database on exit.
 */

export async function run(options: { dev: boolean; purpose: TDatabasePurpose }): Promise<void> {
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'
  const port = Number(process.env.PORT ?? 3000)
  if (!options.dev) {
    const problems = productionSettingProblems(process.env)
    if (problems.length > 0) throw new Error(`Refusing to start in production:\n  - ${problems.join('\n  - ')}`)
  }
  const database = await ensureDatabase(options.purpose, log)
  const seed = demoSeedWanted({ dev: options.dev, env: process.env })
  const refuseDemoPasswords = !options.dev && !demoAllowedInProduction(process.env)
  try {
    // npm test's and npm run bench's servers start over a database they migrated (and seeded)
    // moments before: the step's child (Payload loaded once more, about 8 s of CPU) is skipped
    // there (DATABASE_PREPARED=1). Never where the start must refuse demo passwords: that check is the step's.
    if (process.env.DATABASE_PREPARED !== '1' || refuseDemoPasswords) prepareDatabaseStep([...(seed ? ['--seed'] : []), ...(refuseDemoPasswords ? ['--refuse-demo-passwords'] : [])], log)
  } catch (error) {
    await database.stop()
    throw error
  }
  // Imported only now: the server's modules read DATABASE_URL when loaded, and the embedded
  // database has only just set it (issue 8, finding 0).
  const { startHttpServer } = await import('./http-server')
  const running = await startHttpServer({ dev: options.dev, port })
  printWelcome(port, options.dev || demoAllowedInProduction(process.env))

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
