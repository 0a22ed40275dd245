'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { FUND_FORM_VIEW } from './fund-form'

/** The kit form with the fund declaration (its zod schema comes on first validation). */
export function FundFormView(props: TResourceFormProps) {
  return <ResourceForm form={FUND_FORM_VIEW} {...props} />
}
