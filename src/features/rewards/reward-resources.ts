import { ZRewardBody } from '@/domain/rewards/reward-body'
import { REWARD_TRIGGER_LABEL, REWARD_TRIGGERS, type TRewardTrigger } from '@/domain/rewards/rewards'
import { defineResource, formWithSchema } from '@/lib/resource/define-resource'

import { REWARD_FORM_VIEW, REWARD_PATHS } from './reward-form'

// spec 1 "rewards" (decision 040): the tenant's rewards, at /admin/settings/investor/rewards under
// spec 6 `features` (spec 2.1 names no address; the investor settings hold what investors are offered).

export const REWARDS_RESOURCE = defineResource({
  key: 'rewards',
  collection: 'rewards',
  permission: 'features',
  listPath: REWARD_PATHS.list,
  title: { text: 'Rewards' },
  noun: { one: 'reward', many: 'rewards' },
  emptyText: 'There are no rewards yet.',
  columns: [
    { field: 'name', label: 'Name', kind: 'link', sortable: true, href: (row) => REWARD_PATHS.edit.replace(':id', String(row.id)), permission: ['features', 'update'] },
    { field: 'trigger', label: 'Earned by', kind: 'text', display: (row) => REWARD_TRIGGER_LABEL[row.trigger as TRewardTrigger] ?? '' },
    { field: 'value', label: 'What the investor receives', kind: 'text' },
    { field: 'amount', label: 'Worth', kind: 'money', currencyField: 'currency', hideBelow: 'md' },
    { field: 'active', label: 'Offered', kind: 'badge', text: (value) => (value === false ? 'Not offered' : 'Offered'), palette: (value) => (value === false ? 'gray' : 'green') },
    { field: 'updatedAt', label: 'Updated', kind: 'relative-time', sortable: true, hideBelow: 'md' },
  ],
  filters: [{ field: 'trigger', label: 'Earned by', kind: 'select', options: REWARD_TRIGGERS.map((value) => ({ value, label: REWARD_TRIGGER_LABEL[value] })) }],
  defaultSort: 'name',
  bulkActions: [{ kind: 'delete' }],
  create: { href: REWARD_PATHS.create, label: 'New reward', permission: ['features', 'create'] },
  form: formWithSchema(REWARD_FORM_VIEW, ZRewardBody),
})
