import type { Access, CollectionConfig } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { mayInvestInPortal } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { sameTenant } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { INTEREST_OPTION_LABEL, INTEREST_OPTIONS } from '@/domain/investments/portal-investing'

import { nobody } from '../money/money-access'
import { setInterestEndpoint } from './set-interest'

/** Staff who see live opportunities read every interest of their tenant; an investor their own; operators all. */
const readInterests: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (mayInvestInPortal(user.role_id)) return { and: [sameTenant(user), { investor: { equals: user.id } }] }
  return can(user.role_id, 'investment_opportunity_live', 'show') ? sameTenant(user) : false
}

/**
 * spec 3 "Interest option" (issue 13 §3, decision 031): what an investor said about an opportunity
 * (interested with finance, without finance, not interested). One row per investor per opportunity
 * (a unique index), changed when they choose again; staff see them on the opportunity. Written only
 * by `POST /api/opportunity-interests` (the investor's own, through the portal gate).
 */
export const OpportunityInterests: CollectionConfig = {
  slug: 'opportunity-interests',
  admin: { defaultColumns: ['opportunity', 'investor', 'option', 'updatedAt', 'tenant'], group: 'Money' },
  access: { read: readInterests, create: nobody, update: nobody, delete: nobody },
  endpoints: [setInterestEndpoint],
  indexes: [{ fields: ['opportunity', 'investor'], unique: true }],
  fields: [
    { name: 'opportunity', type: 'relationship', relationTo: 'investment-opportunities', required: true, index: true },
    { name: 'investor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'option', type: 'select', required: true, options: INTEREST_OPTIONS.map((value) => ({ value, label: INTEREST_OPTION_LABEL[value] })) },
    // What the investor added, e.g. how much finance they would need.
    { name: 'note', type: 'textarea', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
