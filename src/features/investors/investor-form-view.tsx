'use client'

import { INVESTOR_PATHS } from '@/domain/investors/investors'
import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { INVESTOR_FORM_VIEW } from './investor-form'

/** What a saved form opens: the record, or the list for a role that may create investors but not open them (spec 6 Creator). */
export type TInvestorSavedTo = 'record' | 'list'

const LIST_VIEW = { ...INVESTOR_FORM_VIEW, savedPath: () => INVESTOR_PATHS.list }

/** The kit form with the investor declaration (its zod schema comes on first validation). */
export function InvestorFormView({ savedTo = 'record', ...props }: TResourceFormProps & { savedTo?: TInvestorSavedTo }) {
  return <ResourceForm form={savedTo === 'list' ? LIST_VIEW : INVESTOR_FORM_VIEW} {...props} />
}
