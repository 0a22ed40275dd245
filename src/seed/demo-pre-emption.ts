import { createLocalReq, type Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { ROLE } from '@/access/roles'
import { recordSubjectInvestment } from '@/collections/investments/money/record-subject-investment'
import { allotRound, lockRound, notifyRoundOpened, openRound, recordResponse } from '@/collections/investments/pre-emption/rounds'
import { PRE_EMPTION_CODE, type TPreEmptionCode, type TPreEmptionHolderKind } from '@/domain/investments/pre-emption'
import { EXISTING_STAGES } from '@/domain/investments/stages'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'

// Demo pre-emption rounds (issue 10 §8, "Demo data"; docs/decisions/015): on the first existing
// opportunity of a demo tenant that has holders, a round closed months ago and one open now, with
// a mix of spec 4 response codes, so the Pre-emption tab shows a live table, totals and a past round.
// Its holders are investors, an organisation (Ashdown Family Office, which investor@ signs for), the
// ISA account investor@ leads and, where nominees are on, a nominee (demo-holder-investments.ts puts
// them there first): in the open round the organisation's and the account's answers await their
// signatory and lead in the portal, the nominee's was recorded by staff. Written with the same
// server functions the endpoints use (entitlements are PostgreSQL's), as the tenant's Super Admin;
// the people of the open round's holders are notified as they would be.

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

/** The existing opportunity that carries the demo rounds: the tenant's first one with holders. */
export async function demoRoundOpportunity(payload: Payload, tenantId: number): Promise<{ id: number; share_price: string | null; shares: string } | undefined> {
  const { rows } = await payload.db.pool.query<{ id: number; share_price: string | null; shares: string }>(
    `SELECT o.id, o.share_price::text AS share_price, h.shares::text AS shares
       FROM investment_opportunities o
       JOIN LATERAL (SELECT SUM(shares_delta) AS shares FROM ledger_entries e WHERE e.opportunity_id = o.id AND e.tenant_id = o.tenant_id) h ON true
      WHERE o.tenant_id = $1 AND o.stage = ANY($2::int[]) AND h.shares > 0
      ORDER BY o.id LIMIT 1`,
    [tenantId, EXISTING_STAGES],
  )
  return rows[0]
}

/** Holders whose answer in the open round is left to the people who act for them in the portal (an organisation's signatory, an account's lead). */
const ANSWERED_IN_THE_PORTAL: ReadonlySet<string> = new Set(['organisation', 'method_entity'])

export async function seedDemoPreEmption(payload: Payload, tenantId: number): Promise<void> {
  const superAdmin = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { role_id: { equals: ROLE.superAdmin } }] }, depth: 0, limit: 1, sort: 'id' })).docs[0]
  if (!superAdmin) return
  const user = { ...superAdmin, collection: 'users' } as TTenantUser
  const opportunity = await demoRoundOpportunity(payload, tenantId)
  if (!opportunity) return
  const price = Number(opportunity.share_price ?? 0) > 0 ? Number(opportunity.share_price) : 100
  const now = Date.now()

  const round = async (options: { sharesOffered: bigint; deadline: string; note: string; codes: readonly TPreEmptionCode[]; portalAnswers?: boolean }) => {
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
        if (options.portalAnswers && ANSWERED_IN_THE_PORTAL.has(holder.holderKind)) continue
        // A nominee has no portal user: staff record what it sent (decision 015).
        const code = holder.holderKind === 'nominee' ? maintain : options.codes[index % options.codes.length]!
        const choice = demoChoice(code, BigInt(holder.entitlement), options.sharesOffered)
        if (choice.code === awaiting) continue
        await recordResponse(req, locked, { holder: holder.holderId, holderKind: holder.holderKind, choice, responder: { kind: 'staff', userId: user.id } })
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

  // The open round: three weeks to go, most holders answered with a mix of codes, one awaiting; the organisation's and the account's await their people in the portal.
  const open = await round({ sharesOffered: offer(20n), deadline: new Date(now + 21 * DAY).toISOString(), note: 'Follow-on round to fund the next stage of growth.', codes: OPEN_CODES, portalAnswers: true })
  await notifyRoundOpened(payload, open)
}

/** A holder's demo answer in a company's round, by kind (the rules of settleResponse). */
type TCompanyChoices = Partial<Record<TPreEmptionHolderKind, TPreEmptionCode>>

/**
 * A company's rounds on a tenant whose funds area is on (decision 015 "Subjects: companies"): on a
 * company held on the ledger by a fund and by the firm directly (the demo's co-investment), a round
 * closed months ago whose shares were allotted as paid company investments, and one open now
 * (four weeks to go) with the fund's and the firm's answers recorded and the demo investor's awaiting,
 * so the company's Pre-emption tab and investor@'s actions page show it. The demo investor is given
 * a small paid stake in that company first when they hold none (their portfolio's own stake is in
 * another company). Written with the endpoints' server functions, as the tenant's Super Admin.
 */
export async function seedDemoCompanyPreEmption(payload: Payload, tenant: { id: number; code: string }): Promise<void> {
  const tenantId = tenant.id
  const superAdmin = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { role_id: { equals: ROLE.superAdmin } }] }, depth: 0, limit: 1, sort: 'id' })).docs[0]
  if (!superAdmin) return
  const user = { ...superAdmin, collection: 'users' } as TTenantUser
  const investor = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { email: { equals: `investor@${tenant.code}.test` } }] }, depth: 0, limit: 1 })).docs[0]
  const { rows } = await payload.db.pool.query<{ id: number; currency: string; price: string | null; investor_shares: string | null }>(
    `SELECT c.id, c.currency, (SELECT s.price::text FROM share_prices s WHERE s.company_id = c.id ORDER BY s.date DESC LIMIT 1) AS price, h.investor_shares::text AS investor_shares
       FROM companies c
       CROSS JOIN LATERAL (
         SELECT SUM(e.shares_delta) FILTER (WHERE e.holder_kind = 'fund') AS fund_shares, SUM(e.shares_delta) FILTER (WHERE e.holder_kind = 'tenant') AS firm_shares,
                SUM(e.shares_delta) FILTER (WHERE e.holder_kind = 'investor' AND e.holder_id = $2) AS investor_shares
           FROM ledger_entries e WHERE e.company_id = c.id AND e.tenant_id = c.tenant_id) h
      WHERE c.tenant_id = $1 AND c.status = 'active' AND h.fund_shares > 0 AND h.firm_shares > 0
        AND NOT EXISTS (SELECT 1 FROM pre_emption_rounds r WHERE r.company_id = c.id)
      ORDER BY (COALESCE(h.investor_shares, 0) > 0) DESC, c.id
      LIMIT 1`,
    [tenantId, investor?.id ?? 0],
  )
  const company = rows[0]
  if (!company) return
  const price = BigInt((company.price ?? '0').split('.')[0]!) > 0n ? BigInt(company.price!.split('.')[0]!) : 100n
  const now = Date.now()

  // The demo investor's stake, when they hold none of it: about £10,000 of shares, paid 200 days ago.
  if (investor && !(BigInt((company.investor_shares ?? '0').split('.')[0]!) > 0n)) {
    const shares = 10_000_00n / price || 1n
    const req = await createLocalReq({ user }, payload)
    await inTransaction(req, () =>
      recordSubjectInvestment(req, {
        subject: { subjectKind: 'company', company: company.id },
        holder: { holderKind: 'investor', holder: investor.id },
        amount: Number(shares * price),
        shares: Number(shares),
        currency: company.currency,
        status: 'paid',
        type: 'manual',
        occurredAt: new Date(now - 200 * DAY).toISOString(),
        createdBy: user.id,
        note: 'Demo portfolio',
        tenant: tenantId,
      }),
    )
  }

  const round = async (options: { percent: bigint; deadline: string; note: string; choices: TCompanyChoices }) => {
    const req = await createLocalReq({ user }, payload)
    return inTransaction(req, async () => {
      const [held] = await queryInTransaction<{ shares: string }>(
        req,
        sql`SELECT COALESCE(SUM(shares_delta), 0)::text AS shares FROM ledger_entries WHERE company_id = ${company.id}::int AND tenant_id = ${tenantId}::int AND holder_kind::text IN ('investor', 'fund', 'tenant')`,
      )
      const sharesOffered = (BigInt(held!.shares.split('.')[0]!) * options.percent) / 100n || 1n
      const opened = await openRound(req, user, tenantId, { company: company.id, deadline: options.deadline, sharePrice: Number(price), amountOffered: Number(sharesOffered * price), sharesOffered, note: options.note })
      const locked = (await lockRound(req, opened.round.id, tenantId))!
      for (const holder of opened.holders) {
        const code = options.choices[holder.holderKind]
        if (code === undefined || code === awaiting) continue
        const choice = demoChoice(code, BigInt(holder.entitlement), sharesOffered)
        await recordResponse(req, locked, { holder: holder.holderId, holderKind: holder.holderKind, choice, responder: { kind: 'staff', userId: user.id } })
      }
      return opened
    })
  }

  // Last season's round: every holder answered, closed after its deadline, then allotted a week later
  // (backdated in one statement while still open: a closed round is read-only, even to the seed).
  const past = await round({ percent: 5n, deadline: new Date(now - 120 * DAY).toISOString(), note: 'Bridge round ahead of the Series A.', choices: { fund: maintain, tenant: increase, investor: maintain } })
  const allottedAt = new Date(now - 110 * DAY).toISOString()
  {
    const req = await createLocalReq({ user }, payload)
    await inTransaction(req, async () => {
      await queryInTransaction(req, sql`UPDATE pre_emption_responses SET responded_at = ${new Date(now - 130 * DAY).toISOString()}::timestamptz WHERE round_id = ${past.round.id}::int AND responded_at IS NOT NULL`)
      await queryInTransaction(
        req,
        sql`UPDATE pre_emption_rounds SET created_at = ${new Date(now - 150 * DAY).toISOString()}::timestamptz, status = 'closed', closed_at = ${new Date(now - 118 * DAY).toISOString()}::timestamptz, closed_by = ${user.id}::numeric
             WHERE id = ${past.round.id}::int`,
      )
      const locked = (await lockRound(req, past.round.id, tenantId))!
      const allotted = await allotRound(req, locked, user, true, { occurredAt: allottedAt })
      await queryInTransaction(req, sql`UPDATE investments SET created_at = ${allottedAt}::timestamptz WHERE id IN (SELECT id FROM investments WHERE pre_emption_response_id IN (SELECT id FROM pre_emption_responses WHERE round_id = ${allotted.round.id}::int))`)
    })
  }

  // The open round: four weeks to go (after the opportunity's), the fund and the firm answered, the demo investor awaiting.
  const open = await round({ percent: 20n, deadline: new Date(now + 28 * DAY).toISOString(), note: 'Series B top-up offered to existing shareholders.', choices: { fund: maintain, tenant: decrease } })
  await notifyRoundOpened(payload, open)
}
