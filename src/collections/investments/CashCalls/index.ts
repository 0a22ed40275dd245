import type { CollectionConfig } from 'payload'

import { tenantField } from '@/collections/fields/tenant-field'
import { CASH_CALL_KIND_LABEL, CASH_CALL_KINDS, CASH_CALL_SPLIT_LABEL, CASH_CALL_SPLITS, CASH_CALL_SUBJECT_KINDS } from '@/domain/investments/cash-calls'

import { nobody, readCashCallRows } from '../money/money-access'
import { cancelCashCallEndpoint, exportCashCallEndpoint } from './endpoints/cancel-cash-call'
import { issueCashCallEndpoint, previewCashCallEndpoint } from './endpoints/issue-cash-call'

/**
 * Cash calls and distributions (issue 10 §7, docs/decisions/014): what staff asked of (or paid out
 * to) the holders of an opportunity or a fund, as issued: the split, the total, the due date. What
 * each holder owes and paid is on the ledger (a `cash_call` entry per line, `cash_call_payment`
 * entries as money arrives; a `distribution` entry per line), summed by PostgreSQL
 * (money/cash-call-figures.ts). Written only by POST /api/cash-calls, in one transaction with its
 * lines and entries; never changed or removed through the API (Payload's create, update and delete
 * are closed to everyone). Read by staff who may see the subject's cash calls.
 */
export const CashCalls: CollectionConfig = {
  slug: 'cash-calls',
  admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'kind', 'subjectKind', 'opportunity', 'fund', 'total', 'currency', 'dueAt', 'tenant'], group: 'Money' },
  access: { read: readCashCallRows, create: nobody, update: nobody, delete: nobody },
  endpoints: [previewCashCallEndpoint, issueCashCallEndpoint, cancelCashCallEndpoint, exportCashCallEndpoint],
  indexes: [
    { fields: ['tenant', 'opportunity', 'createdAt'] },
    { fields: ['tenant', 'fund', 'createdAt'] },
  ],
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, maxLength: 64 },
    { name: 'kind', type: 'select', required: true, options: CASH_CALL_KINDS.map((value) => ({ value, label: CASH_CALL_KIND_LABEL[value] })) },
    // The subject, as on the ledger: its kind and one column per kind (a CHECK in the migration).
    { name: 'subjectKind', type: 'select', required: true, options: CASH_CALL_SUBJECT_KINDS.map((value) => ({ value, label: value })) },
    { name: 'opportunity', type: 'relationship', relationTo: 'investment-opportunities', index: true },
    { name: 'fund', type: 'relationship', relationTo: 'funds', index: true },
    { name: 'split', type: 'select', required: true, options: CASH_CALL_SPLITS.map((value) => ({ value, label: CASH_CALL_SPLIT_LABEL[value] })) },
    { name: 'total', type: 'number', required: true, min: 1, admin: { description: 'What was called (or distributed) in all, minor units; the lines sum to it exactly.' } },
    { name: 'currency', type: 'text', required: true, maxLength: 3 },
    { name: 'dueAt', type: 'date', admin: { description: 'When a cash call is due (a distribution has none).' } },
    { name: 'purpose', type: 'text', maxLength: 200 },
    // A plain user id, as the ledger's createdBy: the call outlives the account.
    { name: 'issuedBy', type: 'number' },
    tenantField,
  ],
  timestamps: true,
}
