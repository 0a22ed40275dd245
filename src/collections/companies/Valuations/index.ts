import type { CollectionConfig } from 'payload'

import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { seriesAccess, seriesDateField, seriesTrail, subjectCurrencyField, type TSeriesSubject } from '@/collections/funds/series'
import { SERIES_SUBJECT_KINDS, VALUATION_METHOD_LABEL, VALUATION_METHODS } from '@/domain/funds/funds'
import { ZValuationBody } from '@/domain/funds/series-body'
import { formatMoney } from '@/lib/money'

const SUBJECT: TSeriesSubject = { field: 'company', collection: 'companies' }

const trail = seriesTrail(SUBJECT, { added: 'valuation-added', removed: 'valuation-removed' }, (doc) => ({
  date: { from: null, to: doc.date },
  value: { from: null, to: typeof doc.value === 'number' && typeof doc.currency === 'string' ? formatMoney(doc.value, doc.currency) : (doc.value ?? null) },
}))

/**
 * A company's valuation on a day (spec 3 "valuations"), in the company's currency's minor units:
 * one per company per day. `subjectKind` says what it values (only companies today; decision 013).
 */
export const Valuations: CollectionConfig = {
  slug: 'valuations',
  admin: { useAsTitle: 'date', defaultColumns: ['company', 'date', 'value', 'currency', 'tenant'] },
  access: seriesAccess('funds_opportunity'),
  indexes: [{ fields: ['company', 'date'], unique: true }],
  hooks: { beforeValidate: [validateBody(ZValuationBody)], afterChange: [trail.afterChange], afterDelete: [trail.afterDelete] },
  fields: [
    { name: 'subjectKind', type: 'select', required: true, defaultValue: 'company', options: [...SERIES_SUBJECT_KINDS] },
    sameTenantRelationship('company', 'companies', { required: true }),
    seriesDateField('valuations', SUBJECT, 'A valuation'),
    { name: 'value', type: 'number', required: true, admin: { description: 'Minor units (pence, cents).' } },
    subjectCurrencyField(SUBJECT),
    { name: 'method', type: 'select', options: VALUATION_METHODS.map((value) => ({ value, label: VALUATION_METHOD_LABEL[value] })) },
    { name: 'note', type: 'text', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
