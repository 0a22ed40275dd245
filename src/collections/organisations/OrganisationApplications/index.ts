import type { Access, CollectionConfig } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { operatorsOnly, sameTenant, whenFeature } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { tenantField } from '@/collections/fields/tenant-field'
import { APPLICATION_STATUS_LABEL, APPLICATION_STATUSES, BUSINESS_TYPE_LABEL, BUSINESS_TYPES, MEMBER_ROLE_LABEL, MEMBER_ROLES } from '@/domain/organisations/organisations'

import { applyEndpoint, approveEndpoint, rejectEndpoint } from './endpoints/decide'

/** Staff with investors index read the tenant's applications; an investor reads their own. Behind the switch. */
const readApplications: Access = whenFeature('organisation_links_enabled', ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (can(user.role_id, 'investors', 'index')) return sameTenant(user)
  if (user.role_id === ROLE.user) return { and: [sameTenant(user), { applicant: { equals: user.id } }] }
  return false
})

/**
 * Organisation applications (spec 2.1 /admin/investors/organisation-applications, issue 11 §3,
 * decision 020): an investor's request to act for an organisation, behind the tenant's
 * organisation_links_enabled switch. The investor names the organisation (the tenant's list of
 * organisations is not shown to investors); staff approve it — linking the investor to an existing
 * organisation of the tenant or to one created from the application's details — or reject it with a
 * reason, and the investor is notified either way. Written only by the endpoints (apply, approve,
 * reject), each in one transaction; Payload's create, update and delete are the operators'.
 */
export const OrganisationApplications: CollectionConfig = {
  slug: 'organisation-applications',
  admin: { useAsTitle: 'organisationName', defaultColumns: ['organisationName', 'applicant', 'status', 'tenant'] },
  access: { read: readApplications, create: operatorsOnly, update: operatorsOnly, delete: operatorsOnly },
  endpoints: [applyEndpoint, approveEndpoint, rejectEndpoint],
  indexes: [{ fields: ['tenant', 'status', 'createdAt'] }],
  fields: [
    { name: 'applicant', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'organisationName', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'businessType', type: 'select', required: true, options: BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABEL[value] })) },
    { name: 'registrationNumber', type: 'text', maxLength: 50 },
    { name: 'role', type: 'select', required: true, options: MEMBER_ROLES.map((value) => ({ value, label: MEMBER_ROLE_LABEL[value] })) },
    { name: 'message', type: 'textarea', maxLength: 1000 },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABEL[value] })) },
    // The organisation the approval linked the investor to (empty while pending, or when rejected).
    { name: 'organisation', type: 'relationship', relationTo: 'organisations', index: true },
    { name: 'decisionReason', type: 'textarea', maxLength: 1000 },
    // A plain user id, like the trail's actor: the decision outlives the staff account.
    { name: 'decidedBy', type: 'number' },
    { name: 'decidedAt', type: 'date', index: true },
    tenantField,
  ],
  timestamps: true,
}
