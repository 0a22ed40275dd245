'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { ATTRIBUTE_FORM } from './attribute-form'

/** The kit form with the attribute declaration (a client module: the declaration holds its zod schema). */
export function AttributeFormView(props: TResourceFormProps) {
  return <ResourceForm form={ATTRIBUTE_FORM} {...props} />
}
