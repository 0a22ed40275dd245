import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { sharesFor, type TInvestmentStatus, type TInvestmentType } from '@/domain/investments/money-model'
import { OPPORTUNITY_STAGE } from '@/domain/investments/stages'

// Demo money (issue 10, "Demo data"): investments of the demo investors in the live and existing
// opportunities of every demo tenant, in every status (reserved, awaiting payment with and without
// part payments, paid, cancelled), each with its ledger entries dated over the months after the
// opportunity opened, so the transactions, performance and cap-table tabs show realistic figures on
// first start. Payments in every state (decision 016): bank transfers received and announced
// (pending), a card payment received and one declined per live opportunity, and on each closed one a
// cancelled investment paid in two transfers, one refunded in full and one in part (decision 018), so
// its reconciliation shows money still to return; every received payment has its ledger entry naming it. Written through the Local API like the rest of the seed (the money
// endpoints' checks are for people; the figures here are made to fit each target).

const DAY = 86_400_000

/** Investors beside investor@<tenant>.test, so a cap table has several holders. */
const EXTRA_INVESTORS = [
  ['Ada', 'Okafor'],
  ['Grace', 'Lindqvist'],
  ['Tomás', 'Ferreira'],
  ['Mei', 'Tanaka'],
  ['Oliver', 'Hughes'],
] as const

/**
 * How an investment was paid beyond bank transfers received: `card` paid by card, `announced` the
 * rest announced as a transfer on its way (pending), `declined` a card attempt that failed,
 * `refunded` paid in full (two transfers) before it was cancelled, then refunded in part.
 */
type TPaymentStory = 'card' | 'announced' | 'declined' | 'refunded'

type TPlan = { investor: number; fraction: number; status: TInvestmentStatus; type: TInvestmentType; paidPart?: number; story?: TPaymentStory }

/** What happens to the investments of an opportunity, by stage: live ones are still being paid, closed and existing ones mostly paid. */
function plansFor(stage: number, round: number, investors: number[]): TPlan[] {
  const at = (index: number) => investors[(index + round) % investors.length]!
  if (stage === OPPORTUNITY_STAGE.liveExternal || stage === OPPORTUNITY_STAGE.liveInternal) {
    return [
      { investor: at(0), fraction: 0.12, status: 'paid', type: 'standard', story: 'card' },
      { investor: at(1), fraction: 0.08, status: 'awaiting_payment', type: 'standard', paidPart: 0.5, story: 'announced' },
      { investor: at(2), fraction: 0.05, status: 'awaiting_payment', type: 'standard', story: 'declined' },
      { investor: at(3), fraction: 0.1, status: 'reserved', type: 'standard' },
      { investor: at(4), fraction: 0.06, status: 'cancelled', type: 'standard' },
      { investor: at(5), fraction: 0.07, status: 'paid', type: 'manual' },
    ]
  }
  if (stage === OPPORTUNITY_STAGE.closed) {
    return [
      { investor: at(0), fraction: 0.2, status: 'paid', type: 'standard' },
      { investor: at(1), fraction: 0.15, status: 'paid', type: 'standard' },
      { investor: at(2), fraction: 0.18, status: 'awaiting_payment', type: 'standard', paidPart: 0.25, story: 'announced' },
      { investor: at(3), fraction: 0.12, status: 'paid', type: 'private_manual' },
      { investor: at(4), fraction: 0.1, status: 'cancelled', type: 'standard', story: 'refunded' },
    ]
  }
  // Completed and matured: the round is done; a follow-on (subsequent) investment on the matured ones.
  return [
    { investor: at(0), fraction: 0.25, status: 'paid', type: 'standard' },
    { investor: at(1), fraction: 0.2, status: 'paid', type: 'standard' },
    { investor: at(2), fraction: 0.15, status: 'paid', type: 'manual' },
    { investor: at(3), fraction: 0.12, status: 'paid', type: 'standard' },
    { investor: at(4), fraction: 0.08, status: 'cancelled', type: 'standard' },
    ...(stage === OPPORTUNITY_STAGE.matured ? [{ investor: at(5), fraction: 0.1, status: 'paid' as const, type: 'subsequent' as const }] : []),
  ]
}

const reference = (tenantId: number, opportunityId: number, index: number) => `INV-D${String(tenantId).padStart(2, '0')}${String(opportunityId).padStart(5, '0')}${String(index).padStart(2, '0')}`

export async function seedDemoInvestments(payload: Payload, tenantId: number, tenantCode: string, passwordHash: string, termsVersion: number): Promise<void> {
  const find = async (role: number) =>
    (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { role_id: { equals: role } }, { compliance_passed: { equals: true } }] }, depth: 0, limit: 1, sort: 'id' })).docs[0]!
  const investor = await find(ROLE.user)
  const superAdmin = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { role_id: { equals: ROLE.superAdmin } }] }, depth: 0, limit: 1 })).docs[0]!
  const investors = [investor.id]
  for (const [name, surname] of EXTRA_INVESTORS) {
    const user = await payload.create({
      collection: 'users',
      depth: 0,
      data: {
        name,
        surname,
        email: `${name.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${surname.toLowerCase()}@${tenantCode}.test`,
        role_id: ROLE.user,
        email_verified_at: new Date('2026-01-01T09:00:00Z').toISOString(),
        accepted_terms_version: termsVersion,
        compliance_passed: true,
        tenant: tenantId,
        password_hash: passwordHash,
      },
    })
    investors.push(user.id)
  }
  const opportunities = (
    await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenantId } }, { stage: { in: [2, 3, 4, 5, 6] } }] }, sort: 'id', depth: 0, limit: 100, pagination: false })
  ).docs
  const now = Date.now()
  for (const [round, opportunity] of opportunities.entries()) {
    const price = opportunity.sharePrice ?? null
    const opened = Math.min(new Date(opportunity.opensAt ?? '2026-01-01T00:00:00Z').getTime(), now - 120 * DAY)
    const entry = (data: Record<string, unknown>) =>
      payload.create({ collection: 'ledger-entries', depth: 0, data: { subjectKind: 'opportunity', opportunity: opportunity.id, holderKind: 'investor', currency: opportunity.currency, tenant: tenantId, ...data } as never })
    for (const [index, plan] of plansFor(opportunity.stage, round, investors).entries()) {
      // Whole shares at the opportunity's price: the amount is what they cost.
      const rough = Math.floor(opportunity.targetAmount * plan.fraction)
      const shares = sharesFor(rough, price)
      const amount = price ? shares * price : rough
      const at = (days: number) => new Date(Math.min(opened + (index * 9 + days) * DAY, now - DAY)).toISOString()
      const createdBy = plan.type === 'standard' ? plan.investor : superAdmin.id
      const investment = await payload.create({
        collection: 'investments',
        depth: 0,
        data: {
          subjectKind: 'opportunity',
          holderKind: 'investor',
          holder: plan.investor,
          opportunity: opportunity.id,
          amount,
          currency: opportunity.currency,
          shares,
          status: plan.status,
          type: plan.type,
          paymentReference: reference(tenantId, opportunity.id, index),
          createdBy,
          tenant: tenantId,
          createdAt: at(0),
        },
      })
      const commitment = await entry({ kind: 'investment', investment: investment.id, holder: plan.investor, amount, sharesDelta: shares, occurredAt: at(0), createdBy })
      const paidMinor = plan.status === 'paid' || plan.story === 'refunded' ? amount : plan.paidPart ? Math.floor(amount * plan.paidPart) : 0
      const payment = (data: Record<string, unknown>) =>
        payload.create({
          collection: 'payments',
          depth: 0,
          data: { payableKind: 'investment', investment: investment.id, opportunity: opportunity.id, holderKind: 'investor', holder: plan.investor, currency: opportunity.currency, tenant: tenantId, ...data } as never,
        })
      const providerId = (kind: string) => `pi_demo_${kind}_${tenantId}_${opportunity.id}_${index}`
      if (plan.story === 'declined') {
        await payment({ method: 'card', state: 'failed', amount, provider: 'stripe', providerPaymentId: providerId('declined'), failureReason: 'Your card was declined.', createdBy: plan.investor, createdAt: at(2) })
      }
      const receipts: Array<{ payment: number; entry: number; amount: number }> = []
      // A refunded story was paid in two transfers (decision 018 refunds them, one in full, one in part).
      const parts = plan.story === 'refunded' ? [Math.floor(paidMinor / 2), paidMinor - Math.floor(paidMinor / 2)] : paidMinor > 0 ? [paidMinor] : []
      for (const [part, partMinor] of parts.entries()) {
        const byCard = plan.story === 'card'
        const day = 4 + part * 2
        const received = await payment({
          method: byCard ? 'card' : 'bank_transfer',
          state: plan.story === 'refunded' && part === 0 ? 'refunded' : 'succeeded',
          amount: partMinor,
          receivedAt: at(day),
          ...(byCard ? { provider: 'stripe', providerPaymentId: providerId('card') } : {}),
          createdBy: byCard ? plan.investor : superAdmin.id,
          createdAt: at(byCard ? day : day - 1),
        })
        const receipt = await entry({ kind: 'payment_received', investment: investment.id, payment: received.id, holder: plan.investor, amount: partMinor, sharesDelta: 0, occurredAt: at(day), createdBy: byCard ? null : superAdmin.id, note: byCard ? 'Card payment' : 'Bank transfer' })
        receipts.push({ payment: received.id, entry: receipt.id, amount: partMinor })
      }
      if (plan.story === 'announced' && amount > paidMinor) {
        await payment({ method: 'bank_transfer', state: 'pending', amount: amount - paidMinor, note: `Sent ${at(7).slice(0, 10)}`, createdBy: plan.investor, createdAt: at(7) })
      }
      if (plan.status === 'cancelled') {
        // The cancellation reverses the commitment; money received stays until refunded (decision 018).
        const note = receipts.length > 0 ? 'Investor withdrew after paying' : 'Investor withdrew before payment'
        await entry({ kind: 'reversal', investment: investment.id, holder: plan.investor, amount: -commitment.amount, sharesDelta: -commitment.sharesDelta, reverses: commitment.id, occurredAt: at(8), createdBy: superAdmin.id, note })
      }
      if (plan.story === 'refunded') {
        // The first transfer returned in full, 60% of the second so far: the rest is still to return,
        // so the opportunity's reconciliation shows money received beyond what is expected.
        for (const [part, receipt] of receipts.entries()) {
          const refund = part === 0 ? receipt.amount : Math.floor(receipt.amount * 0.6)
          await entry({ kind: 'refund', investment: investment.id, payment: receipt.payment, holder: plan.investor, amount: -refund, sharesDelta: 0, reverses: receipt.entry, occurredAt: at(10 + part), createdBy: superAdmin.id, note: part === 0 ? 'Investor withdrew: first transfer returned' : 'Investor withdrew: part of the second transfer returned, the rest to follow' })
        }
      }
    }
  }
}
