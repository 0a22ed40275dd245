import { ValidationError, type CollectionConfig } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { operatorsOnly, tenantRowsIf } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { tenantField } from '@/collections/fields/tenant-field'
import { PORTFOLIO_SETTING_TITLE, PORTFOLIO_SETTINGS } from '@/domain/portfolio/portfolio-columns'
import { ZPortfolioTableRow } from '@/domain/portfolio/portfolio-settings-body'

import { savePortfolioSettingEndpoint } from './save-setting'

/**
 * spec 3 "portfolio tables": which columns (or, for `stats`, which summary figures) the tenant's
 * investor portal shows, in order, and the heading above them. Append-style (decision 032): each
 * save is a new row naming who saved it; the newest row per tenant and setting is the setting, the
 * older ones its history; none until the tenant chooses (the portal then shows the defaults). Staff
 * with spec 6 `features` read and save them (/admin/settings/investor/portfolio); the portal reads
 * them on the server. Rows are never changed or removed through the API.
 */
export const PortfolioTables: CollectionConfig = {
  slug: 'portfolio-tables',
  admin: { useAsTitle: 'table', defaultColumns: ['table', 'title', 'tenant', 'createdAt'] },
  access: {
    read: tenantRowsIf('features', 'index'),
    create: ({ req: { user } }) => isOperator(user) || (isTenantUser(user) && can(user.role_id, 'features', 'update')),
    update: operatorsOnly,
    delete: operatorsOnly,
  },
  hooks: {
    beforeValidate: [
      ({ data, originalDoc, req }) => {
        const row = { table: data?.table ?? originalDoc?.table, columns: data?.columns ?? originalDoc?.columns }
        const parsed = ZPortfolioTableRow.safeParse(row)
        if (!parsed.success) throw new ValidationError({ collection: 'portfolio-tables', errors: parsed.error.issues.map((issue) => ({ path: String(issue.path[0] ?? 'columns'), message: issue.message })), req })
        // Who saved it is the session's, whatever the body says.
        return isTenantUser(req.user) ? { ...data, savedBy: req.user.id } : data
      },
    ],
  },
  endpoints: [savePortfolioSettingEndpoint],
  indexes: [{ fields: ['tenant', 'table', 'createdAt'] }],
  fields: [
    { name: 'table', type: 'select', required: true, index: true, options: PORTFOLIO_SETTINGS.map((value) => ({ value, label: PORTFOLIO_SETTING_TITLE[value] })) },
    { name: 'columns', type: 'json', required: true },
    /** The heading the portal shows above the table (empty: its default). */
    { name: 'title', type: 'text', maxLength: 80 },
    { name: 'savedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    tenantField,
  ],
  timestamps: true,
}
