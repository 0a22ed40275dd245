import { spawnSync } from 'node:child_process'

// Exit code 13 is Node's "unsettled top-level await": the step's promise was left pending with
// nothing to wake it: a dynamic import that Node 20's loader hooks (tsx) never answered
// (docs/ARCHITECTURE.md, "Tests"). Migrating again is safe and a real error fails twice. (A seed cut
// off part-way is not redone: the database is no longer empty; `npm run seed -- --reset` rebuilds the demo data.)
export const EXIT_UNSETTLED_AWAIT = 13

/**
 * Runs scripts/prepare-database.ts (migrations; `--seed`, `--refuse-demo-passwords` as given) in a
 * child, once more when it ended unsettled or by a signal; throws with how it ended when it failed.
 * `npm start`/`dev` and `npm run operator:create` prepare the database through this one step.
 */
export function prepareDatabaseStep(args: string[], log: (message: string) => void = () => {}): void {
  const prepare = () => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts', ...args], { stdio: 'inherit', env: process.env })
  let prepared = prepare()
  if (prepared.status === EXIT_UNSETTLED_AWAIT || prepared.signal) {
    log(`preparing the database ended with ${prepared.signal ?? `exit code ${prepared.status}`}: trying once more`)
    prepared = prepare()
  }
  if (prepared.status !== 0) {
    // Say how it ended: a child killed by a signal (or never started) prints nothing of its own.
    const how = prepared.error ? prepared.error.message : prepared.signal ? `killed by ${prepared.signal}` : `exit code ${prepared.status}`
    throw new Error(`Preparing the database failed (${how})`)
  }
}
