'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { ORGANISATION_FORM_VIEW } from './organisation-form'

/** After saving: the record, or the list for a role that may create organisations but not open them (a Creator, spec 6). */
export type TOrganisationSavedTo = 'record' | 'list'

const LIST_VIEW = { ...ORGANISATION_FORM_VIEW, savedPath: '/admin/investors/organisations' }

/** The kit form with the organisation declaration (its zod schema comes on first validation). */
export function OrganisationFormView({ savedTo = 'record', ...props }: TResourceFormProps & { savedTo?: TOrganisationSavedTo }) {
  return <ResourceForm form={savedTo === 'list' ? LIST_VIEW : ORGANISATION_FORM_VIEW} {...props} />
}
