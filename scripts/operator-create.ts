// npm run operator:create -- <email> [--dev]: creates a platform operator (or gives an existing one
// a new password) and prints a random password once. The first operator of a production install
// comes from here, never from a seed (issue 8, finding 1). Uses DATABASE_URL, else the embedded
// cluster `npm start` uses (`--dev`: the one `npm run dev` uses).
import crypto from 'node:crypto'
import { spawnSync } from 'node:child_process'

import { z } from 'zod'

import { ensureDatabase } from '../src/server/database-url'

const email = z.string().trim().toLowerCase().email().safeParse(process.argv.slice(2).find((arg) => !arg.startsWith('--')))
if (!email.success) {
  console.error('Usage: npm run operator:create -- <email> [--dev]')
  process.exit(2)
}

const database = await ensureDatabase(process.argv.includes('--dev') ? 'dev' : 'production', () => {})
let exitCode = 0
try {
  // The schema must exist; migrations only, never the demo seed.
  const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts'], { stdio: 'inherit', env: process.env })
  if (migrated.status !== 0) throw new Error('Migrating the database failed')
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const password = crypto.randomBytes(18).toString('base64url')
  const { docs } = await payload.find({ collection: 'operators', where: { email: { equals: email.data } }, limit: 1, overrideAccess: true })
  if (docs[0]) {
    await payload.update({ collection: 'operators', id: docs[0].id, data: { password, loginAttempts: 0, lockUntil: null }, overrideAccess: true })
    console.log(`Operator ${email.data} exists: its password was replaced and any lockout cleared.`)
  } else {
    await payload.create({ collection: 'operators', data: { email: email.data, password }, overrideAccess: true })
    console.log(`Operator ${email.data} created.`)
  }
  console.log(`Password (shown once, change it after signing in at /cms): ${password}`)
  await payload.destroy()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await database.stop()
}
process.exit(exitCode)
