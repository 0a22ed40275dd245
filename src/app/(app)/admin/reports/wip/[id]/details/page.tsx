import { guardAdminRoute } from '@/auth/page-guard'
import { WIP_PATHS } from '@/domain/reports/wip-reports'
import { WIP_REPORTS_RESOURCE } from '@/features/reports/update-report-resources'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

export const metadata = { title: 'WIP report' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** A WIP report's record (spec 6 wip-report show; decision 033). */
export default async function WipReportPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/reports/wip/${encodeURIComponent(id)}/details`)
  return <ResourceDetailPage resource={WIP_REPORTS_RESOURCE} ctx={ctx} id={id} tab="" searchParams={await searchParams} back={{ href: WIP_PATHS.list, label: 'WIP reports' }} />
}
