import { ValidationError, type CollectionConfig } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { tenantRowsIf, whenFeature } from '@/access/payload-access'
import { ROLE } from '@/access/roles'
import { nobody } from '@/collections/investments/money/money-access'
import { tenantField } from '@/collections/fields/tenant-field'

import { inviteToSoundingEndpoint } from './invite-endpoint'

/**
 * Invitations to a market sounding (issue 13 §3, decision 040): which investors staff chose to sound
 * about a live opportunity. Only they see /investor/investments/market-sounding/{id} and may answer;
 * the acceptance is the insider register's (decision 029). Written by inviteToSounding (POST
 * /api/market-sounding-invitations/invite); staff who see live opportunities read them, those who may
 * update them withdraw one (DELETE). An investor's decline is noted in `declinedAt`.
 */
export const MarketSoundingInvitations: CollectionConfig = {
  slug: 'market-sounding-invitations',
  admin: { defaultColumns: ['opportunity', 'investor', 'createdAt', 'declinedAt', 'tenant'], group: 'Compliance' },
  access: {
    read: whenFeature('market_sounding_enabled', tenantRowsIf('investment_opportunity_live', 'show')),
    create: nobody,
    update: nobody,
    delete: whenFeature('market_sounding_enabled', tenantRowsIf('investment_opportunity_live', 'update')),
  },
  endpoints: [inviteToSoundingEndpoint],
  hooks: {
    // The Local API too: the opportunity and the investor are the row's tenant's, the investor an investor.
    beforeChange: [
      async ({ data, req, operation }) => {
        if (operation !== 'create') return data
        const tenant = tenantIdOf(data.tenant)
        const [opportunity, investor] = await Promise.all([
          req.payload.db.pool.query('SELECT 1 FROM investment_opportunities WHERE id = $1 AND tenant_id = $2', [tenantIdOf(data.opportunity), tenant]),
          req.payload.db.pool.query('SELECT 1 FROM users WHERE id = $1 AND tenant_id = $2 AND role_id = $3', [tenantIdOf(data.investor), tenant, ROLE.user]),
        ])
        const errors = [
          ...(opportunity.rowCount ? [] : [{ path: 'opportunity', message: 'Choose an opportunity of this organisation' }]),
          ...(investor.rowCount ? [] : [{ path: 'investor', message: 'Choose an investor of this organisation' }]),
        ]
        if (errors.length) throw new ValidationError({ collection: 'market-sounding-invitations', errors, req })
        return data
      },
    ],
  },
  indexes: [{ fields: ['opportunity', 'investor'], unique: true }],
  fields: [
    { name: 'opportunity', type: 'relationship', relationTo: 'investment-opportunities', required: true, index: true },
    { name: 'investor', type: 'relationship', relationTo: 'users', required: true, index: true },
    // Who invited (a plain id, as the register's `recordedBy`: staff accounts stay deletable).
    { name: 'invitedBy', type: 'number' },
    { name: 'declinedAt', type: 'date' },
    // Staff's note on why or how the investor was chosen (kept with the sounding's record).
    { name: 'note', type: 'text', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
