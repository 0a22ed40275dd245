import type { CollectionConfig } from 'payload'

import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { FUND_KPI_KEYS, FUND_KPIS, formatKpiNumber, isFundKpiKey } from '@/domain/funds/funds'
import { ZFundKpiBody } from '@/domain/funds/series-body'
import { formatMoney } from '@/lib/money'

import { seriesAccess, seriesDateField, seriesTrail, subjectCurrencyField, type TSeriesSubject } from '../series'

const SUBJECT: TSeriesSubject = { field: 'fund', collection: 'funds' }

/** A KPI value as the trail shows it, in its unit. */
const kpiText = (doc: Record<string, unknown>) => {
  if (!isFundKpiKey(doc.key) || typeof doc.value !== 'number') return doc.value ?? null
  const { unit } = FUND_KPIS[doc.key]
  return unit === 'money' ? formatMoney(doc.value, String(doc.currency ?? 'GBP')) : formatKpiNumber(unit, doc.value)
}

const trail = seriesTrail(SUBJECT, { added: 'kpi-added', removed: 'kpi-removed' }, (doc) => ({
  kpi: { from: null, to: isFundKpiKey(doc.key) ? FUND_KPIS[doc.key].label : (doc.key ?? null) },
  period: { from: null, to: doc.period },
  value: { from: null, to: kpiText(doc) },
}))

/**
 * A fund KPI for a period (spec 3 "fund KPIs"): the KPI is one of a fixed catalogue (FUND_KPIS:
 * IRR, TVPI, DPI, RVPI, called capital, distributions, portfolio companies), its value a whole
 * number in the KPI's unit (basis points, hundredths of a multiple, minor units, a count); the
 * period is its last day. One value per fund, KPI and period (decision 013).
 */
export const FundKpis: CollectionConfig = {
  slug: 'fund-kpis',
  admin: { useAsTitle: 'key', defaultColumns: ['fund', 'period', 'key', 'value', 'tenant'] },
  access: seriesAccess('funds'),
  indexes: [{ fields: ['fund', 'key', 'period'], unique: true }],
  hooks: { beforeValidate: [validateBody(ZFundKpiBody)], afterChange: [trail.afterChange], afterDelete: [trail.afterDelete] },
  fields: [
    sameTenantRelationship('fund', 'funds', { required: true }),
    seriesDateField('fund-kpis', SUBJECT, 'This KPI', { name: 'period', alsoBy: ['key'] }),
    { name: 'key', type: 'select', required: true, index: true, options: FUND_KPI_KEYS.map((key) => ({ value: key, label: FUND_KPIS[key].label })) },
    { name: 'value', type: 'number', required: true, admin: { description: 'A whole number in the KPI’s unit: basis points, hundredths of a multiple, minor units or a count.' } },
    subjectCurrencyField(SUBJECT),
    { name: 'note', type: 'text', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
