import type { Payload } from 'payload'

import { sharesFor } from '@/domain/investments/money-model'

// Organisations holding investments (decision 020): on each demo tenant the first organisation (a
// family office) holds a paid investment in its first live opportunity, and the fourth (a trust) one
// awaiting part of its payment in the second: their transactions tabs, the opportunities' cap tables
// and transactions name them. Written as the seed writes the investors' (the order, its entries).

const DAY = 86_400_000

type TPlan = { organisation: number; opportunityIndex: number; fraction: number; paidPart: number }

export async function seedDemoOrganisationInvestments(payload: Payload, tenantId: number, organisations: readonly number[], createdBy: number): Promise<void> {
  const opportunities = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenantId } }, { stage: { equals: 2 } }] }, sort: 'id', depth: 0, limit: 2, pagination: false })).docs
  const plans: TPlan[] = [
    { organisation: organisations[0]!, opportunityIndex: 0, fraction: 0.04, paidPart: 1 },
    { organisation: organisations[3]!, opportunityIndex: 1, fraction: 0.02, paidPart: 0.5 },
  ]
  for (const [index, plan] of plans.entries()) {
    const opportunity = opportunities[plan.opportunityIndex] ?? opportunities[0]
    if (!opportunity) return
    const price = opportunity.sharePrice ?? null
    const rough = Math.floor(opportunity.targetAmount * plan.fraction)
    const shares = sharesFor(rough, price)
    const amount = price ? shares * price : rough
    const paid = Math.floor(amount * plan.paidPart)
    const at = (days: number) => new Date(Date.now() - (20 - days) * DAY).toISOString()
    const holder = { holderKind: 'organisation' as const, holderOrganisation: plan.organisation }
    const investment = await payload.create({
      collection: 'investments',
      data: {
        subjectKind: 'opportunity',
        ...holder,
        opportunity: opportunity.id,
        amount,
        currency: opportunity.currency,
        shares,
        status: paid >= amount ? 'paid' : 'awaiting_payment',
        type: 'manual',
        paymentReference: `INV-ORG${String(tenantId).padStart(3, '0')}${index}${String(opportunity.id).padStart(3, '0')}`.slice(0, 16),
        createdBy,
        note: 'Recorded for the organisation by staff',
        tenant: tenantId,
        createdAt: at(0),
      },
    })
    const entry = (data: Record<string, unknown>) => payload.create({ collection: 'ledger-entries', data: { subjectKind: 'opportunity', opportunity: opportunity.id, ...holder, currency: opportunity.currency, tenant: tenantId, investment: investment.id, createdBy, ...data } as never })
    await entry({ kind: 'investment', amount, sharesDelta: shares, occurredAt: at(0) })
    if (paid > 0) {
      const payment = await payload.create({
        collection: 'payments',
        data: { payableKind: 'investment', investment: investment.id, opportunity: opportunity.id, holderKind: 'organisation', method: 'bank_transfer', state: 'succeeded', amount: paid, receivedAt: at(3), currency: opportunity.currency, createdBy, tenant: tenantId } as never,
      })
      await entry({ kind: 'payment_received', payment: payment.id, amount: paid, sharesDelta: 0, occurredAt: at(3), note: 'Bank transfer' })
    }
  }
}
