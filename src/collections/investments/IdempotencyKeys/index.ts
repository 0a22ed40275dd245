import type { CollectionConfig } from 'payload'

import { operatorsOnly } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { IDEMPOTENCY_KEY_MAX } from '@/domain/investments/money-model'

import { nobody } from '../money/money-access'

/**
 * The first answer of every money-moving POST sent with an Idempotency-Key (issue 10 §10,
 * docs/decisions/012): unique per tenant, user and key, written in the same transaction as the
 * money it answers for (./idempotency.ts), so a retry gets that answer and writes nothing.
 * The server's own bookkeeping: operators may read it in /cms; nobody writes it through Payload.
 */
export const IdempotencyKeys: CollectionConfig = {
  slug: 'idempotency-keys',
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'route', 'status', 'userId', 'tenant', 'createdAt'], group: 'Money' },
  access: { read: operatorsOnly, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['tenant', 'userId', 'key'], unique: true }],
  fields: [
    { name: 'key', type: 'text', required: true, maxLength: IDEMPOTENCY_KEY_MAX },
    // A plain id: the answer outlives nothing, but must not block deleting the account.
    { name: 'userId', type: 'number', required: true },
    { name: 'route', type: 'text', required: true, maxLength: 200 },
    { name: 'requestHash', type: 'text', required: true, maxLength: 64 },
    { name: 'status', type: 'number' },
    { name: 'response', type: 'json' },
    tenantField,
  ],
  timestamps: true,
}
