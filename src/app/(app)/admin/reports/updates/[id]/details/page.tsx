import { Card, HStack, Stat, Text } from '@chakra-ui/react'
import { notFound, redirect } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { updateReportAdminPath } from '@/domain/reports/update-reports'
import { UPDATE_REPORTS_RESOURCE } from '@/features/reports/update-report-resources'
import { UpdateReportBody } from '@/features/reports/update-report-view'
import { findResourceRecord } from '@/lib/resource/resource-record'
import type { UpdateReport } from '@/payload-types'
import { SectionCard } from '@/ui/layout/section-card'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

export const metadata = { title: 'Report update' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** How far delivery has got: recipients written by the job (the holders as at publishing), notified by it, read in the portal. */
async function deliveryFigures(ctx: Awaited<ReturnType<typeof guardAdminRoute>>, reportId: number) {
  const { rows } = await ctx.payload.db.pool.query<{ recipients: number; notified: number; read: number }>(
    `SELECT count(*)::int AS recipients, count(notified_at)::int AS notified, count(read_at)::int AS read FROM update_report_recipients WHERE report_id = $1 AND tenant_id = $2`,
    [reportId, ctx.tenant.id],
  )
  return rows[0]!
}

/** spec 2.1 /admin/reports/updates/{id}/details (spec 4: a live update opens here): what was sent, to how many, and how far delivery has got. A draft opens its edit screen. */
export default async function UpdateReportDetailsPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/reports/updates/${encodeURIComponent(id)}/details`)
  const report = (await findResourceRecord(UPDATE_REPORTS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 1 })) as unknown as UpdateReport | null
  if (!report) notFound()
  if (report.status !== 'live') redirect(updateReportAdminPath(report))
  const figures = await deliveryFigures(ctx, report.id)
  return (
    <ResourceDetailPage
      resource={UPDATE_REPORTS_RESOURCE}
      ctx={ctx}
      id={id}
      tab=""
      searchParams={await searchParams}
      back={{ href: UPDATE_REPORTS_RESOURCE.listPath, label: 'Update reports' }}
      slots={{
        body: () => (
          <SectionCard title="What investors read">
            <UpdateReportBody report={report} />
          </SectionCard>
        ),
        delivery: () => (
          <Card.Root>
            <Card.Body>
              {report.recipientCount == null && (
                <Text mb={4} color="fg.muted" data-testid="recipients-pending">
                  Working out who held it when it was published: its readers are notified in a moment.
                </Text>
              )}
              <HStack gap={8} wrap="wrap" aria-label="Delivery">
                <Stat.Root>
                  <Stat.Label>Recipients</Stat.Label>
                  <Stat.ValueText>{figures.recipients.toLocaleString('en-GB')}</Stat.ValueText>
                </Stat.Root>
                <Stat.Root>
                  <Stat.Label>Notified</Stat.Label>
                  <Stat.ValueText>{figures.notified.toLocaleString('en-GB')}</Stat.ValueText>
                </Stat.Root>
                <Stat.Root>
                  <Stat.Label>Read</Stat.Label>
                  <Stat.ValueText>{figures.read.toLocaleString('en-GB')}</Stat.ValueText>
                </Stat.Root>
              </HStack>
            </Card.Body>
          </Card.Root>
        ),
      }}
    />
  )
}
