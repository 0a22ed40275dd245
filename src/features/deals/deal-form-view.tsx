'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { DEAL_FORM_VIEW } from './deal-form'

/** The kit form with the deal declaration (its zod schema comes on first validation). */
export function DealFormView(props: TResourceFormProps) {
  return <ResourceForm form={DEAL_FORM_VIEW} {...props} />
}
