'use client'

import { ResourceForm, type TResourceFormProps } from '@/ui/resource/resource-form'

import { REWARD_FORM_VIEW } from './reward-form'

/** The kit form with the reward declaration. */
export function RewardFormView(props: TResourceFormProps) {
  return <ResourceForm form={REWARD_FORM_VIEW} {...props} />
}
