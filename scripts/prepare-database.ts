// Child step of dev/start/test: migrate, seed an empty database with --seed, and with
// --refuse-demo-passwords (production) fail while demo accounts exist. DATABASE_URL must be set.
import { prepareDatabase } from '../src/server/prepare-database'

const flag = (name: string) => process.argv.includes(name)

// Exit code 13 is Node's "unsettled top-level await": the event loop emptied while the step below was
// still awaited, on a promise nothing would settle. It has happened now and then (a test's seed child;
// once a clean clone's seed "without a word"): say so, with the last thing the step logged.
let lastLogged = '(nothing yet)'
process.on('exit', (code) => {
  if (code === 13) console.error(`prepare-database: stopped with work still awaited (exit 13: the event loop emptied); the last step logged: ${lastLogged}`)
})
const log = (message: string) => {
  lastLogged = message
  console.log(message)
}

try {
  await prepareDatabase({ reset: flag('--reset'), seed: flag('--seed'), refuseDemoPasswords: flag('--refuse-demo-passwords'), log })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
process.exit(0)
