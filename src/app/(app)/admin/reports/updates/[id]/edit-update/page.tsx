import { Button, Card, HStack } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound, redirect } from 'next/navigation'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { reportTypeOptions, updateReportValues } from '@/features/reports/update-report-data'
import { UpdateReportFormView } from '@/features/reports/update-report-form-view'
import { UPDATE_REPORTS_RESOURCE } from '@/features/reports/update-report-resources'
import { UPDATE_REPORT_AUDIENCE_LABEL, updateReportAdminPath } from '@/domain/reports/update-reports'
import { aiRewriteOffered } from '@/lib/ai-rewrite/rewrite-endpoint'
import { findResourceRecord } from '@/lib/resource/resource-record'
import type { UpdateReport } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { PageHeader } from '@/ui/layout/page-header'
import { ConfirmActionIsland } from '@/ui/modals/confirm-action-island'
import { richTextLooks } from '@/ui/records/rich-text-looks'
import { DeleteButton } from '@/ui/resource/delete-button'

export const metadata = { title: 'Edit report update' }

/**
 * spec 2.1 /admin/reports/updates/{id}/edit-update (spec 4: a draft opens here): the draft's form,
 * a link to its attachments (the record's documents, on a page of their own), Publish and Delete.
 * A live update is not edited: its address leads to its details.
 */
export default async function EditUpdateReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/reports/updates/${encodeURIComponent(id)}/edit-update`)
  const report = (await findResourceRecord(UPDATE_REPORTS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 1 })) as unknown as UpdateReport | null
  if (!report) notFound()
  if (report.status !== 'draft') redirect(updateReportAdminPath(report))
  const back = { href: UPDATE_REPORTS_RESOURCE.listPath, label: 'Update reports' }
  const editor = richTextLooks()
  const publishLook = kitStyle({ recipe: 'button', size: 'md', variant: 'solid', colorPalette: 'brand' })
  const audience = UPDATE_REPORT_AUDIENCE_LABEL[report.audience].toLowerCase()
  return (
    <>
      {editor.styles}
      {publishLook.styles}
      <PageHeader
        title={report.title}
        description="Draft"
        back={back}
        actions={
          <HStack gap={2}>
            <Button asChild variant="outline">
              <NextLink href={`/admin/reports/updates/${report.id}/edit-update/attachments`}>Attachments</NextLink>
            </Button>
            <ConfirmActionIsland
              action={{
                url: `/api/update-reports/${report.id}/publish`,
                label: 'Publish',
                title: 'Publish this update?',
                lines: [`It goes to ${audience} as of the moment you publish (a holding bought later does not receive it), each notified once${featuresOf(ctx.tenant).update_report_emails_enabled ? ' and emailed' : ''}.`, 'A published update can no longer be edited. Save your changes first.'],
                confirmLabel: 'Publish',
                className: publishLook.className,
              }}
            />
            {can(ctx.user.role_id, 'update_reports', 'delete') && <DeleteButton apiPath={`/api/update-reports/${report.id}`} afterPath={back.href} what={`the draft “${report.title}”`} />}
          </HStack>
        }
      />
      <Card.Root>
        <Card.Body>
          <UpdateReportFormView recordId={report.id} defaultValues={updateReportValues(report)} options={{ reportType: await reportTypeOptions(ctx) }} features={featuresOf(ctx.tenant)} editorLooks={editor.looks} aiRewrite={aiRewriteOffered(ctx.tenant, ctx.user.role_id)} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
