import { createLocalReq, type Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { inviteToSounding } from '@/collections/compliance/MarketSoundingInvitations/invitations'
import { lockCashCallSubject, recordCashCall } from '@/collections/investments/money/cash-calls'
import { lockOpportunity } from '@/collections/investments/money/ledger'
import { recordInvestment } from '@/collections/investments/money/record-investment'
import { lockRound, recordResponse } from '@/collections/investments/pre-emption/rounds'
import { sharesFor } from '@/domain/investments/money-model'
import { INTEREST_OPTIONS } from '@/domain/investments/portal-investing'
import { PRE_EMPTION_CODE } from '@/domain/investments/pre-emption-codes'
import { OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import { inTransaction } from '@/lib/transaction'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

// Demo data of the portal's investing (issue 13 §3, decision 031), after the money, pre-emption and
// cash-call seeds: `investor@<tenant>.test` has, on every demo tenant, an investment awaiting payment
// and a reservation on the first live opportunity, their answer in the open pre-emption round still
// awaiting, and a cash call awaiting payment (the cash-call seed's, when they hold shares in it);
// a dozen other investors said whether they are interested in the live opportunities; on tenants
// with market_sounding_enabled, investor@ has a (read) invitation to a market sounding (decision 040).

const DAY = 86_400_000

export async function seedDemoPortalInvesting(payload: Payload, tenant: Tenant): Promise<void> {
  const investor = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: `investor@${tenant.code}.test` } }, { role_id: { equals: ROLE.user } }] }, depth: 0, limit: 1 })).docs[0]
  const superAdmin = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.superAdmin } }] }, depth: 0, limit: 1, sort: 'id' })).docs[0]
  if (!investor || !superAdmin) return
  const live = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { in: [OPPORTUNITY_STAGE.liveExternal, OPPORTUNITY_STAGE.liveInternal] } }] }, sort: 'id', depth: 0, limit: 10, select: { stage: true, title: true } })).docs
  const external = live.find((row) => row.stage === OPPORTUNITY_STAGE.liveExternal)

  // An investment awaiting payment and a reservation of investor@ (beside the money seed's rotation).
  if (external) {
    const req = await createLocalReq({}, payload)
    await inTransaction(req, async () => {
      const opportunity = await lockOpportunity(req, external.id, tenant.id)
      if (!opportunity) return
      const left = BigInt(opportunity.remaining.split('.')[0]!)
      const price = opportunity.sharePrice === null ? null : Number(opportunity.sharePrice)
      const whole = (minor: number) => (price && price > 0 ? Math.max(1, Math.floor(minor / price)) * price : minor)
      for (const [status, amount, daysAgo] of [['awaiting_payment', whole(5_000_00), 3], ['reserved', whole(2_500_00), 1]] as const) {
        if (BigInt(amount) > left / 4n) continue
        await recordInvestment(req, {
          opportunity,
          holder: { kind: 'investor', id: investor.id },
          amount,
          shares: sharesFor(amount, price),
          status,
          type: 'standard',
          occurredAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
          createdBy: investor.id,
          tenant: tenant.id,
        })
      }
    })
  }

  // investor@'s answer in the open pre-emption round is left awaiting, so the actions page asks for it.
  const { rows: open } = await payload.db.pool.query<{ round_id: number }>(
    `SELECT p.round_id FROM pre_emption_responses p JOIN pre_emption_rounds r ON r.id = p.round_id WHERE r.tenant_id = $1 AND r.status::text = 'open' AND p.holder_id = $2 AND p.code <> 5`,
    [tenant.id, investor.id],
  )
  for (const { round_id: roundId } of open) {
    const req = await createLocalReq({}, payload)
    await inTransaction(req, async () => {
      const round = await lockRound(req, roundId, tenant.id)
      if (round) await recordResponse(req, round, { holder: investor.id, choice: { code: PRE_EMPTION_CODE.awaiting }, responder: { kind: 'staff', userId: superAdmin.id } })
    })
  }

  // A cash call awaiting investor@'s payment: the cash-call seed's line when it is still awaiting, else a call of their own on an existing opportunity they hold.
  const { rows: awaitingLines } = await payload.db.pool.query(`SELECT 1 FROM cash_call_lines WHERE tenant_id = $1 AND holder_kind = 'investor' AND holder_id = $2 AND status::text = 'awaiting_payment'`, [tenant.id, investor.id])
  if (awaitingLines.length === 0) {
    const { rows: held } = await payload.db.pool.query<{ opportunity_id: number }>(
      `SELECT e.opportunity_id FROM ledger_entries e JOIN investment_opportunities o ON o.id = e.opportunity_id
        WHERE e.tenant_id = $1 AND e.holder_kind = 'investor' AND e.holder_id = $2 AND o.stage::int IN (5, 6)
        GROUP BY e.opportunity_id HAVING SUM(e.amount) FILTER (WHERE e.kind::text = 'investment') > 0 ORDER BY e.opportunity_id LIMIT 1`,
      [tenant.id, investor.id],
    )
    if (held[0]) {
      const req = await createLocalReq({}, payload)
      await inTransaction(req, async () => {
        const subject = await lockCashCallSubject(req, { kind: 'opportunity', id: held[0]!.opportunity_id }, tenant.id)
        if (!subject) return
        await recordCashCall(req, {
          kind: 'call',
          subject,
          split: 'per_holder',
          total: 1_500_00,
          dueAt: new Date(Date.now() + 21 * DAY).toISOString().slice(0, 10) + 'T00:00:00.000Z',
          purpose: 'Working capital top-up',
          lines: [{ holder: investor.id, amount: 1_500_00, basis: null }],
          createdBy: superAdmin.id,
          tenant: tenant.id,
        })
      })
    }
  }

  // Interest options of other investors (generated ones: the named demo investors stay free for the tests).
  const { rows: others } = await payload.db.pool.query<{ id: number }>(`SELECT id FROM users WHERE tenant_id = $1 AND role_id = 5 AND email NOT LIKE 'investor@%' ORDER BY id DESC LIMIT 12`, [tenant.id])
  for (const [index, opportunity] of live.entries()) {
    const values = others.slice(index % 3, (index % 3) + 8)
    if (values.length === 0) continue
    await payload.db.pool.query(
      `INSERT INTO opportunity_interests (opportunity_id, investor_id, option, note, tenant_id, created_at, updated_at)
       SELECT $1, v.id, v.option::enum_opportunity_interests_option, v.note, $2, now() - (v.n || ' days')::interval, now() - (v.n || ' days')::interval
         FROM unnest($3::int[], $4::text[], $5::text[], $6::int[]) AS v(id, option, note, n)
       ON CONFLICT (opportunity_id, investor_id) DO NOTHING`,
      [
        opportunity.id,
        tenant.id,
        values.map((row) => row.id),
        values.map((_, at) => INTEREST_OPTIONS[at % INTEREST_OPTIONS.length]!),
        values.map((_, at) => (at % INTEREST_OPTIONS.length === 0 ? 'Would need a loan of about half the amount' : null)),
        values.map((_, at) => at + 1),
      ],
    )
  }

  // A market-sounding invitation for investor@ (read, as the other seeded notices) to an opportunity they have not accepted yet.
  if (featuresOf(tenant).market_sounding_enabled) {
    const { rows: accepted } = await payload.db.pool.query<{ opportunity: string }>('SELECT DISTINCT opportunity::text AS opportunity FROM market_sounding_acceptances WHERE tenant_id = $1 AND investor = $2', [tenant.id, investor.id])
    const done = new Set(accepted.map((row) => Number(row.opportunity)))
    const sounded = live.find((row) => row.stage === OPPORTUNITY_STAGE.liveInternal && !done.has(row.id)) ?? live.find((row) => !done.has(row.id))
    if (sounded) {
      // Invited as staff invite (decision 040): the invitation and its notice with the link.
      const { notices } = await inviteToSounding(payload, { tenant: tenant.id, opportunity: sounded.id, investors: [investor.id], invitedBy: superAdmin.id })
      for (const { notification } of notices) await payload.update({ collection: 'notifications', id: notification.id, data: { read_at: new Date().toISOString() }, overrideAccess: true, depth: 0 })
    }
  }
}
