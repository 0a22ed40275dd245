import { z } from 'zod'

import { zArrayRowId, zOptionalText, zRelationId, zText } from '@/domain/values'
import { isEmptyRichText, reportBodyProblem } from '@/lib/lexical'

import { readReportTextStyle } from './rich-text-styles'
import { AUDIENCE_SUBJECT_FIELD, UPDATE_REPORT_AUDIENCES } from './update-reports'

export const UPDATE_REPORT_LIMITS = { title: 200, summary: 500, bodyText: 100_000, gallery: 12 } as const

const zReportBody = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || isEmptyRichText(value)) return null
  const problem = reportBodyProblem(value, (style) => readReportTextStyle(style) !== null, UPDATE_REPORT_LIMITS.bodyText)
  if (!problem) return value
  ctx.addIssue({ code: 'custom', message: problem })
  return z.NEVER
})

const zGalleryImage = z.object({ id: zArrayRowId, image: zRelationId('Upload an image'), caption: zOptionalText(200) })

/**
 * An update report as the REST API takes it (issue 12 §2). Its status, publication time, author and
 * recipients are the server's: a draft becomes live only through POST /api/update-reports/{id}/publish.
 * The audience names its subject: a company, an opportunity or a fund; none for the whole tenant.
 */
export const ZUpdateReportBody = z
  .object({
    title: zText('Enter a title', UPDATE_REPORT_LIMITS.title),
    reportType: zRelationId('Choose a report type from the list').nullish(),
    audience: z.enum(UPDATE_REPORT_AUDIENCES, 'Choose who the update is for'),
    company: zRelationId('Choose a company from the list').nullish(),
    opportunity: zRelationId('Choose an opportunity from the list').nullish(),
    fund: zRelationId('Choose a fund from the list').nullish(),
    summary: zOptionalText(UPDATE_REPORT_LIMITS.summary),
    body: zReportBody,
    gallery: z.array(zGalleryImage, 'Send a list of images').max(UPDATE_REPORT_LIMITS.gallery, `Add at most ${UPDATE_REPORT_LIMITS.gallery} images`).nullish(),
  })
  .superRefine((report, ctx) => {
    for (const audience of UPDATE_REPORT_AUDIENCES) {
      const field = AUDIENCE_SUBJECT_FIELD[audience]
      if (!field) continue
      const value = report[field]
      if (report.audience === audience && value == null) ctx.addIssue({ code: 'custom', path: [field], message: `Choose the ${field} the update is about` })
      if (report.audience !== audience && value != null) ctx.addIssue({ code: 'custom', path: [field], message: `Leave the ${field} empty: the update is not about one` })
    }
  })

export type TUpdateReportBody = z.infer<typeof ZUpdateReportBody>
