import type { Access, CollectionConfig } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { operatorsOnly, sameTenant } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'

/** Staff who may open a report update see its recipients; an investor sees their own rows. Nobody writes them over REST. */
const readRecipients: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  if (can(user.role_id, 'update_reports', 'show')) return sameTenant(user)
  if (can(user.role_id, 'investor_portal', 'show')) return { and: [sameTenant(user), { user: { equals: user.id } }] }
  return false
}

/**
 * Who an update report was published to (issue 12 §2, docs/decisions/033): one row per investor,
 * written by the publish call from the ledger's holders at that moment (or every investor of the
 * tenant), in the same transaction as the report going live. The delivery job stamps `notifiedAt`
 * as it notifies each one (so a retried job never notifies twice); the portal stamps `readAt` when
 * the investor opens the update (the news list's unread marker). `email` is their address at publishing.
 */
export const UpdateReportRecipients: CollectionConfig = {
  slug: 'update-report-recipients',
  admin: { useAsTitle: 'id', defaultColumns: ['report', 'user', 'notifiedAt', 'readAt', 'tenant'] },
  access: { read: readRecipients, create: operatorsOnly, update: operatorsOnly, delete: operatorsOnly },
  indexes: [
    { fields: ['report', 'user'], unique: true },
    { fields: ['user', 'report'] },
    { fields: ['report', 'notifiedAt'] },
  ],
  fields: [
    { name: 'report', type: 'relationship', relationTo: 'update-reports', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    // The investor's address when the update was published: who it went to, kept when the address later changes.
    { name: 'email', type: 'text', maxLength: 320 },
    { name: 'notifiedAt', type: 'date' },
    { name: 'readAt', type: 'date' },
    tenantField,
  ],
  timestamps: true,
}
