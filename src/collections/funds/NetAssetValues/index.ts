import type { CollectionConfig } from 'payload'

import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZNetAssetValueBody } from '@/domain/funds/series-body'
import { formatMoney } from '@/lib/money'

import { seriesAccess, seriesDateField, seriesTrail, subjectCurrencyField, type TSeriesSubject } from '../series'

const SUBJECT: TSeriesSubject = { field: 'fund', collection: 'funds' }

const money = (minor: unknown, currency: unknown) => (typeof minor === 'number' && typeof currency === 'string' ? formatMoney(minor, currency) : (minor ?? null))
const trail = seriesTrail(SUBJECT, { added: 'nav-added', removed: 'nav-removed' }, (doc) => ({
  date: { from: null, to: doc.date },
  navPerUnit: { from: null, to: money(doc.navPerUnit, doc.currency) },
  ...(doc.totalNav != null ? { totalNav: { from: null, to: money(doc.totalNav, doc.currency) } } : {}),
}))

/**
 * A fund's net asset value on a day (spec 3 "net asset values", issue 10 §5: NAV per unit per date),
 * one per fund per day. NAV per unit and total NAV in the fund's currency's minor units.
 */
export const NetAssetValues: CollectionConfig = {
  slug: 'net-asset-values',
  admin: { useAsTitle: 'date', defaultColumns: ['fund', 'date', 'navPerUnit', 'currency', 'tenant'] },
  access: seriesAccess('funds'),
  indexes: [{ fields: ['fund', 'date'], unique: true }],
  hooks: { beforeValidate: [validateBody(ZNetAssetValueBody)], afterChange: [trail.afterChange], afterDelete: [trail.afterDelete] },
  fields: [
    sameTenantRelationship('fund', 'funds', { required: true }),
    seriesDateField('net-asset-values', SUBJECT, 'A net asset value'),
    { name: 'navPerUnit', type: 'number', required: true, admin: { description: 'Minor units per unit (share) of the fund.' } },
    { name: 'totalNav', type: 'number', admin: { description: 'Minor units.' } },
    { name: 'unitsOutstanding', type: 'number' },
    subjectCurrencyField(SUBJECT),
    { name: 'note', type: 'text', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
