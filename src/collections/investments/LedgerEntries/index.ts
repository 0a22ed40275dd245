import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { tenantField } from '@/collections/fields/tenant-field'
import { RecordAccessRefused } from '@/collections/records/record-rows'
import { HOLDER_KINDS, LEDGER_KIND_LABEL, LEDGER_KINDS, SUBJECT_KINDS } from '@/domain/investments/money-model'

import { nobody, readMoneyRows } from '../money/money-access'

export const LEDGER_APPEND_ONLY_MESSAGE = 'The ledger is append-only: an entry is never changed or removed; a correction is a reversing entry.'

/**
 * Under the access rules: no update or delete runs, not even a Local API call with overrideAccess.
 * The migration's trigger refuses them in PostgreSQL too. A 403 of the refusals' own class, which
 * the server logs as information, not as a fault (payload.config.ts loggingLevels).
 */
const refuseChanges: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'update' || operation === 'delete') throw new RecordAccessRefused(LEDGER_APPEND_ONLY_MESSAGE)
  return args
}

/**
 * The ledger (issue 10 §2, docs/decisions/012): one append-only table of every movement of money or
 * shares. Balances, holdings, amounts raised and cap tables are sums over it in PostgreSQL
 * (src/collections/investments/money/ledger-figures.ts), never stored a second time.
 *
 * - subject: `subjectKind` + one nullable foreign key per kind (`opportunity`, `fund`, `company`),
 *   with a CHECK in the migration that exactly the kind's column is set (decisions 012, 014).
 * - holder: `holderKind` + its column (`holder` for an investor, `holderFund` for a fund, none for
 *   the tenant itself), as on investments.
 * - amounts are signed minor units of `currency`, shares a signed whole number; a `reversal` carries
 *   the negated figures of the entry it `reverses` (at most one reversal per entry: a unique index).
 * - `payment` names the payment a `payment_received` entry records (docs/decisions/016-payments.md):
 *   at most one such entry per payment, held by a partial unique index, so a replayed provider event
 *   cannot record the same money twice.
 * - `createdBy` is a plain user id, like the activity trail's actor: an entry outlives the account,
 *   and a foreign key's SET NULL would be an UPDATE the trigger refuses.
 *
 * Writes: the money endpoints only (Local API with the server's rights, in their transaction).
 * Update and delete: refused by the access rules, by the hook above and by a PostgreSQL trigger;
 * the one exception is spec 6's delete_unsafe of an opportunity (money-model-seam.ts).
 */
export const LedgerEntries: CollectionConfig = {
  slug: 'ledger-entries',
  admin: { defaultColumns: ['occurredAt', 'kind', 'holder', 'opportunity', 'amount', 'currency', 'sharesDelta', 'tenant'], group: 'Money' },
  access: { read: readMoneyRows, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeOperation: [refuseChanges] },
  indexes: [
    { fields: ['tenant', 'opportunity', 'occurredAt'] },
    { fields: ['opportunity', 'holder'] },
    { fields: ['tenant', 'fund', 'occurredAt'] },
    { fields: ['tenant', 'company', 'occurredAt'] },
    { fields: ['holderFund', 'company'] },
  ],
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: LEDGER_KINDS.map((value) => ({ value, label: LEDGER_KIND_LABEL[value] })) },
    { name: 'subjectKind', type: 'select', required: true, defaultValue: 'opportunity', options: SUBJECT_KINDS.map((value) => ({ value, label: value })) },
    { name: 'opportunity', type: 'relationship', relationTo: 'investment-opportunities', index: true },
    { name: 'fund', type: 'relationship', relationTo: 'funds', index: true },
    { name: 'company', type: 'relationship', relationTo: 'companies', index: true },
    { name: 'investment', type: 'relationship', relationTo: 'investments', index: true },
    // The payment a `payment_received` entry records (and its reversal, on a refund): one entry per payment (a partial unique index, decision 016).
    { name: 'payment', type: 'relationship', relationTo: 'payments', index: true },
    // A cash call's or distribution's line the entry is about (decision 014): its `cash_call`, `cash_call_payment` or `distribution` entries.
    { name: 'cashCallLine', type: 'relationship', relationTo: 'cash-call-lines', index: true },
    { name: 'holderKind', type: 'select', defaultValue: 'investor', options: HOLDER_KINDS.map((value) => ({ value, label: value })) },
    { name: 'holder', type: 'relationship', relationTo: 'users', index: true },
    { name: 'holderFund', type: 'relationship', relationTo: 'funds', index: true },
    { name: 'holderOrganisation', type: 'relationship', relationTo: 'organisations', index: true },
    // An investment method entity (spec 7 /pension) or a nominee of the tenant holding it (decision 025): a column and a CHECK each, as organisations.
    { name: 'holderMethodEntity', type: 'relationship', relationTo: 'investment-method-entities', index: true },
    { name: 'holderNominee', type: 'relationship', relationTo: 'nominees', index: true },
    { name: 'amount', type: 'number', required: true, admin: { description: 'Signed, in minor units of the currency.' } },
    { name: 'sharesDelta', type: 'number', required: true, defaultValue: 0 },
    { name: 'currency', type: 'text', required: true, maxLength: 3 },
    { name: 'reverses', type: 'relationship', relationTo: 'ledger-entries', index: true },
    { name: 'occurredAt', type: 'date', required: true, index: true },
    { name: 'createdBy', type: 'number' },
    { name: 'note', type: 'text', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
