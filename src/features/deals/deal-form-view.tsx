'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { DEAL_FORM } from './deal-form'

/** The kit form with the deal declaration (a client module: the declaration holds its zod schema). */
export function DealFormView(props: TResourceFormProps) {
  return <ResourceForm form={DEAL_FORM} {...props} />
}
