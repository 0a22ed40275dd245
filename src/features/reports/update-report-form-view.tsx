'use client'

import { AiRewriteOffer } from '@/ui/records/rich-text-ai-rewrite-offer'
import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { UPDATE_REPORT_FORM_VIEW } from './update-report-form'

/** The kit form with the update report declaration; `aiRewrite` (the page's aiRewriteOffered) gives its body's editor spec 9's AI rewrite control. */
export function UpdateReportFormView({ aiRewrite = false, ...props }: TResourceFormProps & { aiRewrite?: boolean }) {
  return (
    <AiRewriteOffer.Provider value={aiRewrite}>
      <ResourceForm form={UPDATE_REPORT_FORM_VIEW} {...props} />
    </AiRewriteOffer.Provider>
  )
}
