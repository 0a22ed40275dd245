import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { recordActivity } from '@/collections/records/Activities/record-activity'
import { TERMS_CHANGED_MESSAGE, TERMS_REQUIRED_MESSAGE, termsTextOf } from '@/domain/investments/investment-terms'
import { invalid } from '@/lib/app-error'
import { now } from '@/lib/clock'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

/** What an investment records of the terms its investor accepted (decision 043). */
export type TTermsAcceptance = { acceptedAt: string; version: number; hash: string; opportunity: number }

/** An opportunity's investment terms as an investor must accept them: the text, its version and the SHA-256 of the text. */
export type TInvestmentTerms = { text: string; version: number; hash: string }

export const termsHashOf = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')

/**
 * The terms an investor of `tenant` must accept to invest in the opportunity, or null when there is
 * nothing to accept: `investment_terms_enabled` off, or the opportunity has no terms.
 */
export async function investmentTermsOf(payload: Payload, tenant: Pick<Tenant, 'id' | 'features'>, opportunityId: number): Promise<TInvestmentTerms | null> {
  if (!featuresOf(tenant).investment_terms_enabled) return null
  const { docs } = await payload.find({
    collection: 'investment-opportunities',
    where: { and: [{ id: { equals: opportunityId } }, { tenant: { equals: tenant.id } }] },
    select: { investmentTerms: true, investmentTermsVersion: true },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const text = termsTextOf(docs[0]?.investmentTerms)
  if (!text) return null
  return { text, version: docs[0]!.investmentTermsVersion ?? 1, hash: termsHashOf(text) }
}

/**
 * An investor's invest or reserve call accepts the opportunity's terms (spec 3 investment_terms_enabled,
 * decision 043): refused (422, nothing written) without `termsAccepted: true`, or when `termsVersion` is
 * not the version in force (the terms changed while the investor read them). Answers what the investment
 * records, or null when there is nothing to accept. Staff manual entries do not call it.
 */
export async function requireTermsAcceptance(
  req: Pick<PayloadRequest, 'payload'>,
  tenant: Pick<Tenant, 'id' | 'features'>,
  input: { opportunity: number; termsAccepted?: boolean; termsVersion?: number },
): Promise<TTermsAcceptance | null> {
  const terms = await investmentTermsOf(req.payload, tenant, input.opportunity)
  if (!terms) return null
  // Accepting means naming the version read: an acceptance without it is no acceptance.
  if (input.termsAccepted !== true || input.termsVersion === undefined) throw invalid({ termsAccepted: [TERMS_REQUIRED_MESSAGE] }, TERMS_REQUIRED_MESSAGE)
  if (input.termsVersion !== terms.version) throw invalid({ termsAccepted: [TERMS_CHANGED_MESSAGE] }, TERMS_CHANGED_MESSAGE)
  return { acceptedAt: now().toISOString(), version: terms.version, hash: terms.hash, opportunity: input.opportunity }
}

/** The acceptance in the investor's trail, in the transaction of the investment that records it. */
export async function recordTermsAcceptance(req: PayloadRequest, input: { investor: number; tenant: number; investment: number; acceptance: TTermsAcceptance }): Promise<void> {
  const { acceptance } = input
  await recordActivity(req.payload, req, {
    target: { collection: 'users', id: input.investor },
    tenant: input.tenant,
    action: 'investment-terms-accepted',
    changes: {
      opportunity: { from: null, to: acceptance.opportunity },
      investment: { from: null, to: input.investment },
      termsVersion: { from: null, to: acceptance.version },
      termsHash: { from: null, to: acceptance.hash },
    },
  })
}
