import type { TWorkerEnv } from './test-stack'

// The first of the integration setup files (vitest.config.ts), so it runs before anything reads the
// environment (the Payload config reads DATABASE_URL when it is imported): a worker other than the
// first takes its own stack's server, database, mail and fakes (tests/support/test-stack.ts).
const poolId = process.env.VITEST_POOL_ID ?? '1'
const workers = JSON.parse(process.env.TEST_WORKER_ENV ?? '{}') as TWorkerEnv
if (poolId !== '1') {
  const env = workers[poolId]
  if (!env) throw new Error(`Integration worker ${poolId} has no stack of its own: npm test starts one per worker (TEST_INTEGRATION_WORKERS)`)
  Object.assign(process.env, env)
}
