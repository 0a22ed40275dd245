import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { KPI_UNIT_LABEL, KPI_UNITS } from '@/domain/reports/kpis'
import { KpiAddForm } from '@/features/reports/kpi-add-form'
import { KPIS_RESOURCE } from '@/features/reports/kpi-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

export const metadata = { title: 'KPIs' }

/** spec 2.1 /admin/settings/attributes/kpis: the tenant's KPIs, with the in-place add form for whoever may create (custom_kpis). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await guardAdminRoute(KPIS_RESOURCE.listPath)
  let add
  if (can(ctx.user.role_id, 'custom_kpis', 'create')) {
    const { docs } = await ctx.payload.find({ collection: 'attribute-options', where: { and: [{ tenant: { equals: ctx.tenant.id } }, { kind: { equals: 'kpi-category' } }] }, overrideAccess: false, user: ctx.user, depth: 0, sort: ['position', 'name'], limit: 200, select: { name: true } })
    add = <KpiAddForm categories={docs.map((doc) => ({ value: String(doc.id), label: doc.name }))} units={KPI_UNITS.map((unit) => ({ value: unit, label: KPI_UNIT_LABEL[unit] }))} />
  }
  return <ResourceListPage resource={KPIS_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(KPIS_RESOURCE, terminologyOf(ctx.tenant))} before={add} />
}
