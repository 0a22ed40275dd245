import type { Access, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isOperator, isTenantUser, tenantIdOf } from '@/access/current-user'
import { operatorsOnly, sameTenant } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { tenantField } from '@/collections/fields/tenant-field'
import { EXEMPTION_ARTICLES, EXEMPTION_LABEL, exemptionExpiry, type TExemptionArticle } from '@/domain/investors/promotion-exemptions'
import { tenantById } from '@/tenancy/resolve-tenant'

/** Staff who may open investors read the tenant's exemption declarations; an investor reads their own. */
const readExemptions: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (can(user.role_id, 'investors', 'show')) return sameTenant(user)
  if (user.role_id === ROLE.user) return { and: [sameTenant(user), { investor: { equals: user.id } }] }
  return false
}

/** What the writer may not choose: the expiry (decision 043's rules). The investor is an investor of the row's tenant. */
const stampNewExemption: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const tenantId = tenantIdOf(data.tenant)
  const tenant = tenantId === null ? null : await tenantById(req.payload, tenantId)
  const investor = await req.payload.findByID({ collection: 'users', id: tenantIdOf(data.investor) ?? 0, depth: 0, overrideAccess: true, req, disableErrors: true, select: { role_id: true, tenant: true } })
  if (!tenant || !investor || investor.role_id !== ROLE.user || tenantIdOf(investor.tenant) !== tenant.id) throw new Error('An exemption belongs to an investor of its own tenant')
  return { ...data, expiresAt: exemptionExpiry(data.article as TExemptionArticle, data.declaredAt, data.certificateDate) }
}

/**
 * An investor's financial promotion exemption declarations (FPO arts. 48, 50, 50A; spec 3
 * financial_promotion_exceptions_enabled, decision 043): one row per declaration, never edited (a
 * newer one supersedes; the history stays), with the statement's words as shown and, for art. 50,
 * the firm that certified the investor. Written only by POST /api/portal-journey/exemption (Local
 * API); Payload's REST create, update and delete are the operators'.
 */
export const PromotionExemptions: CollectionConfig = {
  slug: 'promotion-exemptions',
  admin: { useAsTitle: 'article', defaultColumns: ['investor', 'article', 'declaredAt', 'expiresAt', 'tenant'] },
  access: { read: readExemptions, create: operatorsOnly, update: operatorsOnly, delete: operatorsOnly },
  indexes: [{ fields: ['investor', 'declaredAt'] }],
  hooks: { beforeChange: [stampNewExemption] },
  fields: [
    { name: 'investor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'article', type: 'select', required: true, options: EXEMPTION_ARTICLES.map((value) => ({ value, label: EXEMPTION_LABEL[value] })) },
    // The statement as the investor was shown it and signed it.
    { name: 'statement', type: 'textarea', required: true, maxLength: 10_000 },
    { name: 'declaredAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    // Art. 50: the FCA-authorised firm that signed the certificate, its FCA reference number, and when.
    { name: 'certifiedBy', type: 'text', maxLength: 200 },
    { name: 'certifierReference', type: 'text', maxLength: 20 },
    { name: 'certificateDate', type: 'date' },
    tenantField,
  ],
  timestamps: true,
}
