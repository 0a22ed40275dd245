import { Card } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { EMPTY_UPDATE_REPORT_VALUES, reportTypeOptions } from '@/features/reports/update-report-data'
import { UpdateReportFormView } from '@/features/reports/update-report-form-view'
import { UPDATE_REPORTS_RESOURCE } from '@/features/reports/update-report-resources'
import { UPDATE_REPORT_PATHS } from '@/domain/reports/update-reports'
import { aiRewriteOffered } from '@/lib/ai-rewrite/rewrite-endpoint'
import { resourceTitle } from '@/lib/resource/define-resource'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'
import { richTextLooks } from '@/ui/records/rich-text-looks'

export const metadata = { title: 'New report update' }

/** spec 2.1 /admin/reports/updates/new-update (2.2 "Create report update"): a new draft; it is published from its edit screen. */
export default async function NewUpdateReportPage() {
  const ctx = await guardAdminRoute(UPDATE_REPORT_PATHS.create)
  const back = { href: UPDATE_REPORTS_RESOURCE.listPath, label: resourceTitle(UPDATE_REPORTS_RESOURCE, terminologyOf(ctx.tenant)) }
  const editor = richTextLooks()
  return (
    <>
      {editor.styles}
      <PageHeader title="New report update" description="Saved as a draft: add attachments and publish it from the next screen." back={back} />
      <Card.Root>
        <Card.Body>
          <UpdateReportFormView defaultValues={EMPTY_UPDATE_REPORT_VALUES} options={{ reportType: await reportTypeOptions(ctx) }} features={featuresOf(ctx.tenant)} editorLooks={editor.looks} aiRewrite={aiRewriteOffered(ctx.tenant, ctx.user.role_id)} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
