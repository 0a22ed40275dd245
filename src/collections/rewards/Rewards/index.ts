import type { CollectionConfig } from 'payload'

import { createIf, tenantRowsIf } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZRewardBody } from '@/domain/rewards/reward-body'
import { REWARD_TRIGGER_LABEL, REWARD_TRIGGERS } from '@/domain/rewards/rewards'

/**
 * spec 1 "rewards" (issue 13 §10, docs/decisions/040): what the tenant gives investors for
 * registering, a completed profile, a referral or loyalty, kept at /admin/settings/investor/rewards
 * under spec 6 `features` (the investor settings' resource). Every write, REST or Local API, goes
 * through ZRewardBody, which refuses a reward conditional on investing (COBS 4.12A.8R).
 */
export const Rewards: CollectionConfig = {
  slug: 'rewards',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'trigger', 'active', 'tenant'] },
  access: { read: tenantRowsIf('features', 'index'), create: createIf('features'), update: tenantRowsIf('features', 'update'), delete: tenantRowsIf('features', 'delete') },
  hooks: { beforeValidate: [validateBody(ZRewardBody)] },
  indexes: [{ fields: ['tenant', 'name'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, index: true },
    { name: 'description', type: 'textarea', maxLength: 500 },
    { name: 'trigger', type: 'select', required: true, index: true, options: REWARD_TRIGGERS.map((value) => ({ value, label: REWARD_TRIGGER_LABEL[value] })) },
    { name: 'conditions', type: 'textarea', maxLength: 500 },
    { name: 'value', type: 'text', required: true, maxLength: 200 },
    { name: 'amount', type: 'number', admin: { description: 'Minor units (pence), when the reward is money or has a money value.' } },
    { name: 'currency', type: 'text', maxLength: 3 },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
    tenantField,
  ],
  timestamps: true,
}
