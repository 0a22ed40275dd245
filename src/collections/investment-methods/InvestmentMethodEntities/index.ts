import { APIError, ValidationError, type CollectionBeforeChangeHook, type CollectionConfig, type PayloadRequest, type Where } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { changeInvestorLinks, createInvestorLinks, readInvestorLinks } from '@/access/investor-links-access'
import { relationIdOf } from '@/collections/fields/relation-id'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { namedByLedger } from '@/collections/investments/money/ledger'
import { tenantInvestorIds } from '@/collections/people/Users/tenant-investors'
import { ZInvestmentMethodEntityBody } from '@/domain/investment-methods/investment-method-body'
import { ENTITY_STATUS_LABEL, ENTITY_STATUSES } from '@/domain/investment-methods/investment-methods'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

type TDoc = Record<string, unknown>

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(relationIdOf).filter((id): id is number => id !== null) : [])

/**
 * spec 3 default_investor_associates (decision 022): with the tenant's switch on, a new entity given
 * no associates takes those of the lead's latest entity, so a joint holder or trustee is not typed
 * again for each wrapper. An explicit empty list means none.
 */
async function defaultAssociates({ data, req, tenant, lead }: { data: TDoc; req: PayloadRequest; tenant: number; lead: number }): Promise<number[] | undefined> {
  if (data.associates != null) return undefined
  const owner = await tenantById(req.payload, tenant)
  if (!owner || !featuresOf(owner).default_investor_associates) return undefined
  const { docs } = await req.payload.find({ collection: 'investment-method-entities', where: { lead: { equals: lead } }, sort: '-createdAt', limit: 1, depth: 0, overrideAccess: true, req, select: { associates: true } })
  return docs[0] ? idsOf(docs[0].associates) : undefined
}

/**
 * An entity never crosses tenants (decision 022): its method, its lead and every associate belong to
 * the row's tenant (stamped from the session by tenantField), the people are investors (role User),
 * and an investor leads one entity per method. Checked on the server for every write, seed and
 * operators included; each refusal lands on its own field.
 */
const sameTenantEntity: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection, operation }) => {
  const tenant = tenantIdOf((data.tenant ?? originalDoc?.tenant) as number | { id: number } | null)
  const methodId = relationIdOf(data.method ?? originalDoc?.method)
  const lead = relationIdOf(data.lead ?? originalDoc?.lead)
  const fail = (path: string, message: string) => new ValidationError({ collection: collection.slug, errors: [{ path, message }], req })
  const method = methodId === null ? null : await req.payload.findByID({ collection: 'investment-methods', id: methodId, depth: 0, overrideAccess: true, req, disableErrors: true, select: { tenant: true } })
  if (!method || tenant === null || tenantIdOf(method.tenant) !== tenant) throw fail('method', 'Choose an investment method of this tenant')
  if (operation === 'create' && lead !== null) {
    const defaults = await defaultAssociates({ data, req, tenant, lead })
    if (defaults) data.associates = defaults.filter((id) => id !== lead)
  }
  const associates = idsOf(data.associates ?? originalDoc?.associates)
  const investors = await tenantInvestorIds(req, tenant, lead === null ? associates : [lead, ...associates])
  if (lead === null || !investors.has(lead)) throw fail('lead', 'Choose an investor of this tenant')
  if (associates.some((id) => !investors.has(id))) throw fail('associates', 'Choose investors of this tenant')
  const { totalDocs } = await req.payload.count({
    collection: 'investment-method-entities',
    where: { and: [{ method: { equals: methodId } }, { lead: { equals: lead } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw fail('lead', 'This investor already leads an entity of this method')
  return data
}

/**
 * An investor's entity of an investment method (issue 11 §4, decision 022): their account in the
 * wrapper (lead holder), the investors who hold it with them (associates: a joint holder, trustees,
 * co-directors), the account reference with the provider and its state. Spec 3's User relations
 * leadInvestmentMethodEntities and investmentMethodEntities read it from either side. Staff add and
 * remove entities on the method's details tab; unique per method and lead (an index backs the hook).
 */
export const InvestmentMethodEntities: CollectionConfig = {
  slug: 'investment-method-entities',
  admin: { defaultColumns: ['method', 'lead', 'status', 'tenant'] },
  access: {
    read: readInvestorLinks((investor): Where => ({ or: [{ lead: { equals: investor } }, { associates: { in: [investor] } }] })),
    create: createInvestorLinks,
    update: changeInvestorLinks,
    delete: changeInvestorLinks,
  },
  hooks: {
    beforeValidate: [validateBody(ZInvestmentMethodEntityBody)],
    beforeChange: [sameTenantEntity],
    // The ledger is kept (its foreign keys refuse): an entity holding investments stays; close it instead (decision 025).
    beforeDelete: [
      async ({ req, id }) => {
        if (await namedByLedger(req, 'method_entity', Number(id))) throw new APIError('This account holds investments on the ledger, which is kept: it cannot be removed. Mark it closed instead.', 409, null, true)
      },
    ],
  },
  indexes: [{ fields: ['method', 'lead'], unique: true }],
  fields: [
    { name: 'method', type: 'relationship', relationTo: 'investment-methods', required: true, index: true },
    { name: 'lead', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'associates', type: 'relationship', relationTo: 'users', hasMany: true },
    { name: 'accountReference', type: 'text', maxLength: 100 },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: ENTITY_STATUSES.map((value) => ({ value, label: ENTITY_STATUS_LABEL[value] })) },
    { name: 'openedAt', type: 'date' },
    tenantField,
  ],
  timestamps: true,
}
