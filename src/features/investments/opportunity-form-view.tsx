'use client'

import { AiRewriteOffer } from '@/ui/records/rich-text-ai-rewrite-offer'
import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { OPPORTUNITY_FORM_VIEW } from './opportunity-form'

/** The kit form with the opportunity declaration (create and edit); `aiRewrite` (the page's aiRewriteOffered) gives its summary's editor spec 9's AI rewrite control. */
export function OpportunityFormView({ aiRewrite = false, ...props }: TResourceFormProps & { aiRewrite?: boolean }) {
  return (
    <AiRewriteOffer.Provider value={aiRewrite}>
      <ResourceForm form={OPPORTUNITY_FORM_VIEW} {...props} />
    </AiRewriteOffer.Provider>
  )
}
