import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs `work` in one database transaction carried by `req`: every Payload operation given this
 * `req` joins it. Commits when `work` returns, rolls back when it throws. A request that already
 * carries a transaction keeps it (its owner commits).
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  try {
    const result = await work()
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

type TStatement = ReturnType<typeof sql>
type TExecutor = { execute: (statement: TStatement) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * Runs one hand-written statement on the connection of `req`'s transaction (inTransaction), for
 * what Payload's operations cannot say, such as SELECT ... FOR UPDATE.
 */
export async function queryInTransaction<TRow extends Record<string, unknown>>(req: PayloadRequest, statement: TStatement): Promise<TRow[]> {
  const id = await req.transactionID
  const session = id == null ? undefined : req.payload.db.sessions?.[String(id)]
  if (!session) throw new Error('queryInTransaction needs a transaction: call it inside inTransaction')
  const { rows } = await (session.db as unknown as TExecutor).execute(statement)
  return rows as TRow[]
}

export { sql }
