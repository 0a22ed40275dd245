// Child step of dev/start/test: migrate (and seed an empty database). DATABASE_URL must be set.
import { prepareDatabase } from '../src/server/prepare-database'

await prepareDatabase({ reset: process.argv.includes('--reset'), seed: !process.argv.includes('--no-seed') })
process.exit(0)
