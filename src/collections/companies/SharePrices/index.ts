import type { CollectionConfig } from 'payload'

import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { seriesAccess, seriesDateField, seriesTrail, subjectCurrencyField, type TSeriesSubject } from '@/collections/funds/series'
import { SERIES_SUBJECT_KINDS, SHARE_PRICE_SOURCE_LABEL, SHARE_PRICE_SOURCES } from '@/domain/funds/funds'
import { ZSharePriceBody } from '@/domain/funds/series-body'
import { formatMoney } from '@/lib/money'

const SUBJECT: TSeriesSubject = { field: 'company', collection: 'companies' }

const trail = seriesTrail(SUBJECT, { added: 'share-price-added', removed: 'share-price-removed' }, (doc) => ({
  date: { from: null, to: doc.date },
  price: { from: null, to: typeof doc.price === 'number' && typeof doc.currency === 'string' ? formatMoney(doc.price, doc.currency) : (doc.price ?? null) },
}))

/**
 * A company's share price on a day (spec 3 "share prices"), in whole minor units of the company's
 * currency per share (decision 011's precision): one per company per day.
 */
export const SharePrices: CollectionConfig = {
  slug: 'share-prices',
  admin: { useAsTitle: 'date', defaultColumns: ['company', 'date', 'price', 'currency', 'tenant'] },
  access: seriesAccess('funds_opportunity'),
  indexes: [{ fields: ['company', 'date'], unique: true }],
  hooks: { beforeValidate: [validateBody(ZSharePriceBody)], afterChange: [trail.afterChange], afterDelete: [trail.afterDelete] },
  fields: [
    { name: 'subjectKind', type: 'select', required: true, defaultValue: 'company', options: [...SERIES_SUBJECT_KINDS] },
    sameTenantRelationship('company', 'companies', { required: true }),
    seriesDateField('share-prices', SUBJECT, 'A share price'),
    { name: 'price', type: 'number', required: true, admin: { description: 'Minor units per share.' } },
    subjectCurrencyField(SUBJECT),
    { name: 'source', type: 'select', options: SHARE_PRICE_SOURCES.map((value) => ({ value, label: SHARE_PRICE_SOURCE_LABEL[value] })) },
    { name: 'note', type: 'text', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
