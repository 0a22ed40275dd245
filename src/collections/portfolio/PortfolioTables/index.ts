import { ValidationError, type CollectionConfig } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { createIf, tenantRowsIf } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { tenantField } from '@/collections/fields/tenant-field'
import { PORTFOLIO_SETTING_TITLE, PORTFOLIO_SETTINGS } from '@/domain/portfolio/portfolio-columns'
import { ZPortfolioTableRow } from '@/domain/portfolio/portfolio-settings-body'

import { savePortfolioSettingEndpoint } from './save-setting'

/**
 * spec 3 "portfolio tables": which columns (or, for `stats`, which summary figures) the tenant's
 * investor portal shows, in order; one row per tenant and setting, absent until the tenant chooses
 * (the portal then shows the defaults). Staff with spec 6 `features` read and change them
 * (/admin/settings/investor/portfolio, decision 032); the portal reads them on the server.
 */
export const PortfolioTables: CollectionConfig = {
  slug: 'portfolio-tables',
  admin: { useAsTitle: 'table', defaultColumns: ['table', 'tenant'] },
  access: {
    read: tenantRowsIf('features', 'index'),
    create: ({ req: { user } }) => isOperator(user) || (isTenantUser(user) && can(user.role_id, 'features', 'update')),
    update: tenantRowsIf('features', 'update'),
    delete: createIf('features'),
  },
  hooks: {
    beforeValidate: [
      ({ data, originalDoc, req }) => {
        const row = { table: data?.table ?? originalDoc?.table, columns: data?.columns ?? originalDoc?.columns }
        const parsed = ZPortfolioTableRow.safeParse(row)
        if (!parsed.success) throw new ValidationError({ collection: 'portfolio-tables', errors: parsed.error.issues.map((issue) => ({ path: String(issue.path[0] ?? 'columns'), message: issue.message })), req })
        return data
      },
    ],
  },
  endpoints: [savePortfolioSettingEndpoint],
  indexes: [{ fields: ['tenant', 'table'], unique: true }],
  fields: [
    { name: 'table', type: 'select', required: true, index: true, options: PORTFOLIO_SETTINGS.map((value) => ({ value, label: PORTFOLIO_SETTING_TITLE[value] })), access: { update: () => false } },
    { name: 'columns', type: 'json', required: true },
    tenantField,
  ],
  timestamps: true,
}
