import { APIError, type CollectionConfig } from 'payload'

import { createIf, tenantRowsIf } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { namedByLedger } from '@/collections/investments/money/ledger'
import type { TTrailOptions } from '@/collections/records/Activities/with-activity-trail'
import { ZOrganisationBody } from '@/domain/organisations/organisation-body'
import { BUSINESS_TYPE_LABEL, BUSINESS_TYPES, businessTypeText } from '@/domain/organisations/organisations'

import { addMemberEndpoint } from './endpoints/add-member'

/** How the trail names an organisation and shows its business type. */
export const ORGANISATION_TRAIL: TTrailOptions = {
  label: (doc) => (typeof doc.name === 'string' && doc.name ? doc.name : null),
  present: (doc) => ({ ...doc, businessType: doc.businessType == null ? null : businessTypeText(doc.businessType) }),
}

/**
 * spec 2.1 /admin/investors/organisations, spec 3 "organisations and links", spec 7
 * /api/organisations (issue 11 §3, decision 020): a business, organisation or sole trader of the
 * tenant whose people are its investors (organisation-members). Permissions follow spec 6's
 * `investors` resource. A record with notes, calls, tasks, documents and a trail (record target
 * `organisations`); deleting one takes its links along (members' beforeDelete below).
 */
export const Organisations: CollectionConfig = {
  slug: 'organisations',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'businessType', 'registrationNumber', 'tenant'] },
  access: {
    read: tenantRowsIf('investors', 'index'),
    create: createIf('investors'),
    update: tenantRowsIf('investors', 'update'),
    delete: tenantRowsIf('investors', 'delete'),
  },
  endpoints: [addMemberEndpoint],
  hooks: {
    beforeValidate: [validateBody(ZOrganisationBody)],
    beforeDelete: [
      // The ledger is kept (its foreign keys refuse): an organisation holding investments stays (decision 020).
      async ({ req, id }) => {
        if (await namedByLedger(req, 'organisation', Number(id))) throw new APIError('This organisation holds investments on the ledger, which is kept: it cannot be deleted.', 409, null, true)
      },
      // Its links go with it (in the delete's transaction); applications that named it keep their own copy of the details.
      async ({ req, id }) => {
        await req.payload.delete({ collection: 'organisation-members', where: { organisation: { equals: Number(id) } }, overrideAccess: true, req })
        await req.payload.update({ collection: 'organisation-applications', where: { organisation: { equals: Number(id) } }, data: { organisation: null }, overrideAccess: true, req, context: { organisationRemoved: true } })
      },
    ],
  },
  indexes: [{ fields: ['tenant', 'name'] }, { fields: ['tenant', 'businessType', 'name'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'businessType', type: 'select', required: true, index: true, options: BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABEL[value] })) },
    { name: 'registrationNumber', type: 'text', maxLength: 50, index: true },
    { name: 'address', type: 'textarea', maxLength: 500 },
    { name: 'country', type: 'text', maxLength: 2 },
    { name: 'contactEmail', type: 'text', maxLength: 200 },
    { name: 'contactPhone', type: 'text', maxLength: 40 },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    tenantField,
  ],
  timestamps: true,
}
