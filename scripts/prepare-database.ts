// Child step of dev/start/test: migrate, seed an empty database with --seed, and with
// --refuse-demo-passwords (production) fail while demo accounts exist. DATABASE_URL must be set.
import { prepareDatabase } from '../src/server/prepare-database'

const flag = (name: string) => process.argv.includes(name)

try {
  await prepareDatabase({ reset: flag('--reset'), seed: flag('--seed'), refuseDemoPasswords: flag('--refuse-demo-passwords') })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
process.exit(0)
