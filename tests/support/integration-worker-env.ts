import fs from 'node:fs'
import path from 'node:path'

import type { TWorkerEnv } from './test-stack'

// The first of the integration setup files (vitest.config.ts), so it runs before anything reads the
// environment (the Payload config reads DATABASE_URL when it is imported): each worker process takes
// a stack of its own (server, database copy, mail, fakes: tests/support/test-stack.ts) and keeps it
// for every file it runs.
//
// A worker claims its stack with a file created exclusively in TEST_WORKER_CLAIMS, not by
// VITEST_POOL_ID: Vitest 4.1 gives every integration worker pool id 1 when the unit project ran
// before them (checked with two probe files: two processes at once, both "1"), which sent both
// workers to the first stack. The claim is given back when the process exits, for a later worker.
const stacks = JSON.parse(process.env.TEST_WORKER_ENV ?? '{}') as TWorkerEnv
const claims = process.env.TEST_WORKER_CLAIMS
if (claims && !process.env.TEST_WORKER_STACK) {
  const claimed = Object.keys(stacks).find((id) => {
    try {
      fs.writeFileSync(path.join(claims, id), String(process.pid), { flag: 'wx' })
      return true
    } catch {
      return false
    }
  })
  if (!claimed) throw new Error(`No test stack is free for this integration worker (${Object.keys(stacks).length} started): npm test starts one per worker (TEST_INTEGRATION_WORKERS)`)
  Object.assign(process.env, stacks[claimed], { TEST_WORKER_STACK: claimed })
  process.once('exit', () => fs.rmSync(path.join(claims, claimed), { force: true }))
}
