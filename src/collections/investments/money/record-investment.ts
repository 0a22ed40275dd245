import type { PayloadRequest } from 'payload'

import type { TInvestmentStatus, TInvestmentType } from '@/domain/investments/money-model'

import { appendEntry, newPaymentReference, type TLockedOpportunity } from './ledger'

export type TRecordInvestment = {
  opportunity: TLockedOpportunity
  /** The investor holding it; null when an organisation does (`holderOrganisation`, decision 020). */
  holder: number | null
  holderOrganisation?: number | null
  amount: number
  shares: number
  status: TInvestmentStatus
  type: TInvestmentType
  occurredAt: string
  createdBy: number
  note?: string | null
  tenant: number
}

/** The answer of a new investment: the row and its first ledger entry. */
export type TInvestmentAnswer = {
  investment: { id: number; paymentReference: string; status: TInvestmentStatus; type: TInvestmentType; amount: number; currency: string; shares: number; holder: number | null; holderKind: 'investor' | 'organisation'; holderOrganisation: number | null; opportunity: number }
  entry: { id: number; kind: 'investment'; amount: number; sharesDelta: number; occurredAt: string }
}

/**
 * Writes an investment and its `investment` ledger entry (the commitment: +amount, +shares) in the
 * caller's transaction, after the caller has locked the opportunity and checked the room left.
 */
export async function recordInvestment(req: PayloadRequest, input: TRecordInvestment): Promise<TInvestmentAnswer> {
  const { opportunity } = input
  const holderKind = input.holderOrganisation ? 'organisation' : 'investor'
  const holderOrganisation = input.holderOrganisation ?? null
  const investment = await req.payload.create({
    collection: 'investments',
    data: {
      subjectKind: 'opportunity',
      holderKind,
      holder: input.holder,
      holderOrganisation,
      opportunity: opportunity.id,
      amount: input.amount,
      currency: opportunity.currency,
      shares: input.shares,
      status: input.status,
      type: input.type,
      paymentReference: newPaymentReference(),
      note: input.note ?? null,
      createdBy: input.createdBy,
      tenant: input.tenant,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const entry = await appendEntry(req, {
    kind: 'investment',
    opportunity: opportunity.id,
    investment: investment.id,
    holderKind,
    holder: input.holder,
    holderOrganisation,
    amount: input.amount,
    sharesDelta: input.shares,
    currency: opportunity.currency,
    occurredAt: input.occurredAt,
    createdBy: input.createdBy,
    note: input.note ?? null,
    tenant: input.tenant,
  })
  return {
    investment: {
      id: investment.id,
      paymentReference: investment.paymentReference,
      status: investment.status,
      type: investment.type,
      amount: investment.amount,
      currency: investment.currency,
      shares: investment.shares,
      holder: input.holder,
      holderKind,
      holderOrganisation,
      opportunity: opportunity.id,
    },
    entry: { id: entry.id, kind: 'investment', amount: entry.amount, sharesDelta: entry.sharesDelta, occurredAt: entry.occurredAt },
  }
}
