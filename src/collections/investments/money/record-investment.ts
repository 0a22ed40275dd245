import type { PayloadRequest } from 'payload'

import type { TInvestmentStatus, TInvestmentType } from '@/domain/investments/money-model'
import type { TTaxOption } from '@/domain/investments/opportunity-content'

import { appendEntry, newPaymentReference, type TLockedOpportunity } from './ledger'
import { recordTermsAcceptance, type TTermsAcceptance } from './terms-acceptance'

/**
 * Who holds an opportunity's investment: an investor, an organisation (decision 020), an investment
 * method entity or a nominee (decision 025), each kind with its own column.
 */
export type TOpportunityHolder = { kind: 'investor' | 'organisation' | 'method_entity' | 'nominee'; id: number }

/** The holder columns of an investment or entry for `holder`: its kind, and only its kind's column set. */
export const holderColumns = (holder: TOpportunityHolder) => ({
  holderKind: holder.kind,
  holder: holder.kind === 'investor' ? holder.id : null,
  holderOrganisation: holder.kind === 'organisation' ? holder.id : null,
  holderMethodEntity: holder.kind === 'method_entity' ? holder.id : null,
  holderNominee: holder.kind === 'nominee' ? holder.id : null,
})

export type TRecordInvestment = {
  opportunity: TLockedOpportunity
  holder: TOpportunityHolder
  amount: number
  shares: number
  status: TInvestmentStatus
  type: TInvestmentType
  occurredAt: string
  createdBy: number
  note?: string | null
  tenant: number
  /** The pre-emption response whose shares it allots (decision 025). */
  preEmptionResponse?: number | null
  /** The tax relief the investor claims (decision 031). */
  taxRelief?: TTaxOption | null
  /** The investment terms the investor accepted (decision 043). */
  termsAcceptance?: TTermsAcceptance | null
}

/** The answer of a new investment: the row and its first ledger entry. */
export type TInvestmentAnswer = {
  investment: { id: number; paymentReference: string; status: TInvestmentStatus; type: TInvestmentType; amount: number; currency: string; shares: number; opportunity: number } & ReturnType<typeof holderColumns>
  entry: { id: number; kind: 'investment'; amount: number; sharesDelta: number; occurredAt: string }
}

/**
 * Writes an investment and its `investment` ledger entry (the commitment: +amount, +shares) in the
 * caller's transaction, after the caller has locked the opportunity and checked the room left.
 */
export async function recordInvestment(req: PayloadRequest, input: TRecordInvestment): Promise<TInvestmentAnswer> {
  const { opportunity } = input
  const holder = holderColumns(input.holder)
  const investment = await req.payload.create({
    collection: 'investments',
    data: {
      subjectKind: 'opportunity',
      ...holder,
      opportunity: opportunity.id,
      amount: input.amount,
      currency: opportunity.currency,
      shares: input.shares,
      status: input.status,
      type: input.type,
      paymentReference: newPaymentReference(),
      preEmptionResponse: input.preEmptionResponse ?? null,
      taxRelief: input.taxRelief ?? null,
      termsAcceptedAt: input.termsAcceptance?.acceptedAt ?? null,
      termsVersion: input.termsAcceptance?.version ?? null,
      termsHash: input.termsAcceptance?.hash ?? null,
      note: input.note ?? null,
      createdBy: input.createdBy,
      tenant: input.tenant,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  if (input.termsAcceptance) await recordTermsAcceptance(req, { investor: input.createdBy, tenant: input.tenant, investment: investment.id, acceptance: input.termsAcceptance })
  const entry = await appendEntry(req, {
    kind: 'investment',
    opportunity: opportunity.id,
    investment: investment.id,
    ...holder,
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
      ...holder,
      opportunity: opportunity.id,
    },
    entry: { id: entry.id, kind: 'investment', amount: entry.amount, sharesDelta: entry.sharesDelta, occurredAt: entry.occurredAt },
  }
}
