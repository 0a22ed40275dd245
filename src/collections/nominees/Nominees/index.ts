import { APIError, type CollectionConfig } from 'payload'

import { createIf, tenantRowsIf, whenFeature } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { namedByLedger } from '@/collections/investments/money/ledger'
import type { TTrailOptions } from '@/collections/records/Activities/with-activity-trail'
import { ZNomineeBody } from '@/domain/nominees/nominee-body'

/** How the trail names a nominee. */
export const NOMINEE_TRAIL: TTrailOptions = { label: (doc) => (typeof doc.name === 'string' && doc.name ? doc.name : null) }

/**
 * spec 2.1 /admin/investors/nominees, spec 3 "nominees" (issue 11 §5, decision 022): a nominee
 * company of the tenant that holds investments in its name for the investors who own them. Only
 * while the tenant's nominee_enabled switch is on (spec 2.2): off, every tenant user is refused.
 * Permissions follow spec 6's `investors` resource. A record with notes, calls, tasks, documents
 * and a trail (record target `nominees`).
 */
export const Nominees: CollectionConfig = {
  slug: 'nominees',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'companyNumber', 'fcaNumber', 'tenant'] },
  access: {
    read: whenFeature('nominee_enabled', tenantRowsIf('investors', 'index')),
    create: whenFeature('nominee_enabled', createIf('investors')),
    update: whenFeature('nominee_enabled', tenantRowsIf('investors', 'update')),
    delete: whenFeature('nominee_enabled', tenantRowsIf('investors', 'delete')),
  },
  hooks: {
    beforeValidate: [validateBody(ZNomineeBody)],
    // The ledger is kept (its foreign keys refuse): a nominee holding investments stays (decision 025).
    beforeDelete: [
      async ({ req, id }) => {
        if (await namedByLedger(req, 'nominee', Number(id))) throw new APIError('This nominee holds investments on the ledger, which is kept: it cannot be deleted.', 409, null, true)
      },
    ],
  },
  indexes: [{ fields: ['tenant', 'name'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'companyNumber', type: 'text', maxLength: 50, index: true },
    { name: 'fcaNumber', type: 'text', maxLength: 7 },
    { name: 'contactName', type: 'text', maxLength: 200 },
    { name: 'contactEmail', type: 'text', maxLength: 200 },
    { name: 'contactPhone', type: 'text', maxLength: 40 },
    { name: 'address', type: 'textarea', maxLength: 500 },
    { name: 'country', type: 'text', maxLength: 2 },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    tenantField,
  ],
  timestamps: true,
}
