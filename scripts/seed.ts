// npm run seed [-- --reset]: seeds an empty database; --reset drops everything and rebuilds the demo data.
import { spawnSync } from 'node:child_process'

import { ensureDatabase } from '../src/server/database-url'

const database = await ensureDatabase('dev')
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts', '--seed', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env })
await database.stop()
process.exit(result.status ?? 1)
