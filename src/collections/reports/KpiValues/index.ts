import type { CollectionConfig, Validate } from 'payload'

import { createIf, tenantRowsIf, whenFeature } from '@/access/payload-access'
import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { relationIdOf } from '@/collections/fields/relation-id'
import { tenantField } from '@/collections/fields/tenant-field'
import { subjectCurrencyField } from '@/collections/funds/series'
import { isQuarter } from '@/domain/reports/kpis'

/** Values are entered for KPIs without a formula: a custom KPI's values are computed (decision 036). */
const enteredKpi: Validate = async (value, { req }) => {
  const id = relationIdOf(value)
  if (id === null) return true
  const kpi = await req.payload.findByID({ collection: 'kpis', id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { formula: true } })
  return !kpi?.formula?.trim() || 'This KPI is computed from its formula: enter the KPIs it uses instead'
}

const KPI_FIELD = sameTenantRelationship('kpi', 'kpis', { required: true })

/**
 * One value of a KPI for a company and a calendar quarter (issue 12 §1; spec 6 reports: the KPI
 * values). Money in whole minor units of the company's currency (stamped by the server); one value
 * per company, KPI and quarter (entering again replaces it: POST /api/reports/kpi-values).
 */
export const KpiValues: CollectionConfig = {
  slug: 'kpi-values',
  admin: { defaultColumns: ['company', 'kpi', 'period', 'value', 'tenant'] },
  access: {
    read: whenFeature('funds_enabled', tenantRowsIf('reports', 'index')),
    create: whenFeature('funds_enabled', createIf('reports')),
    update: whenFeature('funds_enabled', tenantRowsIf('reports', 'create')),
    delete: whenFeature('funds_enabled', tenantRowsIf('reports', 'delete')),
  },
  indexes: [{ fields: ['company', 'kpi', 'period'], unique: true }, { fields: ['tenant', 'kpi', 'period'] }],
  fields: [
    sameTenantRelationship('company', 'companies', { required: true }),
    { ...KPI_FIELD, validate: (async (value: unknown, options: Parameters<Validate>[1]) => {
      const sameTenant = await (KPI_FIELD.validate as Validate)(value, options)
      return sameTenant === true ? enteredKpi(value, options) : sameTenant
    }) as never },
    { name: 'period', type: 'text', required: true, index: true, maxLength: 7, validate: ((value: unknown) => isQuarter(value) || 'Enter a quarter, e.g. 2025-Q3') as never },
    { name: 'value', type: 'number', required: true },
    subjectCurrencyField({ field: 'company', collection: 'companies' }),
    { name: 'note', type: 'text', maxLength: 500, admin: { description: 'e.g. unaudited, restated.' } },
    tenantField,
  ],
  timestamps: true,
}
