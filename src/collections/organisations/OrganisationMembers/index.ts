import { ValidationError, type Access, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { isOperator, isTenantUser, tenantIdOf } from '@/access/current-user'
import { sameTenant, tenantRowsIf } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZOrganisationMemberBody } from '@/domain/organisations/organisation-body'
import { MEMBER_ROLE_LABEL, MEMBER_ROLES } from '@/domain/organisations/organisations'

/** Staff who may show investors read the tenant's links; an investor reads their own (their organisations). */
const readLinks: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (can(user.role_id, 'investors', 'show')) return sameTenant(user)
  if (user.role_id === ROLE.user) return { and: [sameTenant(user), { investor: { equals: user.id } }] }
  return false
}

/** Adding or removing a link changes the organisation's (and the investor's) record: investors update. */
const changeLinks: Access = (args) => (isTenantUser(args.req.user) && !can(args.req.user.role_id, 'investors', 'update') ? false : tenantRowsIf('investors', 'update')(args))
const createLinks: Access = ({ req: { user } }) => isOperator(user) || (isTenantUser(user) && can(user.role_id, 'investors', 'update'))

const relationId = (value: unknown) => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : Number(value))

/**
 * A link never crosses tenants (decision 020): the organisation and the investor must both belong to
 * the row's tenant (stamped from the session by tenantField), the investor be an investor (role
 * User), and the pair be new. Checked on the server for every write, seed and operators included.
 */
const sameTenantLink: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const tenant = tenantIdOf((data.tenant ?? originalDoc?.tenant) as number | { id: number } | null)
  const organisationId = relationId(data.organisation ?? originalDoc?.organisation)
  const investorId = relationId(data.investor ?? originalDoc?.investor)
  const fail = (path: string, message: string) => new ValidationError({ collection: collection.slug, errors: [{ path, message }], req })
  const [organisation, investor] = await Promise.all([
    req.payload.findByID({ collection: 'organisations', id: organisationId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { tenant: true } }),
    req.payload.findByID({ collection: 'users', id: investorId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { tenant: true, role_id: true } }),
  ])
  if (!organisation || tenant === null || tenantIdOf(organisation.tenant) !== tenant) throw fail('organisation', 'Choose an organisation of this tenant')
  if (!investor || tenantIdOf(investor.tenant) !== tenant || investor.role_id !== ROLE.user) throw fail('investor', 'Choose an investor of this tenant')
  const { totalDocs } = await req.payload.count({
    collection: 'organisation-members',
    where: { and: [{ organisation: { equals: organisationId } }, { investor: { equals: investorId } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw fail('investor', 'This investor is already linked to this organisation')
  return data
}

/**
 * Links between an organisation and the investors who act for it (issue 11 §3, decision 020): one
 * row per investor per organisation with their role (director, authorised signatory, member).
 * Staff add and remove them on the organisation's details tab; an approved organisation
 * application makes one. Unique per pair (an index backs the hook's check against races).
 */
export const OrganisationMembers: CollectionConfig = {
  slug: 'organisation-members',
  admin: { defaultColumns: ['organisation', 'investor', 'role', 'tenant'] },
  access: { read: readLinks, create: createLinks, update: changeLinks, delete: changeLinks },
  hooks: { beforeValidate: [validateBody(ZOrganisationMemberBody)], beforeChange: [sameTenantLink] },
  indexes: [{ fields: ['organisation', 'investor'], unique: true }],
  fields: [
    { name: 'organisation', type: 'relationship', relationTo: 'organisations', required: true, index: true },
    { name: 'investor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'role', type: 'select', required: true, defaultValue: 'member', options: MEMBER_ROLES.map((value) => ({ value, label: MEMBER_ROLE_LABEL[value] })) },
    { name: 'title', type: 'text', maxLength: 100 },
    tenantField,
  ],
  timestamps: true,
}
