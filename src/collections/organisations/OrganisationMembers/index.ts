import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { changeInvestorLinks, createInvestorLinks, readInvestorLinks } from '@/access/investor-links-access'
import { relationIdOf } from '@/collections/fields/relation-id'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { tenantInvestorIds } from '@/collections/people/Users/tenant-investors'
import { ZOrganisationMemberBody } from '@/domain/organisations/organisation-body'
import { MEMBER_ROLE_LABEL, MEMBER_ROLES } from '@/domain/organisations/organisations'

/**
 * A link never crosses tenants (decision 020): the organisation and the investor must both belong to
 * the row's tenant (stamped from the session by tenantField), the investor be an investor (role
 * User), and the pair be new. Checked on the server for every write, seed and operators included.
 */
const sameTenantLink: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const tenant = tenantIdOf((data.tenant ?? originalDoc?.tenant) as number | { id: number } | null)
  const organisationId = relationIdOf(data.organisation ?? originalDoc?.organisation)
  const investorId = relationIdOf(data.investor ?? originalDoc?.investor)
  const fail = (path: string, message: string) => new ValidationError({ collection: collection.slug, errors: [{ path, message }], req })
  const organisation = organisationId === null ? null : await req.payload.findByID({ collection: 'organisations', id: organisationId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { tenant: true } })
  if (!organisation || tenant === null || tenantIdOf(organisation.tenant) !== tenant) throw fail('organisation', 'Choose an organisation of this tenant')
  if (investorId === null || !(await tenantInvestorIds(req, tenant, [investorId])).has(investorId)) throw fail('investor', 'Choose an investor of this tenant')
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
  access: { read: readInvestorLinks((investor) => ({ investor: { equals: investor } })), create: createInvestorLinks, update: changeInvestorLinks, delete: changeInvestorLinks },
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
