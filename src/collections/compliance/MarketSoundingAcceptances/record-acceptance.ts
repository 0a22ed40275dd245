import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { ROLE } from '@/access/roles'
import { personName } from '@/domain/compliance/insider-register'
import { AppError, invalid } from '@/lib/app-error'
import type { MarketSoundingAcceptance } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

export type TMarketSoundingAcceptanceInput = {
  tenant: number
  /** The investor (a user with role User) of the tenant who accepted. */
  investor: number
  /** The opportunity of the tenant the sounding is about. */
  opportunity: number
  /** When they accepted; now by default. */
  acceptedAt?: Date
  /** An earlier acceptance of the same tenant this entry corrects (the register is append-only). */
  corrects?: number | null
  note?: string | null
  /**
   * For a correction: what the investor was told. Default: the corrected entry's (a correction fixes
   * who, what or when; the words told stay those of the time). An acceptance takes the tenant's text.
   */
  description?: string | null
  /** The staff member recording a correction (a plain id); none for the investor's own acceptance. */
  recordedBy?: number | null
  /** The caller's request, so the entry joins its transaction. */
  req?: Partial<PayloadRequest>
}

/** A reference for the investor and the regulator: MS- and ten hex digits (unique in the table). */
const newReference = () => `MS-${crypto.randomBytes(5).toString('hex').toUpperCase()}`

/**
 * Records that an investor accepted a market sounding (issue 12 §4, decision 029): the one way a row
 * of the insider register's acceptances is written. The portal's acceptance
 * (/investor/investments/market-sounding/{id}) calls it once the investor has agreed; staff call it
 * with `corrects` to correct an entry. It copies what the investor was told (the tenant's
 * market-sounding description read now, not from a cache), their name and email and the
 * opportunity's title, so the entry stays true whatever changes later. Refused (403) while the
 * tenant's market_sounding_enabled switch is off; 422 when a party is not the tenant's.
 */
export async function recordMarketSoundingAcceptance(payload: Payload, input: TMarketSoundingAcceptanceInput): Promise<MarketSoundingAcceptance> {
  const { req } = input
  const tenant = await payload.findByID({ collection: 'tenants', id: input.tenant, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!tenant) throw new AppError('not_found')
  if (!featuresOf(tenant).market_sounding_enabled) throw new AppError('forbidden', 'Market soundings are not enabled for this organisation.')
  const [investor, opportunity, corrected] = await Promise.all([
    payload.findByID({ collection: 'users', id: input.investor, depth: 0, overrideAccess: true, req, disableErrors: true, select: { name: true, surname: true, email: true, role_id: true, tenant: true } }),
    payload.findByID({ collection: 'investment-opportunities', id: input.opportunity, depth: 0, overrideAccess: true, req, disableErrors: true, select: { title: true, tenant: true } }),
    input.corrects == null ? null : payload.findByID({ collection: 'market-sounding-acceptances', id: input.corrects, depth: 0, overrideAccess: true, req, disableErrors: true, select: { reference: true, tenant: true, description: true } }),
  ])
  const description = (input.corrects != null ? (input.description ?? corrected?.description ?? '') : (tenant.marketSoundingDescription ?? '')).trim()
  const errors: Record<string, string[]> = {}
  if (!investor || investor.role_id !== ROLE.user || tenantIdOf(investor.tenant) !== tenant.id) errors.investor = ['Choose an investor of this organisation']
  if (!opportunity || tenantIdOf(opportunity.tenant) !== tenant.id) errors.opportunity = ['Choose an opportunity of this organisation']
  if (input.corrects != null && (!corrected || tenantIdOf(corrected.tenant) !== tenant.id)) errors.corrects = ['Choose an acceptance of this register']
  if (!description) errors.description = ['The organisation has no market-sounding description: write it in Settings, Investor, Market sounding first']
  if (Object.keys(errors).length) throw invalid(errors)
  return payload.create({
    collection: 'market-sounding-acceptances',
    data: {
      reference: newReference(),
      acceptedAt: (input.acceptedAt ?? new Date()).toISOString(),
      investor: investor!.id,
      investorName: personName(investor),
      investorEmail: investor!.email,
      opportunity: opportunity!.id,
      opportunityName: opportunity!.title,
      description,
      corrects: corrected?.id ?? null,
      correctsReference: corrected?.reference ?? null,
      note: input.note ?? null,
      recordedBy: input.recordedBy ?? null,
      tenant: tenant.id,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
