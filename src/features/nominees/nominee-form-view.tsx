'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { NOMINEE_FORM_VIEW } from './nominee-form'

const LIST_VIEW = { ...NOMINEE_FORM_VIEW, savedPath: '/admin/investors/nominees' }

/** The kit form with the nominee declaration; a role that may create nominees but not open them (a Creator, spec 6) returns to the list. */
export function NomineeFormView({ savedTo = 'record', ...props }: TResourceFormProps & { savedTo?: 'record' | 'list' }) {
  return <ResourceForm form={savedTo === 'list' ? LIST_VIEW : NOMINEE_FORM_VIEW} {...props} />
}
