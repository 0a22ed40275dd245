import type { CollectionConfig } from 'payload'

import { tenantField } from '@/collections/fields/tenant-field'
import { HOLDER_KINDS } from '@/domain/investments/money-model'
import { PRE_EMPTION_CODE, PRE_EMPTION_RESPONDERS } from '@/domain/investments/pre-emption'

import { nobody } from '../money/money-access'
import { readResponses } from '../pre-emption/rows-access'

/**
 * spec 3 "pre-emption choices" (issue 10 §8, docs/decisions/015): one row per holder of a round,
 * made when the round opens with the holder's `holding` then and their pro-rata `entitlement`
 * (whole shares, computed by PostgreSQL), `code` 5 (awaiting) and no shares. Recording a response
 * sets `code` (spec 4's number) and `shares` by the rules of settleResponse (a CHECK says the same),
 * with who recorded it and when. The money a response takes is shares × the round's price,
 * computed where it is shown.
 *
 * - holder: `holderKind` + its column, as on investments and ledger entries (decisions 012, 020, 025):
 *   an investor (`holder`), an organisation (`holderOrganisation`), an investment-method account
 *   (`holderMethodEntity`) or a nominee (`holderNominee`) — an opportunity's holders —, a fund
 *   (`holderFund`) or the firm itself (`tenant`, no column: the row's tenant) — a company's
 *   (decision 015). A CHECK per kind holds its column set, another the kinds.
 * - one row per holder per round (unique indexes); rows of a closed round are read-only (a trigger).
 * - Written only by the round's endpoints (PreEmptionRounds); Payload's create, update and delete
 *   are closed to everyone.
 */
export const PreEmptionResponses: CollectionConfig = {
  slug: 'pre-emption-responses',
  admin: { defaultColumns: ['round', 'holder', 'holding', 'entitlement', 'code', 'shares', 'tenant'], group: 'Money' },
  access: { read: readResponses, create: nobody, update: nobody, delete: nobody },
  indexes: [
    { fields: ['round', 'holder'], unique: true },
    { fields: ['round', 'holderFund'], unique: true },
    { fields: ['round', 'holderOrganisation'], unique: true },
    { fields: ['round', 'holderMethodEntity'], unique: true },
    { fields: ['round', 'holderNominee'], unique: true },
  ],
  fields: [
    { name: 'round', type: 'relationship', relationTo: 'pre-emption-rounds', required: true, index: true },
    { name: 'holderKind', type: 'select', required: true, defaultValue: 'investor', options: HOLDER_KINDS.map((value) => ({ value, label: value })) },
    { name: 'holder', type: 'relationship', relationTo: 'users', index: true },
    { name: 'holderFund', type: 'relationship', relationTo: 'funds', index: true },
    { name: 'holderOrganisation', type: 'relationship', relationTo: 'organisations', index: true },
    { name: 'holderMethodEntity', type: 'relationship', relationTo: 'investment-method-entities', index: true },
    { name: 'holderNominee', type: 'relationship', relationTo: 'nominees', index: true },
    { name: 'holding', type: 'number', required: true, min: 1, admin: { description: 'Shares held when the round opened.' } },
    { name: 'entitlement', type: 'number', required: true, min: 0, admin: { description: 'Whole shares pro rata to the holding.' } },
    { name: 'code', type: 'number', required: true, defaultValue: PRE_EMPTION_CODE.awaiting, index: true, admin: { description: 'spec 4: 1 don’t take, 2 maintain, 3 increase, 4 not applicable, 5 awaiting, 6 decrease.' } },
    { name: 'shares', type: 'number', required: true, defaultValue: 0, min: 0, admin: { description: 'Whole shares taken.' } },
    { name: 'respondedAt', type: 'date' },
    { name: 'respondedBy', type: 'number' },
    { name: 'respondedVia', type: 'select', options: PRE_EMPTION_RESPONDERS.map((value) => ({ value, label: value })) },
    /** What came with the answer (staff recording a phone call, the investor's own words). */
    { name: 'note', type: 'text', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
