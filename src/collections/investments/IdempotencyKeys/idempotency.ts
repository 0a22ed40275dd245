import crypto from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { IDEMPOTENCY_KEY_MAX } from '@/domain/investments/money-model'
import { AppError, invalid } from '@/lib/app-error'
import { json } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const REUSED_KEY_MESSAGE = 'This Idempotency-Key was already used for a different request. Use a new key for a new request.'

/** What a money-moving handler answers: kept as is for a retry with the same key. */
export type TMoneyAnswer = { status: number; body: Record<string, unknown> }

/** The header's key: absent is null; empty, too long or with control characters is a 422. */
export function idempotencyKeyOf(req: PayloadRequest): string | null {
  const raw = req.headers.get(IDEMPOTENCY_HEADER)
  if (raw === null) return null
  const key = raw.trim()
  const printable = [...key].every((character) => character.charCodeAt(0) > 0x1f && character.charCodeAt(0) !== 0x7f)
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX || !printable) {
    throw invalid({ [IDEMPOTENCY_HEADER]: [`Send a key of 1 to ${IDEMPOTENCY_KEY_MAX} printable characters`] })
  }
  return key
}

const hashOf = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value ?? null)).digest('hex')

/**
 * Runs a money-moving `work` in one transaction (issue 10 §10, docs/decisions/012). With an
 * Idempotency-Key the key is claimed first, in the same transaction, by a unique (tenant, user,
 * key) row: a concurrent request with the same key waits on that row and, once the first commits,
 * finds it taken and answers the first answer (marked `Idempotent-Replayed: true`) without writing
 * anything. If the first failed, its transaction (key row included) was rolled back, so a retry is a
 * new attempt. The same key with another route or body is a 422: it names another request.
 */
export async function idempotentMoneyWrite(req: PayloadRequest, user: TTenantUser, route: string, input: unknown, work: () => Promise<TMoneyAnswer>): Promise<Response> {
  const key = idempotencyKeyOf(req)
  const tenant = tenantIdOf(user.tenant)
  const requestHash = hashOf(input)
  return inTransaction(req, async () => {
    if (key === null) {
      const answer = await work()
      return json(answer.body, answer.status)
    }
    const [claimed] = await queryInTransaction<{ id: number }>(
      req,
      sql`INSERT INTO idempotency_keys (key, user_id, route, request_hash, tenant_id, created_at, updated_at)
          VALUES (${key}, ${user.id}, ${route}, ${requestHash}, ${tenant}, now(), now())
          ON CONFLICT (tenant_id, user_id, key) DO NOTHING
          RETURNING id`,
    )
    if (!claimed) {
      const [first] = await queryInTransaction<{ route: string; request_hash: string; status: number | null; response: Record<string, unknown> | null }>(
        req,
        sql`SELECT route, request_hash, status::int AS status, response FROM idempotency_keys WHERE tenant_id = ${tenant} AND user_id = ${user.id} AND key = ${key}`,
      )
      if (!first || first.status === null) throw new AppError('conflict', 'A request with this Idempotency-Key is still being processed. Try again in a moment.')
      if (first.route !== route || first.request_hash !== requestHash) throw new AppError('invalid', REUSED_KEY_MESSAGE, { [IDEMPOTENCY_HEADER]: [REUSED_KEY_MESSAGE] })
      return json(first.response, first.status, { 'Idempotent-Replayed': 'true' })
    }
    const answer = await work()
    await queryInTransaction(req, sql`UPDATE idempotency_keys SET status = ${answer.status}, response = ${JSON.stringify(answer.body)}::jsonb, updated_at = now() WHERE id = ${claimed.id}`)
    return json(answer.body, answer.status)
  })
}
