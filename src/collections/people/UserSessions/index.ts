import type { CollectionConfig } from 'payload'

import { operatorsOnly } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { SESSION_END_REASONS } from '@/auth/session-records'

const nobody = () => false

/**
 * One row per sign-in (issue 8, docs/security.md): the sealed cookie names its row, and every
 * request checks that the row is still open and not idle. Logout, a password change or reset, an
 * email change by staff and disabling an account close rows, so a copied cookie dies with them.
 * Written only by src/auth/session-records.ts; operators may read them in /cms for an audit.
 */
export const UserSessions: CollectionConfig = {
  slug: 'user-sessions',
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'last_seen_at', 'ended_at', 'ended_reason', 'tenant'], group: 'Platform' },
  access: { read: operatorsOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'last_seen_at', type: 'date', required: true },
    { name: 'idle_minutes', type: 'number', required: true, min: 1 },
    { name: 'ended_at', type: 'date', index: true },
    { name: 'ended_reason', type: 'select', options: [...SESSION_END_REASONS] },
    { name: 'user_agent', type: 'text', maxLength: 300 },
    tenantField,
  ],
}
