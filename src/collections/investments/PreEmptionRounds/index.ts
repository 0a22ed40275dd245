import type { CollectionConfig } from 'payload'

import { tenantField } from '@/collections/fields/tenant-field'
import { PRE_EMPTION_ROUND_STATUS_LABEL, PRE_EMPTION_ROUND_STATUSES, PRE_EMPTION_SUBJECT_KINDS } from '@/domain/investments/pre-emption'

import { nobody } from '../money/money-access'
import { readRounds } from '../pre-emption/rows-access'
import { allotRoundEndpoint } from './endpoints/allot-round'
import { myResponseEndpoint } from './endpoints/my-response'
import { closeRoundEndpoint } from './endpoints/close-round'
import { openRoundEndpoint } from './endpoints/open-round'
import { recordResponseEndpoint, roundTableEndpoint } from './endpoints/round-responses'

/**
 * spec 3 "pre-emption options" (issue 10 §8, docs/decisions/015): a round offering the holders of
 * an existing opportunity, or of a company, new shares at a price, pro rata to what they hold,
 * until a deadline.
 * Each holder's answer is a `pre-emption-responses` row (spec 3's "choices").
 *
 * - subject: `subjectKind` + one nullable foreign key per kind (`opportunity`, `company`), a CHECK
 *   each holding exactly the kind's column set, as the ledger's subjects (decision 012).
 * - what is offered: `sharesOffered` whole shares at `sharePrice` (minor units of `currency`), so
 *   `amountOffered` = shares × price exactly (a CHECK); `sharesHeld` is the pro-rata base, the
 *   shares all holders held when it opened (from the ledger).
 * - `status` open → closed, once; a closed round and its responses are read-only (triggers).
 * - `openedBy`, `closedBy`: plain user ids, as the ledger's `createdBy` (the round outlives the account).
 *
 * Written only by the endpoints below, in one transaction each; Payload's own create, update and
 * delete are closed to everyone. At most one open round per opportunity, and per company (partial
 * unique indexes).
 */
export const PreEmptionRounds: CollectionConfig = {
  slug: 'pre-emption-rounds',
  admin: { defaultColumns: ['opportunity', 'status', 'deadline', 'sharesOffered', 'sharePrice', 'currency', 'tenant'], group: 'Money' },
  access: { read: readRounds, create: nobody, update: nobody, delete: nobody },
  endpoints: [openRoundEndpoint, roundTableEndpoint, recordResponseEndpoint, closeRoundEndpoint, allotRoundEndpoint, myResponseEndpoint],
  indexes: [{ fields: ['tenant', 'opportunity', 'status'] }, { fields: ['tenant', 'company', 'status'] }],
  fields: [
    { name: 'subjectKind', type: 'select', required: true, defaultValue: 'opportunity', options: PRE_EMPTION_SUBJECT_KINDS.map((value) => ({ value, label: value })) },
    { name: 'opportunity', type: 'relationship', relationTo: 'investment-opportunities', index: true },
    { name: 'company', type: 'relationship', relationTo: 'companies', index: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'open', index: true, options: PRE_EMPTION_ROUND_STATUSES.map((value) => ({ value, label: PRE_EMPTION_ROUND_STATUS_LABEL[value] })) },
    { name: 'deadline', type: 'date', required: true, admin: { description: 'The last day responses are taken (UTC).' } },
    { name: 'sharePrice', type: 'number', required: true, min: 1, admin: { description: 'Minor units (pence, cents) per share.' } },
    { name: 'sharesOffered', type: 'number', required: true, min: 1 },
    { name: 'amountOffered', type: 'number', required: true, min: 1, admin: { description: 'Minor units: shares offered × price.' } },
    { name: 'currency', type: 'text', required: true, maxLength: 3 },
    { name: 'sharesHeld', type: 'number', required: true, min: 1, admin: { description: 'All holders’ shares when the round opened: the pro-rata base.' } },
    { name: 'note', type: 'text', maxLength: 500 },
    { name: 'openedBy', type: 'number' },
    { name: 'closedAt', type: 'date' },
    { name: 'closedBy', type: 'number' },
    tenantField,
  ],
  timestamps: true,
}
