'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { OPPORTUNITY_FORM_VIEW } from './opportunity-form'

/** The kit form with the opportunity declaration (create and edit). */
export function OpportunityFormView(props: TResourceFormProps) {
  return <ResourceForm form={OPPORTUNITY_FORM_VIEW} {...props} />
}
