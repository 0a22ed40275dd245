import { APIError, type CollectionConfig } from 'payload'

import { createIf, tenantRowsIf, whenFeature } from '@/access/payload-access'
import { namedByLedger } from '@/collections/investments/money/ledger'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { FUND_STATUS } from '@/domain/funds/funds'
import { ZFundBody } from '@/domain/funds/fund-body'

import { removeSeriesOf } from '../series'
import { recordCommitmentEndpoint } from './endpoints/record-commitment'

const basisPoints = (name: string, label: string) => ({ name, label, type: 'number', admin: { description: 'Basis points: 200 = 2 %.' } }) as const

/**
 * spec 2.1 /admin/funds (issue 10 §5): a fund of the tenant, behind the funds_enabled switch and the
 * `funds` permission (spec 6). Status is spec 4's number (1 Active, 0 Closed). Money in the fund's
 * currency's minor units. Its NAV history and KPIs are series of their own (net-asset-values,
 * fund-kpis); what it holds is the companies whose `fund` it is; its investors' commitments and
 * its holdings are on the ledger (decision 014), which keeps the fund: one with transactions is not
 * deleted (409).
 */
export const Funds: CollectionConfig = {
  slug: 'funds',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'status', 'currency', 'tenant'] },
  access: {
    read: whenFeature('funds_enabled', tenantRowsIf('funds', 'index')),
    create: whenFeature('funds_enabled', createIf('funds')),
    update: whenFeature('funds_enabled', tenantRowsIf('funds', 'update')),
    delete: whenFeature('funds_enabled', tenantRowsIf('funds', 'delete')),
  },
  endpoints: [recordCommitmentEndpoint],
  hooks: {
    beforeValidate: [validateBody(ZFundBody)],
    // Its NAVs and KPIs go with it, in the same transaction; its companies stay, held directly (their fund is cleared by the foreign key).
    beforeDelete: [
      async ({ req, id }) => {
        if (await namedByLedger(req, 'fund', Number(id))) throw new APIError('This fund has transactions (commitments or holdings) on the ledger, which is kept: it cannot be deleted. Close it instead.', 409, null, true)
      },
      async ({ req, id }) => removeSeriesOf(req, ['net-asset-values', 'fund-kpis'], 'fund', Number(id)),
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'status', type: 'number', required: true, defaultValue: FUND_STATUS.active, index: true, admin: { description: 'spec 4: 1 Active, 0 Closed.' } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'GBP', maxLength: 3 },
    { name: 'targetSize', type: 'number', index: true, admin: { description: 'Minor units (pence, cents).' } },
    { name: 'committedCapital', type: 'number', admin: { description: 'Minor units (pence, cents).' } },
    { name: 'vintageYear', type: 'number', index: true },
    { name: 'inceptionDate', type: 'date', index: true },
    { name: 'finalCloseAt', type: 'date' },
    { name: 'termYears', type: 'number' },
    { name: 'manager', type: 'text', maxLength: 200, index: true },
    { name: 'domicile', type: 'text', maxLength: 100 },
    { name: 'structure', type: 'text', maxLength: 100 },
    basisPoints('managementFeeBps', 'Management fee'),
    basisPoints('carriedInterestBps', 'Carried interest'),
    basisPoints('hurdleRateBps', 'Hurdle rate'),
    { name: 'description', type: 'textarea', maxLength: 5000 },
    tenantField,
  ],
  timestamps: true,
}
