import { APIError, type Access, type CollectionConfig } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { createIf, sameTenant, tenantRowsIf } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZReportTypeBody } from '@/domain/reports/report-type-body'

/** Read: the settings' own right (spec 6 report_types), and whoever lists update reports (they show and filter by type). */
const readReportTypes: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  return can(user.role_id, 'report_types', 'index') || can(user.role_id, 'update_reports', 'index') ? sameTenant(user) : false
}

/**
 * spec 6 report_types (issue 12 §2, docs/decisions/033): the tenant's kinds of update report
 * (quarterly update, annual report, board minutes ...), a setting kept at
 * /admin/reports/updates/report-types. A type an update uses is not deleted.
 */
export const ReportTypes: CollectionConfig = {
  slug: 'report-types',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'tenant'] },
  access: { read: readReportTypes, create: createIf('report_types'), update: tenantRowsIf('report_types', 'update'), delete: tenantRowsIf('report_types', 'delete') },
  hooks: {
    beforeValidate: [validateBody(ZReportTypeBody)],
    beforeDelete: [
      async ({ req, id }) => {
        const { totalDocs } = await req.payload.count({ collection: 'update-reports', where: { reportType: { equals: id } }, overrideAccess: true, req })
        if (totalDocs > 0) throw new APIError(`${totalDocs} update report${totalDocs === 1 ? ' uses' : 's use'} this type: it cannot be deleted.`, 409, null, true)
      },
    ],
  },
  indexes: [{ fields: ['tenant', 'name'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, index: true },
    { name: 'description', type: 'textarea', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
