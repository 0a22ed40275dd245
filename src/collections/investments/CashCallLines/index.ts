import type { CollectionConfig } from 'payload'

import { tenantField } from '@/collections/fields/tenant-field'
import { CASH_CALL_HOLDER_KINDS, CASH_CALL_LINE_STATUS_LABEL, CASH_CALL_LINE_STATUSES, CASH_CALL_SUBJECT_KINDS } from '@/domain/investments/cash-calls'

import { nobody, readCashCallLineRows } from '../money/money-access'
import { receiveCashCallPaymentEndpoint } from './endpoints/receive-cash-call-payment'

/**
 * One holder's line of a cash call or distribution (issue 10 §7, docs/decisions/014): the amount
 * asked of (or paid to) them, the holding it was computed from (`basis`), its workflow `status`
 * (spec 4 "cash call awaiting payment" → "cash call payment received"; a distribution's is paid
 * out) and a unique `paymentReference` the holder quotes on a transfer, so payments (issue 10 §9)
 * attach to the line. What was owed and paid is the ledger's (entries naming `cashCallLine`); the
 * status is written from its sums in the same transaction. Subject columns as on the call, so reads
 * are decided per row. The holder is `holderKind` and that kind's own column, as on the ledger: an
 * investor (`holder`), an organisation, an investment-method account or a nominee (a CHECK per
 * kind in the migration holds exactly the kind's column set). Staff who may see the subject's cash
 * calls read the lines; an investor reads their own (an organisation's or an account's lines reach
 * the portal through its own statements, decision 014).
 */
export const CashCallLines: CollectionConfig = {
  slug: 'cash-call-lines',
  admin: { useAsTitle: 'paymentReference', defaultColumns: ['paymentReference', 'cashCall', 'holder', 'amount', 'currency', 'status', 'tenant'], group: 'Money' },
  access: { read: readCashCallLineRows, create: nobody, update: nobody, delete: nobody },
  endpoints: [receiveCashCallPaymentEndpoint],
  indexes: [
    { fields: ['tenant', 'cashCall'] },
    { fields: ['tenant', 'holder'] },
  ],
  fields: [
    { name: 'cashCall', type: 'relationship', relationTo: 'cash-calls', required: true, index: true },
    { name: 'subjectKind', type: 'select', required: true, options: CASH_CALL_SUBJECT_KINDS.map((value) => ({ value, label: value })) },
    { name: 'opportunity', type: 'relationship', relationTo: 'investment-opportunities', index: true },
    { name: 'fund', type: 'relationship', relationTo: 'funds', index: true },
    { name: 'holderKind', type: 'select', required: true, defaultValue: 'investor', options: CASH_CALL_HOLDER_KINDS.map((value) => ({ value, label: value })) },
    { name: 'holder', type: 'relationship', relationTo: 'users', index: true },
    // An organisation, an investment-method account or a nominee holding the subject (decisions 020, 025): a column each, as on the ledger.
    { name: 'holderOrganisation', type: 'relationship', relationTo: 'organisations', index: true },
    { name: 'holderMethodEntity', type: 'relationship', relationTo: 'investment-method-entities', index: true },
    { name: 'holderNominee', type: 'relationship', relationTo: 'nominees', index: true },
    { name: 'amount', type: 'number', required: true, min: 1, admin: { description: 'Minor units of the currency.' } },
    { name: 'currency', type: 'text', required: true, maxLength: 3 },
    { name: 'basis', type: 'number', admin: { description: 'The holding a pro-rata line was computed from: shares held, or the amount committed (minor units); empty when set per holder.' } },
    { name: 'status', type: 'select', required: true, index: true, options: CASH_CALL_LINE_STATUSES.map((value) => ({ value, label: CASH_CALL_LINE_STATUS_LABEL[value] })) },
    { name: 'paymentReference', type: 'text', required: true, unique: true, maxLength: 64 },
    tenantField,
  ],
  timestamps: true,
}
