import { guardAdminRoute } from '@/auth/page-guard'
import { REPORT_TYPES_RESOURCE } from '@/features/reports/update-report-resources'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

export const metadata = { title: 'Report types' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** spec 6 report_types (decision 033: spec 2.1 names no address; beside the updates that use them). */
export default async function ReportTypesPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(REPORT_TYPES_RESOURCE.listPath)
  return <ResourceListPage resource={REPORT_TYPES_RESOURCE} ctx={ctx} searchParams={await searchParams} title="Report types" />
}
