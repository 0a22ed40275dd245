import type { Access, CollectionConfig } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { operatorsOnly, sameTenant } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'

import { notificationEndpoints } from './endpoints'

/** A user reads their own notifications, in their tenant; nobody writes them over REST (see notify()). */
const ownNotifications: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user) || !can(user.role_id, 'notifications', 'index')) return false
  return { and: [sameTenant(user), { user: { equals: user.id } }] }
}

/** spec 3: id, read_at, created_at, data {message, icon, cta}. Unread while read_at is empty. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'read_at', 'createdAt', 'tenant'] },
  indexes: [{ fields: ['user', 'read_at'] }],
  access: { read: ownNotifications, create: operatorsOnly, update: operatorsOnly, delete: operatorsOnly },
  endpoints: notificationEndpoints,
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'read_at', type: 'date', index: true },
    {
      name: 'data',
      type: 'group',
      fields: [
        { name: 'message', type: 'textarea', required: true, maxLength: 1000 },
        { name: 'icon', type: 'text', maxLength: 50 },
        { name: 'cta', type: 'text', maxLength: 500 },
      ],
    },
    tenantField,
  ],
}
