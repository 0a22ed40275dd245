import { REWARD_TRIGGER_LABEL, REWARD_TRIGGERS } from '@/domain/rewards/rewards'
import type { TFormView } from '@/lib/resource/define-resource'

// A reward (decision 040): what earns it and what the investor receives; never investing (COBS 4.12A.8R).
export const REWARD_PATHS = {
  list: '/admin/settings/investor/rewards',
  create: '/admin/settings/investor/rewards/new-reward',
  edit: '/admin/settings/investor/rewards/:id/edit',
} as const

export const REWARD_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/rewards/reward-body').then((module) => module.ZRewardBody),
  collectionPath: '/api/rewards',
  savedPath: REWARD_PATHS.list,
  noun: 'reward',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, helper: 'e.g. Welcome gift, Refer a friend.' },
    { name: 'trigger', label: 'Earned by', kind: 'select', required: true, options: REWARD_TRIGGERS.map((value) => ({ value, label: REWARD_TRIGGER_LABEL[value] })), helper: 'Never investing: the FCA forbids incentives to invest (COBS 4.12A.8R).' },
    { name: 'value', label: 'What the investor receives', kind: 'text', required: true, helper: 'e.g. A £25 gift card, A ticket to our annual dinner.' },
    { name: 'amount', label: 'Money value', kind: 'money', currencyField: 'currency', helper: 'Optional: what the reward is worth.' },
    { name: 'currency', label: 'Currency', kind: 'text' },
    { name: 'conditions', label: 'Conditions', kind: 'textarea', helper: 'Anything else that must happen first, e.g. the friend verifies their email. Nothing about investing.' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'active', label: 'Offered now', kind: 'checkbox' },
  ],
}
