// npm test's check that the integration workers really ran apart: each worker's database must have
// received writes while Vitest ran. Twice a run passed with every worker on the first stack (a
// worker's environment came too late, then Vitest 4.1's pool ids); the tests alone cannot see that.
import pg from 'pg'

/** Rows inserted, updated or deleted so far in each database of `urls` (PostgreSQL's statistics), by URL. */
export async function rowsWritten(urls: string[]): Promise<Map<string, number>> {
  const names = new Map(urls.map((url) => [decodeURIComponent(new URL(url).pathname.slice(1)), url]))
  const client = new pg.Client({ connectionString: Object.assign(new URL(urls[0]!), { pathname: '/postgres' }).toString() })
  await client.connect()
  try {
    // A backend reports its counts when it goes idle or exits; ask for a fresh snapshot.
    await client.query('SELECT pg_stat_clear_snapshot()')
    const { rows } = await client.query<{ datname: string; written: string }>(
      'SELECT datname, (tup_inserted + tup_updated + tup_deleted)::text AS written FROM pg_stat_database WHERE datname = ANY($1)',
      [[...names.keys()]],
    )
    return new Map(rows.map((row) => [names.get(row.datname)!, Number(row.written)]))
  } finally {
    await client.end()
  }
}

/** The databases of `urls` with no more rows written than `before` counted: a worker that never used its own. */
export async function unwrittenSince(before: Map<string, number>): Promise<string[]> {
  const after = await rowsWritten([...before.keys()])
  return [...before.keys()].filter((url) => (after.get(url) ?? 0) <= (before.get(url) ?? 0))
}
