'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { COMPANY_FORM_VIEW } from './company-form'

/** The kit form with the company declaration (its zod schema comes on first validation). */
export function CompanyFormView(props: TResourceFormProps) {
  return <ResourceForm form={COMPANY_FORM_VIEW} {...props} />
}
