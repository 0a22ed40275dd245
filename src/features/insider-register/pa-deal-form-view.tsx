'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { PA_DEAL_FORM_VIEW } from './pa-deal-form'

/** The kit form with the PA deal declaration. */
export function PaDealFormView(props: TResourceFormProps) {
  return <ResourceForm form={PA_DEAL_FORM_VIEW} {...props} />
}
