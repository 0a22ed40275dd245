import type { Access, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isOperator, isTenantUser, tenantIdOf } from '@/access/current-user'
import { operatorsOnly, sameTenant } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import {
  CATEGORISATION_SOURCES,
  CATEGORISATION_STATUS_LABEL,
  CATEGORISATION_STATUSES,
  categorisationExpiry,
  initialCategorisationStatus,
  INVESTOR_CATEGORIES,
  INVESTOR_CATEGORY_LABEL,
} from '@/domain/investors/categorisation'
import { ZCategorisationDeclaration } from '@/domain/investors/categorisation-body'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { approveCategorisationEndpoint, rejectCategorisationEndpoint } from './endpoints/decide'

/** Staff who may open investors read the tenant's declarations; an investor reads their own. */
const readCategorisations: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (can(user.role_id, 'investors', 'show')) return sameTenant(user)
  if (user.role_id === ROLE.user) return { and: [sameTenant(user), { investor: { equals: user.id } }] }
  return false
}

/**
 * What the writer may not choose: the expiry (12 months from the declaration) and the first status
 * (pending while the tenant's compliance_test_requires_categorisation_approval switch is on). The
 * investor must be an investor of the row's tenant.
 */
const stampNewDeclaration: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const tenantId = tenantIdOf(data.tenant)
  const tenant = tenantId === null ? null : await tenantById(req.payload, tenantId)
  const investor = await req.payload.findByID({ collection: 'users', id: tenantIdOf(data.investor) ?? 0, depth: 0, overrideAccess: true, req, disableErrors: true, select: { role_id: true, tenant: true } })
  if (!tenant || !investor || investor.role_id !== ROLE.user || tenantIdOf(investor.tenant) !== tenant.id) throw new Error('A categorisation belongs to an investor of its own tenant')
  return {
    ...data,
    expiresAt: categorisationExpiry(data.declaredAt),
    status: initialCategorisationStatus(!!featuresOf(tenant).compliance_test_requires_categorisation_approval),
    decisionReason: null,
    decidedBy: null,
    decidedAt: null,
  }
}

/**
 * An investor's client categorisations (COBS 4.12A; issue 11 §1 category tab, decision 023), one row
 * per declaration, never edited: a newer declaration supersedes the older (the one in force is the
 * newest approved one not expired: currentCategorisation), and the history stays. Written by the
 * investor portal's declaration (another issue: Local API create with the investor's tenant) and,
 * for the status only, by the staff decision endpoints. Payload's REST create, update and delete
 * are the operators'.
 */
export const InvestorCategorisations: CollectionConfig = {
  slug: 'investor-categorisations',
  admin: { useAsTitle: 'category', defaultColumns: ['investor', 'category', 'status', 'declaredAt', 'expiresAt', 'tenant'] },
  access: { read: readCategorisations, create: operatorsOnly, update: operatorsOnly, delete: operatorsOnly },
  endpoints: [approveCategorisationEndpoint, rejectCategorisationEndpoint],
  // An investor's history newest first; a tenant's pending ones for the staff who decide.
  indexes: [{ fields: ['investor', 'declaredAt'] }, { fields: ['tenant', 'status'] }],
  hooks: { beforeValidate: [validateBody(ZCategorisationDeclaration)], beforeChange: [stampNewDeclaration] },
  fields: [
    { name: 'investor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'category', type: 'select', required: true, options: INVESTOR_CATEGORIES.map((value) => ({ value, label: INVESTOR_CATEGORY_LABEL[value] })) },
    // The declaration as it was answered: [{ question, answer }], the question's words as asked then.
    { name: 'answers', type: 'json', required: true },
    { name: 'declaredAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'source', type: 'select', required: true, defaultValue: 'investor', options: CATEGORISATION_SOURCES.map((value) => ({ value, label: value === 'investor' ? 'The investor' : 'Staff' })) },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: CATEGORISATION_STATUSES.map((value) => ({ value, label: CATEGORISATION_STATUS_LABEL[value] })) },
    { name: 'decisionReason', type: 'textarea', maxLength: 1000 },
    // A plain user id, like the trail's actor: the decision outlives the staff account; the name as it was.
    { name: 'decidedBy', type: 'number' },
    { name: 'decidedByName', type: 'text', maxLength: 200 },
    { name: 'decidedAt', type: 'date' },
    tenantField,
  ],
  timestamps: true,
}
