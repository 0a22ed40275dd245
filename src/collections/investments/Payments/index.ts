import type { CollectionConfig } from 'payload'

import { tenantField } from '@/collections/fields/tenant-field'
import { HOLDER_KINDS } from '@/domain/investments/money-model'
import { PAYABLE_KINDS, PAYMENT_METHOD_LABEL, PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATE_LABEL, PAYMENT_STATES } from '@/domain/payments/payments'

import { nobody, readPaymentRows } from '../money/money-access'
import { failPaymentEndpoint } from './endpoints/fail-payment'
import { refundPaymentEndpoint } from './endpoints/refund-payment'
import { stripeWebhookEndpoint } from './endpoints/stripe-webhook'

/**
 * spec 3 payments (issue 10 §9, docs/decisions/016-payments.md): one row per payment attempt or
 * receipt against a payable, by bank transfer or card, with its state (pending, succeeded, failed,
 * refunded). The money itself is the ledger's: a payment that succeeds writes its `payment_received`
 * entry (which names the payment) in the same transaction, a refund (all or part, decision 018) is a
 * `refund` entry naming that entry; screens sum the ledger, never these rows.
 *
 * - payable: `payableKind` + one nullable foreign key per kind (`investment`, `cashCallLine`:
 *   decision 025), a CHECK in the migration holding exactly the kind's column set.
 * - `opportunity` and `holder` are the payable's, copied when the row is written so the read rule
 *   is the ledger's own (staff by the opportunity's stage, investors their own rows).
 * - card payments carry the provider's ids (`providerPaymentId` is unique: the object whose success
 *   the provider reports, a PaymentIntent or a subscription's invoice).
 *
 * Written only by the payment endpoints and the provider's webhook (each in one transaction, after
 * its own checks); Payload's create, update and delete are closed to everyone.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: { defaultColumns: ['investment', 'method', 'state', 'amount', 'currency', 'receivedAt', 'tenant'], group: 'Money' },
  access: { read: readPaymentRows, create: nobody, update: nobody, delete: nobody },
  endpoints: [stripeWebhookEndpoint, failPaymentEndpoint, refundPaymentEndpoint],
  indexes: [
    { fields: ['tenant', 'opportunity', 'createdAt'] },
    { fields: ['investment', 'state'] },
  ],
  fields: [
    { name: 'payableKind', type: 'select', required: true, defaultValue: 'investment', options: PAYABLE_KINDS.map((value) => ({ value, label: value })) },
    { name: 'investment', type: 'relationship', relationTo: 'investments', index: true },
    // A cash-call line's receipt (decision 025): staff mark it received, and a refund names it.
    { name: 'cashCallLine', type: 'relationship', relationTo: 'cash-call-lines', index: true },
    { name: 'opportunity', type: 'relationship', relationTo: 'investment-opportunities', index: true },
    { name: 'holderKind', type: 'select', defaultValue: 'investor', options: HOLDER_KINDS.map((value) => ({ value, label: value })) },
    { name: 'holder', type: 'relationship', relationTo: 'users', index: true },
    { name: 'method', type: 'select', required: true, options: PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABEL[value] })) },
    { name: 'state', type: 'select', required: true, index: true, options: PAYMENT_STATES.map((value) => ({ value, label: PAYMENT_STATE_LABEL[value] })) },
    { name: 'amount', type: 'number', required: true, min: 1, admin: { description: 'In minor units (pence, cents) of the currency.' } },
    { name: 'currency', type: 'text', required: true, maxLength: 3 },
    // When the money arrived (succeeded); null while pending or after a failure.
    { name: 'receivedAt', type: 'date' },
    { name: 'provider', type: 'select', options: PAYMENT_PROVIDERS.map((value) => ({ value, label: value })) },
    { name: 'providerPaymentId', type: 'text', unique: true, maxLength: 255 },
    { name: 'providerSubscriptionId', type: 'text', index: true, maxLength: 255 },
    { name: 'providerCustomerId', type: 'text', maxLength: 255 },
    { name: 'failureReason', type: 'text', maxLength: 500 },
    { name: 'note', type: 'text', maxLength: 500 },
    // A plain user id, like the ledger's: the record outlives the account.
    { name: 'createdBy', type: 'number' },
    tenantField,
  ],
  timestamps: true,
}
