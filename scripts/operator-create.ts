// npm run operator:create -- <email> [--dev]: creates a platform operator (or gives an existing one
// new credentials) and prints a random password and an authenticator secret once. The first
// operator of a production install comes from here, never from a seed (issue 8, findings 1, 9).
// Uses DATABASE_URL, else the embedded cluster `npm start` uses (`--dev`: the one `npm run dev` uses).
import crypto from 'node:crypto'

import { z } from 'zod'

import { ensureDatabase } from '../src/server/database-url'
import { prepareDatabaseStep } from '../src/server/prepare-step'

const email = z.string().trim().toLowerCase().email().safeParse(process.argv.slice(2).find((arg) => !arg.startsWith('--')))
if (!email.success) {
  console.error('Usage: npm run operator:create -- <email> [--dev]')
  process.exit(2)
}

const database = await ensureDatabase(process.argv.includes('--dev') ? 'dev' : 'production', () => {})
let exitCode = 0
try {
  // The schema must exist; migrations only, never the demo seed. Skipped where the caller has just
  // migrated this database (DATABASE_PREPARED=1, as the test servers: src/server/run.ts).
  if (process.env.DATABASE_PREPARED !== '1') prepareDatabaseStep([])
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const password = crypto.randomBytes(18).toString('base64url')
  const { newTotpEnrolment } = await import('../src/auth/operator-totp')
  const totp = newTotpEnrolment(email.data)
  const { docs } = await payload.find({ collection: 'operators', where: { email: { equals: email.data } }, limit: 1, overrideAccess: true })
  if (docs[0]) {
    await payload.update({ collection: 'operators', id: docs[0].id, data: { password, loginAttempts: 0, lockUntil: null }, overrideAccess: true })
    console.log(`Operator ${email.data} exists: its password and authenticator secret were replaced and any lockout cleared.`)
  } else {
    const created = await payload.create({ collection: 'operators', data: { email: email.data, password }, overrideAccess: true })
    docs.push(created)
    console.log(`Operator ${email.data} created.`)
  }
  // Hidden from every API (field access), so written past it.
  await payload.db.updateOne({ collection: 'operators', id: docs[0].id, data: { totpSecret: totp.secret } })
  console.log(`Password (shown once, change it after signing in at /cms): ${password}`)
  console.log(`Authenticator (add to your app, shown once): ${totp.uri}`)
  console.log(`  secret: ${totp.secret}`)
  console.log('At the console sign-in, type your password, a space, then the 6-digit code.')
  await payload.destroy()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await database.stop()
}
process.exit(exitCode)
