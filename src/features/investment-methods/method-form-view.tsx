'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { METHOD_FORM_VIEW } from './method-form'

const LIST_VIEW = { ...METHOD_FORM_VIEW, savedPath: '/admin/investors/investment-methods' }

/** The kit form with the investment method declaration; a role that may create methods but not open them (a Creator, spec 6) returns to the list. */
export function MethodFormView({ savedTo = 'record', ...props }: TResourceFormProps & { savedTo?: 'record' | 'list' }) {
  return <ResourceForm form={savedTo === 'list' ? LIST_VIEW : METHOD_FORM_VIEW} {...props} />
}
