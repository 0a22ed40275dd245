import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { publishToUser, storeNotification, type TPublicNotification } from '@/collections/people/Notifications/notify'
import { ZApplyInput, ZApproveInput, ZRejectInput } from '@/domain/organisations/organisation-body'
import { applicationPath, organisationPath } from '@/domain/organisations/organisations'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'
import { accountStep, portalStepMessage } from '@/domain/onboarding/portal-gate'
import { ORGANISATION_APPLY_PATH } from '@/navigation/profile-record-paths'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

// spec 2.1 organisation applications (issue 11 §3, decision 020): the investor's request and the
// staff decision. With the tenant's organisation_links_enabled switch off every call answers 404,
// as the screens do.

async function requireSwitchOn(req: PayloadRequest, user: TTenantUser): Promise<number> {
  const tenantId = tenantIdOf(user.tenant)!
  const tenant = await tenantById(req.payload, tenantId)
  if (!tenant || !featuresOf(tenant).organisation_links_enabled) throw new AppError('not_found')
  return tenantId
}

/** Where the investor reads about their applications: the portal's apply page lists them with their outcome (decision 038). */
const INVESTOR_CTA = ORGANISATION_APPLY_PATH

/**
 * POST /api/organisation-applications/apply { organisationName, businessType, registrationNumber?, role, message? }:
 * an investor (the portal's user) asks to act for an organisation. At most one pending application
 * per investor and organisation name (409). 201 { application }.
 */
export const applyEndpoint = defineEndpoint({
  path: '/apply',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    // The investor's own portal action: staff do not apply on an investor's behalf (they link directly).
    requirePermission(user, 'investor_portal', 'show')
    const tenantId = await requireSwitchOn(req, user)
    // The investor's own data, behind the account steps only (verified address, current terms: decision 038).
    const tenant = (await tenantById(req.payload, tenantId))!
    const step = accountStep(user, tenant)
    if (step) return json({ message: portalStepMessage(step, terminologyOf(tenant)), step }, 403)
    const input = await parseBody(req, ZApplyInput)
    const application = await inTransaction(req, async () => {
      // One pending request per investor at a time for the same name: serialised on the investor's row.
      await queryInTransaction(req, sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`)
      const [pending] = await queryInTransaction<{ id: number }>(
        req,
        sql`SELECT id FROM organisation_applications WHERE applicant_id = ${user.id} AND tenant_id = ${tenantId} AND status = 'pending' AND lower(organisation_name) = lower(${input.organisationName}) LIMIT 1`,
      )
      if (pending) throw new AppError('conflict', 'You have already applied for this organisation: we will tell you when it is decided.', { organisationName: ['You have already applied for this organisation'] })
      return req.payload.create({
        collection: 'organisation-applications',
        data: { ...input, applicant: user.id, status: 'pending', tenant: tenantId },
        overrideAccess: true,
        req,
        depth: 0,
      })
    })
    return json({ application }, 201)
  },
})

type TLockedApplication = { id: number; applicant_id: number; organisation_name: string; business_type: string; registration_number: string | null; role: string; status: string }

/** Locks a pending application of the tenant for a staff decision; 404 unknown (or another tenant's), 409 already decided. */
async function lockPending(req: PayloadRequest, id: number, tenantId: number): Promise<TLockedApplication> {
  const [row] = await queryInTransaction<TLockedApplication>(
    req,
    sql`SELECT id, applicant_id, organisation_name, business_type::text AS business_type, registration_number, role::text AS role, status::text AS status
          FROM organisation_applications WHERE id = ${id} AND tenant_id = ${tenantId} FOR UPDATE`,
  )
  if (!row) throw new AppError('not_found')
  if (row.status !== 'pending') throw new AppError('conflict', `This application was already ${row.status}.`)
  return row
}

/** Staff who decide: investors update (a decision makes or refuses a link between an investor and an organisation). */
function decider(req: PayloadRequest): TTenantUser {
  const user = requireTenantUser(req.user)
  if (!can(user.role_id, 'investors', 'index')) throw new AppError('forbidden')
  requirePermission(user, 'investors', 'update')
  return user
}

/**
 * POST /api/organisation-applications/{id}/approve { organisation? }: links the applicant to the
 * organisation named (one of the tenant's), or to a new one made from the application's details;
 * an existing link keeps its role. The application is approved and the investor told, all in one
 * transaction (the notice is pushed once it has committed). 200 { application, organisation, member }.
 */
export const approveEndpoint = defineEndpoint({
  path: '/:id/approve',
  method: 'post',
  handler: async (req) => {
    const user = decider(req)
    const tenantId = await requireSwitchOn(req, user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZApproveInput)
    let notice: TPublicNotification | null = null
    let applicant = 0
    const answer = await inTransaction(req, async () => {
      const application = await lockPending(req, id, tenantId)
      applicant = application.applicant_id
      const organisation = input.organisation
        ? await req.payload.findByID({ collection: 'organisations', id: input.organisation, depth: 0, overrideAccess: true, req, disableErrors: true })
        : await req.payload.create({
            collection: 'organisations',
            data: { name: application.organisation_name, businessType: application.business_type as 'business', registrationNumber: application.registration_number, tenant: tenantId },
            overrideAccess: true,
            req,
            depth: 0,
          })
      if (!organisation || tenantIdOf(organisation.tenant as number) !== tenantId) throw new AppError('invalid', 'Choose an organisation of this tenant.', { organisation: ['Choose an organisation of this tenant'] })
      const existing = (await req.payload.find({ collection: 'organisation-members', where: { and: [{ organisation: { equals: organisation.id } }, { investor: { equals: application.applicant_id } }] }, depth: 0, limit: 1, overrideAccess: true, req })).docs[0]
      const member =
        existing ??
        (await req.payload.create({
          collection: 'organisation-members',
          data: { organisation: organisation.id, investor: application.applicant_id, role: application.role as 'member', tenant: tenantId },
          overrideAccess: true,
          req,
          depth: 0,
        }))
      const updated = await req.payload.update({
        collection: 'organisation-applications',
        id,
        data: { status: 'approved', organisation: organisation.id, decidedBy: user.id, decidedAt: new Date().toISOString() },
        overrideAccess: true,
        req,
        depth: 0,
      })
      notice = await storeNotification(req, application.applicant_id, tenantId, {
        message: `Organisation application approved: you can now act for ${organisation.name}.`,
        icon: 'check',
        cta: INVESTOR_CTA,
      })
      return { application: updated, organisation: { id: organisation.id, name: organisation.name, path: organisationPath(organisation.id) }, member: { id: member.id, role: member.role } }
    })
    if (notice) await publishToUser(applicant, notice)
    return json(answer)
  },
})

/**
 * POST /api/organisation-applications/{id}/reject { reason }: the reason is required and is what the
 * investor reads. One transaction with the notice, pushed after commit. 200 { application }.
 */
export const rejectEndpoint = defineEndpoint({
  path: '/:id/reject',
  method: 'post',
  handler: async (req) => {
    const user = decider(req)
    const tenantId = await requireSwitchOn(req, user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZRejectInput)
    let notice: TPublicNotification | null = null
    let applicant = 0
    const application = await inTransaction(req, async () => {
      const locked = await lockPending(req, id, tenantId)
      applicant = locked.applicant_id
      const updated = await req.payload.update({
        collection: 'organisation-applications',
        id,
        data: { status: 'rejected', decisionReason: input.reason, decidedBy: user.id, decidedAt: new Date().toISOString() },
        overrideAccess: true,
        req,
        depth: 0,
      })
      notice = await storeNotification(req, locked.applicant_id, tenantId, {
        message: `Organisation application for ${locked.organisation_name} not approved: ${input.reason}`,
        icon: 'alert',
        cta: INVESTOR_CTA,
      })
      return updated
    })
    if (notice) await publishToUser(applicant, notice)
    return json({ application, path: applicationPath(application.id) })
  },
})
