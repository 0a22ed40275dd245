import { getPayload } from 'payload'

import config from '@payload-config'
import { migrations } from '../../migrations'
import { isDatabaseEmpty, seedDemoData } from '../seed/demo-data'
import { accountsWithDemoPassword } from './production-readiness'

/**
 * Applies pending migrations, then seeds the demo data into an empty database when `seed`
 * (or rebuilds everything with `reset`). With `refuseDemoPasswords` (a production start) it fails
 * while any account still signs in with the published demo password. Run in its own process
 * before the server starts.
 */
export async function prepareDatabase(options: { reset?: boolean; seed?: boolean; refuseDemoPasswords?: boolean; log?: (message: string) => void }): Promise<void> {
  const log = options.log ?? console.log
  const payload = await getPayload({ config })
  try {
    if (options.reset) {
      log('dropping every table')
      await payload.db.drizzle.execute('DROP SCHEMA public CASCADE; CREATE SCHEMA public;' as never)
    }
    await payload.db.migrate({ migrations: migrations as never })
    if (options.seed && (await isDatabaseEmpty(payload))) {
      log('seeding demo data')
      await seedDemoData(payload, log)
    }
    if (options.refuseDemoPasswords) {
      const exposed = await accountsWithDemoPassword(payload)
      if (exposed.length > 0) {
        throw new Error(
          `Refusing to start in production: accounts still sign in with the published demo password ` +
            `(${exposed.slice(0, 5).join(', ')}${exposed.length > 5 ? ', and more' : ''}). Use a database without the demo data, ` +
            'or set ALLOW_DEMO_IN_PRODUCTION=1 on a throw-away demo server.',
        )
      }
    }
  } finally {
    await payload.destroy()
  }
}
