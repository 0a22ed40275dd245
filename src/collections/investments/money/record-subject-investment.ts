import type { PayloadRequest } from 'payload'

import type { THolderKind, TInvestmentStatus, TInvestmentType } from '@/domain/investments/money-model'

import { appendEntry, newPaymentReference } from './ledger'

// Investments whose subject is a fund or a company (decision 014): an investor's commitment to a
// fund; a fund's (or the tenant's own) investment in a company. Written in the caller's transaction
// (idempotentMoneyWrite), after the caller's checks, like recordInvestment for opportunities.

export type TInvestmentSubjectColumns = { subjectKind: 'fund'; fund: number } | { subjectKind: 'company'; company: number }

export type TInvestmentHolderColumns = { holderKind: 'investor'; holder: number } | { holderKind: 'fund'; holderFund: number } | { holderKind: 'tenant' }

export type TRecordSubjectInvestment = {
  subject: TInvestmentSubjectColumns
  holder: TInvestmentHolderColumns
  amount: number
  shares: number
  currency: string
  status: Extract<TInvestmentStatus, 'awaiting_payment' | 'paid'>
  type: TInvestmentType
  occurredAt: string
  createdBy: number
  note?: string | null
  tenant: number
  /** The pre-emption response whose shares it allots (a company's round, decision 015). */
  preEmptionResponse?: number | null
}

export type TSubjectInvestmentAnswer = {
  investment: {
    id: number
    paymentReference: string
    status: TInvestmentStatus
    type: TInvestmentType
    amount: number
    currency: string
    shares: number
    subjectKind: 'fund' | 'company'
    fund: number | null
    company: number | null
    holderKind: THolderKind
    holder: number | null
    holderFund: number | null
  }
  entries: Array<{ id: number; kind: 'investment' | 'payment_received'; amount: number; sharesDelta: number; occurredAt: string }>
}

/**
 * Writes the investment and its `investment` entry (+amount, +shares); when it is recorded `paid`
 * (money already moved: a fund's investment in a company), a `payment_received` entry of the whole
 * amount on the same day as well, so "paid" is the ledger's as everywhere else.
 */
export async function recordSubjectInvestment(req: PayloadRequest, input: TRecordSubjectInvestment): Promise<TSubjectInvestmentAnswer> {
  const subject = { subjectKind: input.subject.subjectKind, fund: input.subject.subjectKind === 'fund' ? input.subject.fund : null, company: input.subject.subjectKind === 'company' ? input.subject.company : null }
  const holder = {
    holderKind: input.holder.holderKind,
    holder: input.holder.holderKind === 'investor' ? input.holder.holder : null,
    holderFund: input.holder.holderKind === 'fund' ? input.holder.holderFund : null,
  }
  const investment = await req.payload.create({
    collection: 'investments',
    data: {
      ...subject,
      ...holder,
      amount: input.amount,
      currency: input.currency,
      shares: input.shares,
      status: input.status,
      type: input.type,
      paymentReference: newPaymentReference(),
      preEmptionResponse: input.preEmptionResponse ?? null,
      note: input.note ?? null,
      createdBy: input.createdBy,
      tenant: input.tenant,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const common = { ...subject, ...holder, investment: investment.id, currency: input.currency, occurredAt: input.occurredAt, createdBy: input.createdBy, note: input.note ?? null, tenant: input.tenant }
  const entries = [await appendEntry(req, { ...common, kind: 'investment', amount: input.amount, sharesDelta: input.shares })]
  if (input.status === 'paid') entries.push(await appendEntry(req, { ...common, kind: 'payment_received', amount: input.amount, sharesDelta: 0 }))
  return {
    investment: {
      id: investment.id,
      paymentReference: investment.paymentReference,
      status: investment.status,
      type: investment.type,
      amount: investment.amount,
      currency: investment.currency,
      shares: investment.shares,
      ...subject,
      ...holder,
    },
    entries: entries.map((entry) => ({ id: entry.id, kind: entry.kind as 'investment' | 'payment_received', amount: entry.amount, sharesDelta: entry.sharesDelta, occurredAt: entry.occurredAt })),
  }
}
