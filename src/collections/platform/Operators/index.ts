import type { CollectionConfig } from 'payload'

import { isOperator } from '@/access/current-user'
import { operatorsOnly } from '@/access/payload-access'

/** Platform operators: sign in to /cms to provision tenants. Separate from every tenant's users. */
export const Operators: CollectionConfig = {
  slug: 'operators',
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000 },
  admin: { useAsTitle: 'email' },
  access: { read: operatorsOnly, create: operatorsOnly, update: operatorsOnly, delete: operatorsOnly, admin: ({ req: { user } }) => isOperator(user) },
  fields: [{ name: 'name', type: 'text' }],
}
