import path from 'node:path'

import { aiFakeEnv, startAiFake } from './ai-fake'
import { anyFreePort, startAppServer, type TAppServer } from './app-server'
import { s3Env, startS3Server } from './s3-server'
import { startStripeFake, stripeEnv } from './stripe-fake'

/**
 * What one test process talks to: a server under test over one database, with the fakes it calls
 * (S3, Stripe, the AI provider) and, for the integration files, the second server beside it. npm test
 * starts one stack per integration worker (scripts/test.ts), each over its own copy of the seeded
 * database, mail and files, so files running at the same time never see each other's clock, mail,
 * tenant settings or provider requests. `env` is what a test process needs to reach them.
 */
export type TTestStack = { url: string; env: Record<string, string>; stop: () => Promise<void> }

export async function startTestStack(options: { port: number; databaseUrl: string; mailDir: string; filesDir: string; second: boolean; /** A folder for each server's output, read by scripts/ci-summary.ts when a test failed. */ logDir?: string }): Promise<TTestStack> {
  const [s3, stripe, ai] = await Promise.all([startS3Server(), startStripeFake(), startAiFake()])
  const stopFakes = () => Promise.all([s3.stop(), stripe.stop(), ai.stop()]).then(() => undefined)
  const shared = { DATABASE_URL: options.databaseUrl, MAIL_DIR: options.mailDir, FILES_DIR: options.filesDir }
  // The database was migrated and seeded by npm test just before (src/server/run.ts skips its step).
  const serverEnv = { ...shared, SEED: '0', DATABASE_PREPARED: '1' }
  const logFile = (port: number) => (options.logDir ? path.join(options.logDir, `server-${port}.log`) : undefined)
  const secondPort = await anyFreePort()
  const started = await Promise.allSettled([
    // PUBLIC_URL: the console's own origin over plain http here, so its browser test can sign in (tests/e2e/tenant-provisioning.spec.ts).
    startAppServer({ port: options.port, logFile: logFile(options.port), env: { ...serverEnv, PUBLIC_URL: `http://localhost:${options.port}`, ...stripeEnv(stripe), ...aiFakeEnv(ai) } }),
    // The second server: the same build and database with documents on S3, no card provider, no AI provider.
    ...(options.second ? [startAppServer({ port: secondPort, logFile: logFile(secondPort), env: { ...serverEnv, ...s3Env(s3) } })] : []),
  ])
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await stopFakes()
  }
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  const [main, second] = servers as [TAppServer, TAppServer?]
  return {
    url: main.url,
    env: {
      ...shared,
      // APP_URL, not BASE_URL: Vitest sets BASE_URL to Vite's '/' in its workers (Playwright's is set by scripts/test.ts).
      APP_URL: main.url,
      ...(second ? { SECOND_APP_URL: second.url } : {}),
      S3_TEST_ENDPOINT: s3.endpoint,
      S3_TEST_BUCKET: s3.bucket,
      STRIPE_TEST_URL: stripe.url,
      STRIPE_TEST_SECRET_KEY: stripe.secretKey,
      STRIPE_TEST_WEBHOOK_SECRET: stripe.webhookSecret,
      AI_TEST_URL: ai.url,
      AI_TEST_API_KEY: ai.apiKey,
    },
    stop,
  }
}

/**
 * The environment of each integration worker's stack, by stack number ('1' is the runner's own
 * environment): npm test writes it to TEST_WORKER_ENV, and tests/support/integration-worker-env.ts
 * has each worker process claim one and apply it before anything reads the environment.
 */
export type TWorkerEnv = Record<string, Record<string, string>>
