import { APIError, type CollectionConfig } from 'payload'

import { createIf, tenantRowsIf } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { namedByLedger } from '@/collections/investments/money/ledger'
import type { TTrailOptions } from '@/collections/records/Activities/with-activity-trail'
import { ZInvestmentMethodBody } from '@/domain/investment-methods/investment-method-body'
import { METHOD_KIND_LABEL, METHOD_KINDS, methodKindText } from '@/domain/investment-methods/investment-methods'

import { addEntityEndpoint } from './endpoints/add-entity'

/** How the trail names a method and shows its kind. */
export const INVESTMENT_METHOD_TRAIL: TTrailOptions = {
  label: (doc) => (typeof doc.name === 'string' && doc.name ? doc.name : null),
  present: (doc) => ({ ...doc, kind: doc.kind == null ? null : methodKindText(doc.kind) }),
}

/**
 * spec 2.1 /admin/investors/investment-methods, spec 3 "investment methods and entities" (issue 11
 * §4, decision 022): a wrapper the tenant's investors invest through (an ISA, a SIPP, a company, a
 * trust), with one entity per investor (investment-method-entities). Permissions follow spec 6's
 * `investors` resource. A record with notes, calls, tasks, documents and a trail (record target
 * `investment-methods`); deleting one takes its entities along.
 */
export const InvestmentMethods: CollectionConfig = {
  slug: 'investment-methods',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'provider', 'tenant'] },
  access: {
    read: tenantRowsIf('investors', 'index'),
    create: createIf('investors'),
    update: tenantRowsIf('investors', 'update'),
    delete: tenantRowsIf('investors', 'delete'),
  },
  endpoints: [addEntityEndpoint],
  hooks: {
    beforeValidate: [validateBody(ZInvestmentMethodBody)],
    beforeDelete: [
      // The ledger is kept (its foreign keys refuse): a method whose entities hold investments stays (decision 025).
      async ({ req, id }) => {
        if (await namedByLedger(req, 'method', Number(id))) throw new APIError('Accounts of this method hold investments on the ledger, which is kept: it cannot be deleted.', 409, null, true)
      },
      // Its entities go with it, in the delete's transaction (the foreign key cascades too).
      ({ req, id }) => req.payload.delete({ collection: 'investment-method-entities', where: { method: { equals: Number(id) } }, overrideAccess: true, req }).then(() => undefined),
    ],
  },
  indexes: [{ fields: ['tenant', 'name'] }, { fields: ['tenant', 'kind', 'name'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'kind', type: 'select', required: true, index: true, options: METHOD_KINDS.map((value) => ({ value, label: METHOD_KIND_LABEL[value] })) },
    { name: 'provider', type: 'text', maxLength: 200, index: true },
    { name: 'reference', type: 'text', maxLength: 100 },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    tenantField,
  ],
  timestamps: true,
}
