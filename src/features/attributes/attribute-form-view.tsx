'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { ATTRIBUTE_FORM_VIEW } from './attribute-form'

/** The kit form with the attribute declaration (its zod schema comes on first validation). */
export function AttributeFormView(props: TResourceFormProps) {
  return <ResourceForm form={ATTRIBUTE_FORM_VIEW} {...props} />
}
