import { KPI_UNIT_LABEL, type TKpiUnit } from '@/domain/reports/kpis'
import { defineResource, type TRow } from '@/lib/resource/define-resource'

// spec 2.1 /admin/settings/attributes/kpis (spec 6 custom_kpis): the tenant's KPIs on the kit, each
// with its unit, category, direction and (a custom KPI) its formula; added in place above the list.

/** A KPI's edit page (decision 042). */
export const kpiEditPath = (id: number) => `/admin/settings/attributes/kpis/${id}/edit`

const categoryName = (row: TRow) => (row.category && typeof row.category === 'object' ? String((row.category as { name?: unknown }).name ?? '') : '')

export const KPIS_RESOURCE = defineResource({
  key: 'kpis',
  collection: 'kpis',
  permission: 'custom_kpis',
  feature: 'funds_enabled',
  listPath: '/admin/settings/attributes/kpis',
  title: 'kpis',
  noun: { one: 'KPI', many: 'KPIs' },
  emptyText: 'There are no KPIs yet: add the first above.',
  depth: 1,
  columns: [
    { field: 'name', label: 'KPI', kind: 'link', sortable: true, href: (row) => kpiEditPath(Number(row.id)), permission: ['custom_kpis', 'update'] },
    { field: 'category', label: 'Category', kind: 'text', display: categoryName },
    { field: 'unit', label: 'Unit', kind: 'text', display: (row) => KPI_UNIT_LABEL[row.unit as TKpiUnit] ?? String(row.unit ?? '') },
    { field: 'higherIsBetter', label: 'Better when', kind: 'text', display: (row) => (row.higherIsBetter === false ? 'Lower' : 'Higher') },
    { field: 'formula', label: 'Formula', kind: 'text', hideBelow: 'md' },
    { field: 'position', label: 'Order', kind: 'text', sortable: true, hideBelow: 'md' },
    { field: 'locked', label: 'Locked', kind: 'text', display: (row) => (row.locked ? 'Locked' : ''), hideBelow: 'md' },
  ],
  bulkActions: [{ kind: 'delete' }],
  defaultSort: 'position',
  exportable: true,
})
