import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { rowsWritten, unwrittenSince } from '../../scripts/lib/worker-databases'

// npm test's closing check that each integration worker used its own database (scripts/test.ts):
// it must see a write, and must see none where nothing was written.
describe('the check that each integration worker wrote to its own database', () => {
  const url = process.env.DATABASE_URL!
  const maintenance = Object.assign(new URL(url), { pathname: '/postgres' }).toString()

  it('counts a write made (and reported) by another connection', async () => {
    const before = await rowsWritten([url])
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const table = `worker_check_probe_${process.pid}`
    await client.query(`CREATE TABLE ${table} (id int)`)
    await client.query(`INSERT INTO ${table} SELECT generate_series(1, 3)`)
    await client.query(`DROP TABLE ${table}`)
    // A backend reports its counts when it exits (or idles): as a Vitest worker's connections do when it ends.
    await client.end()
    await expect.poll(() => unwrittenSince(before), { timeout: 15_000 }).toEqual([])
  })

  it('names a database nobody wrote to', async () => {
    const before = await rowsWritten([maintenance])
    expect(before.has(maintenance)).toBe(true)
    expect(await unwrittenSince(before)).toEqual([maintenance])
  })
})
