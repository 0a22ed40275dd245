import { APIError, ValidationError, type Access, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { anyOf, createIf, sameTenant, tenantRowsIf, whenFeature } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { validateBody } from '@/collections/fields/validate-body'
import { tenantField } from '@/collections/fields/tenant-field'
import { attributeOfKind } from '@/collections/investments/InvestmentOpportunities/content-rules'
import { ZKpiBody } from '@/domain/reports/kpi-body'
import { formulaProblem, formulaReferences, kpiNameKey, parseFormula } from '@/domain/reports/kpi-formula'
import { KPI_LOCKED_MESSAGE, KPI_UNIT_LABEL, KPI_UNITS } from '@/domain/reports/kpis'

import { lockKpiEndpoint } from './lock-endpoint'

/** Staff who read KPI values (reports) or the KPI portfolio (custom_kpis) read the KPIs themselves. */
const readKpis: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  return anyOf(user, [can(user.role_id, 'reports', 'index') && sameTenant(user), can(user.role_id, 'custom_kpis', 'index') && sameTenant(user)])
}

/** The formula names KPIs of the tenant and never comes back to itself (decision 036). */
const formulaHolds: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const name = String(data?.name ?? originalDoc?.name ?? '')
  const formula = (data && 'formula' in data ? data.formula : originalDoc?.formula) as string | null | undefined
  if (!formula?.trim()) return data
  const tenant = isTenantUser(req.user) ? req.user.tenant : (data?.tenant ?? originalDoc?.tenant)
  const { docs } = await req.payload.find({ collection: 'kpis', where: { tenant: { equals: typeof tenant === 'object' ? tenant?.id : tenant } }, overrideAccess: true, req, depth: 0, limit: 1000, pagination: false, select: { name: true, formula: true } })
  const others = docs.filter((kpi) => kpi.id !== originalDoc?.id).map((kpi) => ({ name: kpi.name, formula: kpi.formula }))
  const problem = formulaProblem({ name, formula }, others)
  if (problem) throw new ValidationError({ collection: 'kpis', errors: [{ path: 'formula', message: problem }], req })
  return data
}

/** A name is the key formulas use: one per tenant, whatever its case or spacing. */
const nameKeyed: CollectionBeforeValidateHook = ({ data }) => (data && typeof data.name === 'string' ? { ...data, nameKey: kpiNameKey(data.name) } : data)

/** The other KPIs of the tenant whose formulas name `name` (a formula that cannot be read names nothing). */
async function formulasUsing(req: Parameters<CollectionBeforeDeleteHook>[0]['req'], tenant: unknown, id: number | string, name: string): Promise<string[]> {
  const tenantId = typeof tenant === 'object' && tenant !== null ? (tenant as { id: number }).id : tenant
  const { docs } = await req.payload.find({ collection: 'kpis', where: { and: [{ tenant: { equals: tenantId } }, { formula: { exists: true } }, { id: { not_equals: id } }] }, overrideAccess: true, req, depth: 0, limit: 1000, pagination: false, select: { name: true, formula: true } })
  const key = kpiNameKey(name)
  return docs
    .filter((doc) => {
      try {
        return !!doc.formula && formulaReferences(parseFormula(doc.formula)).some((reference) => kpiNameKey(reference) === key)
      } catch {
        return false
      }
    })
    .map((doc) => doc.name)
}

/**
 * Editing a KPI (decision 042): a renamed KPI another formula names would leave that formula reading
 * nothing, and a formula on a KPI with entered values would hide them; both are field errors.
 */
const editKeepsFormulas: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !data) return data
  const errors: { path: string; message: string }[] = []
  if (typeof data.name === 'string' && kpiNameKey(data.name) !== kpiNameKey(String(originalDoc.name))) {
    const users = await formulasUsing(req, originalDoc.tenant, originalDoc.id, String(originalDoc.name))
    if (users.length) errors.push({ path: 'name', message: `The formula of ${users.map((name) => `“${name}”`).join(', ')} uses this name: change that formula first` })
  }
  if (typeof data.formula === 'string' && data.formula.trim() && !originalDoc.formula) {
    const values = await req.payload.count({ collection: 'kpi-values', where: { kpi: { equals: originalDoc.id } }, overrideAccess: true, req })
    if (values.totalDocs > 0) errors.push({ path: 'formula', message: `This KPI has ${values.totalDocs} entered values: a formula would hide them. Add a new KPI for the formula instead` })
  }
  if (errors.length) throw new ValidationError({ collection: 'kpis', errors, req })
  return data
}

/** attributes_lock (spec 6; decision 042): a locked KPI is not changed or deleted; Support unlocks it first (POST /api/kpis/{id}/lock). */
const lockedStays: CollectionBeforeChangeHook = ({ operation, originalDoc }) => {
  if (operation === 'update' && originalDoc?.locked) throw new APIError(KPI_LOCKED_MESSAGE, 403, null, true)
}

/** A KPI another KPI's formula uses stays (the formula would read as empty for ever); a locked KPI stays. */
const keepUsedKpis: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const kpi = await req.payload.findByID({ collection: 'kpis', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!kpi) return
  if (kpi.locked) throw new APIError(KPI_LOCKED_MESSAGE, 403, null, true)
  const { docs } = await req.payload.find({ collection: 'kpis', where: { and: [{ tenant: { equals: typeof kpi.tenant === 'object' ? kpi.tenant.id : kpi.tenant } }, { formula: { like: kpi.name } }] }, overrideAccess: true, req, depth: 0, limit: 5, select: { name: true } })
  if (docs.length > 0) throw new APIError(`The KPI “${kpi.name}” is used by the formula of ${docs.map((doc) => `“${doc.name}”`).join(', ')}: change that formula first.`, 409, null, true)
  // Its values go with it (the foreign key would otherwise refuse the delete).
  await req.payload.delete({ collection: 'kpi-values', where: { kpi: { equals: id } }, overrideAccess: true, req })
}

/**
 * The tenant's KPIs (spec 2.1 /admin/settings/attributes/kpis; spec 6 custom_kpis): a name, a
 * category (an attribute option of kind kpi-category), a unit and a direction; a custom KPI has a
 * formula over other KPIs instead of entered values. Behind funds_enabled: KPIs are of companies.
 * Edited on /admin/settings/attributes/kpis/{id}/edit; a locked KPI (attributes_lock) is neither
 * changed nor deleted (decision 042).
 */
export const Kpis: CollectionConfig = {
  slug: 'kpis',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'unit', 'category', 'tenant'] },
  access: {
    read: whenFeature('funds_enabled', readKpis),
    create: whenFeature('funds_enabled', createIf('custom_kpis')),
    update: whenFeature('funds_enabled', tenantRowsIf('custom_kpis', 'update')),
    delete: whenFeature('funds_enabled', tenantRowsIf('custom_kpis', 'delete')),
  },
  hooks: { beforeValidate: [validateBody(ZKpiBody), editKeepsFormulas, formulaHolds, nameKeyed], beforeChange: [lockedStays], beforeDelete: [keepUsedKpis] },
  endpoints: [lockKpiEndpoint],
  indexes: [{ fields: ['tenant', 'nameKey'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, index: true, maxLength: 80 },
    { name: 'nameKey', type: 'text', admin: { readOnly: true, hidden: true } },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'attribute-options',
      index: true,
      filterOptions: { kind: { equals: 'kpi-category' } },
      validate: attributeOfKind('kpi-category', 'Choose a KPI category of this tenant') as never,
    },
    { name: 'unit', type: 'select', required: true, options: KPI_UNITS.map((value) => ({ value, label: KPI_UNIT_LABEL[value] })) },
    { name: 'higherIsBetter', type: 'checkbox', defaultValue: true, admin: { description: 'Unticked: a lower value is better (e.g. burn).' } },
    { name: 'formula', type: 'text', maxLength: 500, admin: { description: 'A custom KPI: e.g. {Net burn} / {Net new ARR}. Empty: values are entered.' } },
    { name: 'description', type: 'textarea', maxLength: 500 },
    { name: 'position', type: 'number', index: true, defaultValue: 0 },
    // attributes_lock (decision 042): set only by POST /api/kpis/{id}/lock (Support); no write through the API sets it.
    { name: 'locked', type: 'checkbox', defaultValue: false, access: { create: () => false, update: () => false } },
    tenantField,
  ],
  timestamps: true,
}
