import type { Payload, PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { INVESTOR_COMPLIANCE_GRANT } from '@/access/investor-compliance'
import { requirePermission } from '@/access/require-user'
import { ROLE } from '@/access/roles'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { investorName } from '@/domain/investors/investors'
import { SCREENING_CHECK_LABEL, SCREENING_STATUS_LABEL, screeningCheckFor, statusOfHistory, type TScreeningStatus } from '@/domain/investors/screening'
import type { TScreeningBody } from '@/domain/investors/screening-body'
import { AppError, invalid } from '@/lib/app-error'
import { reachableInvestor } from '@/lib/signing/signable-documents'
import { inTransaction } from '@/lib/transaction'
import type { InvestorScreening, Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { screeningProviderFor } from './screening-provider'

// Investor screening (issue 11 §9, decision 027): the history, the status it gives, and recording a
// result. Every read names the tenant; the switch user_screening_enabled decides whether any of it applies.

export const screeningOn = (tenant: Pick<Tenant, 'features'>) => featuresOf(tenant).user_screening_enabled

/** An investor's results, newest first (the tenant in the query). */
export async function screeningHistory(payload: Payload, tenant: number, investor: number, req?: PayloadRequest): Promise<InvestorScreening[]> {
  const { docs } = await payload.find({
    collection: 'investor-screenings',
    where: { and: [{ investor: { equals: investor } }, { tenant: { equals: tenant } }] },
    sort: ['-createdAt', '-id'],
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

/**
 * Whether screening lets this investor invest (for the portal issue, which blocks investing until it
 * does): true when their tenant has user_screening_enabled off (screening does not apply), else only
 * when their newest result is `clear`. No result yet is `pending`: false. An unknown id or an account
 * that is not an investor: false.
 */
export async function screeningClears(payload: Payload, investorId: number): Promise<boolean> {
  const investor = await payload.findByID({ collection: 'users', id: investorId, depth: 0, overrideAccess: true, disableErrors: true, select: { role_id: true, tenant: true } })
  const tenantId = tenantIdOf(investor?.tenant)
  if (!investor || investor.role_id !== ROLE.user || tenantId === null) return false
  const tenant = await tenantById(payload, tenantId)
  if (!tenant) return false
  if (!screeningOn(tenant)) return true
  const latest = await payload.find({
    collection: 'investor-screenings',
    where: { and: [{ investor: { equals: investorId } }, { tenant: { equals: tenantId } }] },
    sort: ['-createdAt', '-id'],
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { status: true },
  })
  return statusOfHistory(latest.docs) === 'clear'
}

/**
 * POST /api/investor-screenings/record: a result of the tenant's check for one investor, through the
 * tenant's provider, with the trail entry, in one transaction. 404 while the switch is off (the area
 * does not exist), 403 without compliance create, 404 for an investor the user cannot reach, 422 for
 * bad input or evidence that is not one of the investor's documents.
 */
export async function recordScreening(req: PayloadRequest, user: TTenantUser, body: TScreeningBody): Promise<{ row: InvestorScreening; previous: TScreeningStatus }> {
  const { payload } = req
  const investor = await reachableInvestor(payload, user, body.investor)
  const tenant = await tenantById(payload, investor.tenant)
  if (!tenant) throw new AppError('not_found')
  let evidenceFilename: string | null = null
  if (body.evidenceDocument !== undefined) {
    const doc = await payload.findByID({ collection: 'documents', id: body.evidenceDocument, depth: 0, overrideAccess: true, disableErrors: true })
    const ofInvestor = doc && tenantIdOf(doc.tenant) === investor.tenant && doc.targetCollection === 'users' && doc.targetId === investor.id
    if (!ofInvestor) throw invalid({ evidenceDocument: ['Choose one of the investor’s documents'] })
    evidenceFilename = doc.filename
  }
  const check = screeningCheckFor(featuresOf(tenant))
  const provider = screeningProviderFor()
  const name = investorName(investor) || investor.email
  const outcome = await provider.screen({ subject: { id: investor.id, name, email: investor.email, tenant: investor.tenant }, check, finding: { status: body.status, note: body.note } })
  const recordedByName = [user.name, user.surname].filter(Boolean).join(' ') || user.email
  return inTransaction(req, async () => {
    const previous = statusOfHistory(await screeningHistory(payload, investor.tenant, investor.id, req))
    const row = await payload.create({
      collection: 'investor-screenings',
      data: {
        investor: investor.id,
        status: outcome.status,
        check,
        provider: provider.key,
        providerReference: outcome.reference,
        note: outcome.note,
        evidenceDocument: body.evidenceDocument ?? null,
        evidenceFilename,
        recordedBy: user.id,
        recordedByName,
        tenant: investor.tenant,
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    await recordActivity(payload, req, {
      target: { collection: 'users', id: investor.id },
      tenant: investor.tenant,
      action: 'screening-recorded',
      changes: { screening: { from: SCREENING_STATUS_LABEL[previous], to: SCREENING_STATUS_LABEL[outcome.status] }, check: { from: null, to: SCREENING_CHECK_LABEL[check] } },
      targetLabel: investor.email,
    })
    return { row, previous }
  })
}

/** The checks an endpoint makes before reading the body: the switch (404 while off), then the right (403). */
export async function requireScreening(payload: Payload, user: TTenantUser): Promise<void> {
  const tenant = await tenantById(payload, tenantIdOf(user.tenant) ?? 0)
  if (!tenant || !screeningOn(tenant)) throw new AppError('not_found')
  requirePermission(user, ...INVESTOR_COMPLIANCE_GRANT['record-screening'])
}
