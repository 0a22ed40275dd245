import { getPayload } from 'payload'

import config from '@payload-config'
import { migrations } from '../../migrations'
import { isDatabaseEmpty, seedDemoData } from '../seed/demo-data'

/**
 * Applies pending migrations, then seeds the demo data into an empty database
 * (or rebuilds everything with `reset`). Run in its own process before the server starts.
 */
export async function prepareDatabase(options: { reset?: boolean; seed?: boolean; log?: (message: string) => void }): Promise<void> {
  const log = options.log ?? console.log
  const payload = await getPayload({ config })
  try {
    if (options.reset) {
      log('dropping every table')
      await payload.db.drizzle.execute('DROP SCHEMA public CASCADE; CREATE SCHEMA public;' as never)
    }
    await payload.db.migrate({ migrations: migrations as never })
    if (options.seed !== false && (await isDatabaseEmpty(payload))) {
      log('seeding demo data')
      await seedDemoData(payload, log)
    }
  } finally {
    await payload.destroy()
  }
}
