import { createLocalReq, type Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { ROLE } from '@/access/roles'
import { lockRound, notifyRoundOpened, openRound, recordResponse } from '@/collections/investments/pre-emption/rounds'
import { PRE_EMPTION_CODE, type TPreEmptionCode } from '@/domain/investments/pre-emption'
import { EXISTING_STAGES } from '@/domain/investments/stages'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'

// Demo pre-emption rounds (issue 10 §8, "Demo data"; docs/decisions/015): on the first existing
// opportunity of a demo tenant that has holders, a round closed months ago and one open now, with
// a mix of spec 4 response codes, so the Pre-emption tab shows a live table, totals and a past round.
// Written with the same server functions the endpoints use (entitlements are PostgreSQL's), as the
// tenant's Super Admin; the holders of the open round are notified as they would be.

const DAY = 86_400_000

const { maintain, increase, decrease, dontTake, awaiting, notApplicable } = PRE_EMPTION_CODE
/** The responses of the past round, largest holding first (then again): everyone answered. */
const PAST_CODES: readonly TPreEmptionCode[] = [maintain, increase, decrease, dontTake, notApplicable]
/** The open round's: a holder has not answered yet. */
const OPEN_CODES: readonly TPreEmptionCode[] = [maintain, increase, awaiting, decrease, dontTake, notApplicable]

/** Shares a demo holder takes for `code`, from their entitlement (the rules of settleResponse; a decrease of a tiny entitlement becomes a maintain). */
function demoChoice(code: TPreEmptionCode, entitlement: bigint, offered: bigint): { code: TPreEmptionCode; shares?: number } {
  if (code === increase) {
    const more = entitlement + (entitlement / 4n > 0n ? entitlement / 4n : 1n)
    return { code, shares: Number(more > offered ? offered : more) }
  }
  if (code === decrease) return entitlement >= 2n ? { code, shares: Number(entitlement / 2n) } : { code: maintain }
  return { code }
}

export async function seedDemoPreEmption(payload: Payload, tenantId: number): Promise<void> {
  const superAdmin = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { role_id: { equals: ROLE.superAdmin } }] }, depth: 0, limit: 1, sort: 'id' })).docs[0]
  if (!superAdmin) return
  const user = { ...superAdmin, collection: 'users' } as TTenantUser
  const { rows } = await payload.db.pool.query<{ id: number; share_price: string | null; shares: string }>(
    `SELECT o.id, o.share_price::text AS share_price, h.shares::text AS shares
       FROM investment_opportunities o
       JOIN LATERAL (SELECT SUM(shares_delta) AS shares FROM ledger_entries e WHERE e.opportunity_id = o.id AND e.tenant_id = o.tenant_id) h ON true
      WHERE o.tenant_id = $1 AND o.stage = ANY($2::int[]) AND h.shares > 0
      ORDER BY o.id LIMIT 1`,
    [tenantId, EXISTING_STAGES],
  )
  const opportunity = rows[0]
  if (!opportunity) return
  const price = Number(opportunity.share_price ?? 0) > 0 ? Number(opportunity.share_price) : 100
  const now = Date.now()

  const round = async (options: { sharesOffered: bigint; deadline: string; note: string; codes: readonly TPreEmptionCode[] }) => {
    const req = await createLocalReq({ user }, payload)
    return inTransaction(req, async () => {
      const opened = await openRound(req, user, tenantId, {
        opportunity: opportunity.id,
        deadline: options.deadline,
        sharePrice: price,
        amountOffered: Number(options.sharesOffered) * price,
        sharesOffered: options.sharesOffered,
        note: options.note,
      })
      const locked = (await lockRound(req, opened.round.id, tenantId))!
      const holders = [...opened.holders].sort((a, b) => (BigInt(b.holding) > BigInt(a.holding) ? 1 : BigInt(b.holding) < BigInt(a.holding) ? -1 : a.holderId - b.holderId))
      for (const [index, holder] of holders.entries()) {
        const choice = demoChoice(options.codes[index % options.codes.length]!, BigInt(holder.entitlement), options.sharesOffered)
        if (choice.code === awaiting) continue
        await recordResponse(req, locked, { holder: holder.holderId, choice, responder: { kind: 'staff', userId: user.id } })
      }
      return opened
    })
  }

  const held = BigInt(opportunity.shares.split('.')[0]!)
  const offer = (percent: bigint) => (held * percent) / 100n || 1n

  // A round of last season, closed after its deadline. Backdated in one statement
  // while it is still open (a closed round is read-only, even to the seed).
  const past = await round({ sharesOffered: offer(10n), deadline: new Date(now - 120 * DAY).toISOString(), note: 'Bridge round ahead of the Series A.', codes: PAST_CODES })
  {
    const req = await createLocalReq({ user }, payload)
    await inTransaction(req, async () => {
      await queryInTransaction(
        req,
        sql`UPDATE pre_emption_responses SET responded_at = ${new Date(now - 130 * DAY).toISOString()}::timestamptz WHERE round_id = ${past.round.id}::int AND responded_at IS NOT NULL`,
      )
      await queryInTransaction(
        req,
        sql`UPDATE pre_emption_rounds SET created_at = ${new Date(now - 150 * DAY).toISOString()}::timestamptz, status = 'closed', closed_at = ${new Date(now - 118 * DAY).toISOString()}::timestamptz, closed_by = ${user.id}::numeric
             WHERE id = ${past.round.id}::int`,
      )
    })
  }

  // The open round: three weeks to go, most holders answered with a mix of codes, one awaiting.
  const open = await round({ sharesOffered: offer(20n), deadline: new Date(now + 21 * DAY).toISOString(), note: 'Follow-on round to fund the next stage of growth.', codes: OPEN_CODES })
  await notifyRoundOpened(payload, open)
}
