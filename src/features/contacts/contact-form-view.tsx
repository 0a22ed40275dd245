'use client'

import { CONTACT_PATHS } from '@/domain/contacts/contacts'
import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { CONTACT_FORM_VIEW } from './contact-form'

const LIST_VIEW = { ...CONTACT_FORM_VIEW, savedPath: () => CONTACT_PATHS.list }

/** The kit form with the contact declaration (its zod schema comes on first validation); a role that may create but not open contacts (spec 6 Creator) lands on the list. */
export function ContactFormView({ savedTo = 'record', ...props }: TResourceFormProps & { savedTo?: 'record' | 'list' }) {
  return <ResourceForm form={savedTo === 'list' ? LIST_VIEW : CONTACT_FORM_VIEW} {...props} />
}
