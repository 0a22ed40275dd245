import type { CollectionConfig } from 'payload'

import { nobody } from '@/collections/investments/money/money-access'
import { tenantField } from '@/collections/fields/tenant-field'

import { complianceRows, refuseRegisterChanges } from '../append-only'
import { correctAcceptanceEndpoint } from './correct-endpoint'
import { respondToSoundingEndpoint } from './respond-endpoint'

/**
 * The insider register's market-sounding acceptances (issue 12 §4, decision 029): an investor agreed
 * to receive inside information about an opportunity before it is public (UK MAR art. 11). One row
 * per acceptance, written only by recordMarketSoundingAcceptance() (the portal's acceptance, with
 * the server's rights); never changed or removed (access, the hook and a PostgreSQL trigger); a
 * correction is a new row naming the old in `corrects`.
 *
 * Who and what are kept as plain ids with the names copied as they were, like the ledger's
 * `createdBy`: an entry outlives the account and the opportunity (a foreign key's SET NULL would be
 * an UPDATE the trigger refuses). `description` is the tenant's market-sounding text at that moment.
 */
export const MarketSoundingAcceptances: CollectionConfig = {
  slug: 'market-sounding-acceptances',
  admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'acceptedAt', 'investorName', 'opportunityName', 'tenant'], group: 'Compliance' },
  access: { read: complianceRows('index'), create: nobody, update: nobody, delete: nobody },
  hooks: { beforeOperation: [refuseRegisterChanges] },
  // The investor's answer in the portal (decision 031); staff's correction of an entry (decision 042).
  endpoints: [respondToSoundingEndpoint, correctAcceptanceEndpoint],
  indexes: [{ fields: ['tenant', 'acceptedAt'] }],
  fields: [
    // The acceptance's reference as shown to the investor and the regulator (MS-<tenant>-<random>).
    { name: 'reference', type: 'text', required: true, unique: true, maxLength: 40 },
    { name: 'acceptedAt', type: 'date', required: true, index: true },
    { name: 'investor', type: 'number', required: true, index: true },
    { name: 'investorName', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'investorEmail', type: 'text', maxLength: 200 },
    { name: 'opportunity', type: 'number', required: true, index: true },
    { name: 'opportunityName', type: 'text', required: true, maxLength: 300, index: true },
    // What the investor was told: the tenant's market-sounding description when they accepted.
    { name: 'description', type: 'textarea', required: true, maxLength: 20000 },
    { name: 'corrects', type: 'relationship', relationTo: 'market-sounding-acceptances', index: true },
    { name: 'correctsReference', type: 'text', maxLength: 40 },
    { name: 'note', type: 'textarea', maxLength: 2000 },
    // Who recorded a correction (a plain id, as above); null for the investor's own acceptance.
    { name: 'recordedBy', type: 'number' },
    tenantField,
  ],
  timestamps: true,
}
