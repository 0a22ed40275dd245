import { z } from 'zod'

import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { investorActor, portalStepError } from '@/collections/people/Users/portal-journey'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { CERTIFICATE_VALID_MONTHS, EXEMPTION_ARTICLES, EXEMPTION_LABEL, EXEMPTION_STATEMENT } from '@/domain/investors/promotion-exemptions'
import { accountStep } from '@/domain/onboarding/portal-gate'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { now } from '@/lib/clock'
import { json, parseBody } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

const optionalText = (max: number) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(max, `Use at most ${max} characters`).optional())

const ZExemption = z.object({
  article: z.enum(EXEMPTION_ARTICLES, 'Choose which exemption you declare'),
  /** The investor ticked the box under the statement. */
  confirmed: z.literal(true, 'Confirm the statement to sign it'),
  certifiedBy: optionalText(200),
  certifierReference: optionalText(20),
  certificateDate: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.iso.date('Enter the date the certificate was signed').optional()),
})

const CERTIFIER_MISSING = 'Name the FCA-authorised firm that signed your certificate'
const REFERENCE_MISSING = 'Enter the firm’s FCA reference number (6 or 7 digits)'
const CERTIFICATE_TOO_OLD = 'The certificate must have been signed in the last three years'
const CERTIFICATE_IN_FUTURE = 'The certificate date cannot be in the future'

/**
 * POST /api/portal-journey/exemption { article, confirmed: true, certifiedBy?, certifierReference?, certificateDate? }:
 * the investor signs a financial promotion exemption statement (FPO arts. 48, 50, 50A; decision 043).
 * 404 while the tenant's financial_promotion_exceptions_enabled is off. Art. 50 names the certifying
 * firm, its FCA reference and the certificate's date (within three years). The statement's words are
 * stored as shown; the row and its trail entry are one transaction. The journey's gates do not read it.
 */
export const journeyExemptionEndpoint = defineEndpoint({
  path: '/portal-journey/exemption',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'investor_portal', 'show')
    const tenant = await tenantById(req.payload, tenantIdOf(user.tenant)!)
    if (!tenant || !featuresOf(tenant).financial_promotion_exceptions_enabled) throw new AppError('not_found')
    const early = accountStep(user, tenant)
    if (early) throw portalStepError(early, tenant)
    const body = await parseBody(req, ZExemption)
    const at = now()
    let certificate: { certifiedBy: string; certifierReference: string; certificateDate: string } | null = null
    if (body.article === 'art-50') {
      const errors: Record<string, string[]> = {}
      if (!body.certifiedBy) errors.certifiedBy = [CERTIFIER_MISSING]
      if (!body.certifierReference || !/^\d{6,7}$/.test(body.certifierReference)) errors.certifierReference = [REFERENCE_MISSING]
      if (!body.certificateDate) errors.certificateDate = ['Enter the date the certificate was signed']
      else {
        const signed = new Date(`${body.certificateDate}T00:00:00.000Z`)
        const oldest = new Date(at)
        oldest.setUTCMonth(oldest.getUTCMonth() - CERTIFICATE_VALID_MONTHS)
        if (signed.getTime() > at.getTime()) errors.certificateDate = [CERTIFICATE_IN_FUTURE]
        else if (signed.getTime() <= oldest.getTime()) errors.certificateDate = [CERTIFICATE_TOO_OLD]
      }
      if (Object.keys(errors).length > 0) throw invalid(errors)
      certificate = { certifiedBy: body.certifiedBy!, certifierReference: body.certifierReference!, certificateDate: new Date(`${body.certificateDate}T00:00:00.000Z`).toISOString() }
    }
    const row = await inTransaction(req, async () => {
      const created = await req.payload.create({
        collection: 'promotion-exemptions',
        data: { investor: user.id, article: body.article, statement: EXEMPTION_STATEMENT[body.article], declaredAt: at.toISOString(), ...(certificate ?? {}), tenant: tenant.id } as never,
        overrideAccess: true,
        depth: 0,
        req,
      })
      await recordActivity(req.payload, req, {
        target: { collection: 'users', id: user.id },
        tenant: tenant.id,
        action: 'journey-exemption-declared',
        changes: { exemption: { from: null, to: EXEMPTION_LABEL[body.article] }, expiresAt: { from: null, to: created.expiresAt }, ...(certificate ? { certifiedBy: { from: null, to: `${certificate.certifiedBy} (FRN ${certificate.certifierReference})` } } : {}) },
        actor: investorActor(user),
      })
      return created
    })
    return json({ exemption: { id: row.id, article: row.article, declaredAt: row.declaredAt, expiresAt: row.expiresAt, certifiedBy: row.certifiedBy ?? null }, message: 'Thank you: your statement is signed and recorded.' }, 201)
  },
})
