import { guardAdminRoute } from '@/auth/page-guard'
import { KPIS_PATH, KpiCompanyPage } from '@/features/reports/kpi-company-page'

export const metadata = { title: 'KPIs' }

/** spec 2.1 /admin/reports/kpis (spec 6 reports, funds_enabled): a company's KPIs over time, entry and import, comparison across companies. */
export default async function KpisPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await guardAdminRoute(KPIS_PATH)
  return <KpiCompanyPage ctx={ctx} params={await searchParams} />
}
