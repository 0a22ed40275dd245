import type { Payload } from 'payload'

import { holderColumns, type TOpportunityHolder } from '@/collections/investments/money/record-investment'
import { sharesFor } from '@/domain/investments/money-model'

import { demoRoundOpportunity } from './demo-pre-emption'

// Investments held by holders other than investors, on the tenant's first two live opportunities:
// organisations (decision 020; the first, a family office, paid; the fourth, a trust, half paid),
// investment method entities and nominees (decision 025; see their seeds); and on the existing
// opportunity that carries the demo pre-emption rounds, so they are offered their rights (decision
// 015). Their transactions tabs, the opportunities' cap tables and transactions name them. Written as
// the seed writes the investors' (the order, its entries, a succeeded bank transfer for what was paid).

const DAY = 86_400_000

/**
 * One investment: who holds it, in which live opportunity (0 or 1) or, with `roundOpportunity`, in
 * the existing opportunity of the demo pre-emption rounds (demoRoundOpportunity); what part of its
 * target, what part of that is paid, and how many days ago it was made (20 unless said).
 */
export type THolderInvestmentPlan = { holder: TOpportunityHolder; opportunityIndex: number; roundOpportunity?: boolean; daysAgo?: number; fraction: number; paidPart: number; note: string }

const REFERENCE_CODE: Record<TOpportunityHolder['kind'], string> = { investor: 'INV', organisation: 'ORG', method_entity: 'MTH', nominee: 'NOM' }

export async function seedDemoHolderInvestments(payload: Payload, tenantId: number, plans: readonly THolderInvestmentPlan[], createdBy: number): Promise<void> {
  const opportunities = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenantId } }, { stage: { equals: 2 } }] }, sort: 'id', depth: 0, limit: 2, pagination: false })).docs
  const roundOpportunityId = plans.some((plan) => plan.roundOpportunity) ? (await demoRoundOpportunity(payload, tenantId))?.id : undefined
  const roundOpportunity = roundOpportunityId === undefined ? undefined : await payload.findByID({ collection: 'investment-opportunities', id: roundOpportunityId, depth: 0 })
  for (const [index, plan] of plans.entries()) {
    const opportunity = plan.roundOpportunity ? roundOpportunity : (opportunities[plan.opportunityIndex] ?? opportunities[0])
    if (!opportunity) continue
    const price = opportunity.sharePrice ?? null
    const rough = Math.floor(opportunity.targetAmount * plan.fraction)
    const shares = sharesFor(rough, price)
    const amount = price ? shares * price : rough
    const paid = Math.floor(amount * plan.paidPart)
    const at = (days: number) => new Date(Date.now() - ((plan.daysAgo ?? 20) - days) * DAY).toISOString()
    const holder = holderColumns(plan.holder)
    const investment = await payload.create({
      collection: 'investments',
      depth: 0,
      data: {
        subjectKind: 'opportunity',
        ...holder,
        opportunity: opportunity.id,
        amount,
        currency: opportunity.currency,
        shares,
        status: paid >= amount ? 'paid' : 'awaiting_payment',
        type: 'manual',
        paymentReference: `INV-${REFERENCE_CODE[plan.holder.kind]}${String(tenantId).padStart(3, '0')}${index}${String(opportunity.id).padStart(3, '0')}`.slice(0, 16),
        createdBy,
        note: plan.note,
        tenant: tenantId,
        createdAt: at(0),
      },
    })
    const entry = (data: Record<string, unknown>) => payload.create({ collection: 'ledger-entries', depth: 0, data: { subjectKind: 'opportunity', opportunity: opportunity.id, ...holder, currency: opportunity.currency, tenant: tenantId, investment: investment.id, createdBy, ...data } as never })
    await entry({ kind: 'investment', amount, sharesDelta: shares, occurredAt: at(0) })
    if (paid > 0) {
      const payment = await payload.create({
        collection: 'payments',
        depth: 0,
        data: { payableKind: 'investment', investment: investment.id, opportunity: opportunity.id, holderKind: plan.holder.kind, method: 'bank_transfer', state: 'succeeded', amount: paid, receivedAt: at(3), currency: opportunity.currency, createdBy, tenant: tenantId } as never,
      })
      await entry({ kind: 'payment_received', payment: payment.id, amount: paid, sharesDelta: 0, occurredAt: at(3), note: 'Bank transfer' })
    }
  }
}
