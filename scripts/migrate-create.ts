// Creates a migration from the difference between the collections and the last migration.
// Usage: npm run migrate:create -- <name>
import { spawnSync } from 'node:child_process'

import { ensureDatabase } from '../src/server/database-url'

const name = process.argv[2] ?? 'change'
const database = await ensureDatabase('dev')
const result = spawnSync('npx', ['payload', 'migrate:create', name], { stdio: 'inherit', env: process.env })
await database.stop()
process.exit(result.status ?? 1)
