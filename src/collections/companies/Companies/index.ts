import { APIError, type CollectionConfig, type FieldHook } from 'payload'

import { isTenantUser } from '@/access/current-user'
import { createIf, tenantRowsIf, whenFeature } from '@/access/payload-access'
import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { removeSeriesOf } from '@/collections/funds/series'
import { namedByLedger } from '@/collections/investments/money/ledger'
import { attributeOfKind } from '@/collections/investments/InvestmentOpportunities/content-rules'
import { DEFAULT_MATURITY_STATUS, MATURITY_STATUS_LABEL, MATURITY_STATUSES } from '@/domain/funds/funds'
import { ZCompanyBody } from '@/domain/funds/company-body'

import { companyCapTableExportEndpoint } from './endpoints/export-cap-table'
import { recordCompanyInvestmentEndpoint } from './endpoints/record-company-investment'

/** Context key: the maturity-status history writes the company's current status (nobody else does). */
export const SYNC_COMPANY_STATUS = 'syncCompanyStatus'

/** The current status is the server's: the latest maturity status, or 'active' while there is none. */
const keepStatus: FieldHook = ({ value, originalDoc, operation, req }) => {
  if (req.context[SYNC_COMPANY_STATUS]) return value
  if (operation === 'update') return (originalDoc as { status?: unknown } | undefined)?.status ?? DEFAULT_MATURITY_STATUS
  return isTenantUser(req.user) ? DEFAULT_MATURITY_STATUS : (value ?? DEFAULT_MATURITY_STATUS)
}

/**
 * spec 2.1 /admin/investments/companies, "fund investments" (issue 10 §6): a company a fund of the
 * tenant holds (or the tenant holds directly: `fund` empty), behind funds_enabled and the
 * `funds_opportunity` permission (spec 6). Its valuations, share prices and maturity statuses are
 * dated series of their own; `status` is the latest maturity status, kept here for lists and filters.
 */
export const Companies: CollectionConfig = {
  slug: 'companies',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'fund', 'status', 'tenant'] },
  access: {
    read: whenFeature('funds_enabled', tenantRowsIf('funds_opportunity', 'index')),
    create: whenFeature('funds_enabled', createIf('funds_opportunity')),
    update: whenFeature('funds_enabled', tenantRowsIf('funds_opportunity', 'update')),
    delete: whenFeature('funds_enabled', tenantRowsIf('funds_opportunity', 'delete')),
  },
  endpoints: [recordCompanyInvestmentEndpoint, companyCapTableExportEndpoint],
  hooks: {
    beforeValidate: [validateBody(ZCompanyBody)],
    beforeDelete: [
      // Its holdings are on the ledger, which is kept (decision 014).
      async ({ req, id }) => {
        if (await namedByLedger(req, 'company', Number(id))) throw new APIError('This company has transactions on the ledger, which is kept: it cannot be deleted. Record its maturity status (exited, written off) instead.', 409, null, true)
      },
      async ({ req, id }) => removeSeriesOf(req, ['valuations', 'share-prices', 'company-maturity-statuses'], 'company', Number(id)),
      // Its KPI values go with it (decision 036).
      async ({ req, id }) => void (await req.payload.delete({ collection: 'kpi-values', where: { company: { equals: Number(id) } }, overrideAccess: true, req })),
    ],
  },
  indexes: [{ fields: ['tenant', 'status', 'name'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, index: true },
    { ...sameTenantRelationship('fund', 'funds'), admin: { description: 'Empty: held directly, not through a fund.' } },
    {
      name: 'industry',
      type: 'relationship',
      relationTo: 'attribute-options',
      index: true,
      filterOptions: { kind: { equals: 'industry' } },
      validate: attributeOfKind('industry', 'Choose an industry of this tenant') as never,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: DEFAULT_MATURITY_STATUS,
      options: MATURITY_STATUSES.map((value) => ({ value, label: MATURITY_STATUS_LABEL[value] })),
      hooks: { beforeValidate: [keepStatus] },
      admin: { readOnly: true, description: 'The latest entry of the maturity-status history.' },
    },
    { name: 'country', type: 'text', maxLength: 2, index: true },
    { name: 'website', type: 'text', maxLength: 300 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'GBP', maxLength: 3 },
    { name: 'description', type: 'textarea', maxLength: 5000 },
    { name: 'companyNumber', type: 'text', maxLength: 50 },
    { name: 'foundedOn', type: 'date' },
    { name: 'headquarters', type: 'text', maxLength: 200 },
    { name: 'firstInvestedAt', type: 'date', index: true },
    { name: 'keyContact', type: 'text', maxLength: 200 },
    { name: 'keyContactEmail', type: 'text', maxLength: 200 },
    { name: 'boardSeat', type: 'checkbox', defaultValue: false },
    tenantField,
  ],
  timestamps: true,
}
