import { terminologyOf } from '@/tenancy/branding'
import { Box } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { accountStep } from '@/domain/onboarding/portal-gate'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import type { UpdateReport } from '@/payload-types'
import type { TRequestContext } from '@/auth/request-context'
import { DocumentsPanel } from '@/ui/records/documents'
import { PageHeader } from '@/ui/layout/page-header'

import { investorReport, isRecipient, markReportRead } from './investor-news'
import { UpdateReportBody, UpdateReportMeta } from './update-report-view'

type TCtx = TRequestContext & { user: NonNullable<TRequestContext['user']> }

/**
 * One update report in the portal (issue 13 §6; decision 033): /investor/news/reports/{x} and the
 * portfolio's /portfolio/{id}/reports/{reportId} and /portfolio/fund/{id}/reports/{reportId}. Behind
 * the portal gate; a report the investor may not read is a 404. `context` narrows it further: in the
 * portfolio it must be about that holding (`matches`) and the investor one of its recipients. Opening
 * it marks it read.
 */
export async function InvestorReportPage({ ctx, id, back, context }: { ctx: TCtx; id: string; back: { href: string; label: string }; context?: { matches: (report: UpdateReport) => boolean } }) {
  const step = accountStep(ctx.user, ctx.tenant)
  if (step) return <PortalStepRequired step={step} title="Update" terminology={terminologyOf(ctx.tenant)} />
  const signedIn = { payload: ctx.payload, user: ctx.user }
  const report = await investorReport(signedIn, id)
  if (!report) notFound()
  if (context && (!context.matches(report) || !(await isRecipient(signedIn, report.id)))) notFound()
  await markReportRead(signedIn, report.id)
  return (
    <>
      <PageHeader title={report.title} back={back} />
      <Box as="article" aria-label={report.title} bg="bg" borderWidth="1px" rounded="md" p={{ base: 4, md: 8 }}>
        <UpdateReportMeta report={report} />
        <UpdateReportBody report={report} />
      </Box>
      {/* Its public attachments (decision 033: the record's documents; nothing when there are none). */}
      <Box mt={6}>
        <DocumentsPanel ctx={ctx} target={{ collection: 'update-reports', id: report.id }} />
      </Box>
    </>
  )
}
