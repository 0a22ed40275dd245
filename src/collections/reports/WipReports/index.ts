import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { isTenantUser, tenantIdOf } from '@/access/current-user'
import { isAdminType } from '@/access/permissions'
import { createIf, tenantRowsIf } from '@/access/payload-access'
import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { WIP_STATUS_LABEL, WIP_STATUSES } from '@/domain/reports/wip-reports'
import { ZWipReportBody } from '@/domain/reports/wip-report-body'

/** The author is the signed-in writer; the owner must be a staff account of the tenant. */
const stampAuthorAndCheckOwner: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const owner = tenantIdOf(data.owner as never)
  if (owner !== null) {
    const user = await req.payload.findByID({ collection: 'users', id: owner, depth: 0, overrideAccess: true, req, disableErrors: true, select: { role_id: true, tenant: true } })
    if (!user || tenantIdOf(user.tenant) !== tenantIdOf(data.tenant) || !isAdminType(user.role_id)) {
      throw new ValidationError({ collection: 'wip-reports', errors: [{ path: 'owner', message: 'Choose a staff member of this organisation' }], req })
    }
  }
  if (!isTenantUser(req.user)) return data
  return { ...data, author: operation === 'create' ? req.user.id : ((originalDoc as { author?: unknown } | undefined)?.author ?? null) }
}

/**
 * WIP (work-in-progress) reports (issue 12 §3, docs/decisions/033): the status of work under way,
 * optionally about a deal or an opportunity, as at a date: progress, next steps, risks, due date and
 * who owns it. Spec 6 `wip-report`: Investment Committee lists, opens and creates; Fund Manager lists
 * and opens; Super Admin and Support everything.
 */
export const WipReports: CollectionConfig = {
  slug: 'wip-reports',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'periodEnding', 'tenant'] },
  access: { read: tenantRowsIf('wip-report', 'index'), create: createIf('wip-report'), update: tenantRowsIf('wip-report', 'update'), delete: tenantRowsIf('wip-report', 'delete') },
  hooks: { beforeValidate: [validateBody(ZWipReportBody)], beforeChange: [stampAuthorAndCheckOwner] },
  indexes: [{ fields: ['tenant', 'periodEnding'] }],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'on-track', options: WIP_STATUSES.map((value) => ({ value, label: WIP_STATUS_LABEL[value] })) },
    { name: 'periodEnding', type: 'date', required: true, index: true },
    sameTenantRelationship('deal', 'deals'),
    sameTenantRelationship('opportunity', 'investment-opportunities'),
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'progress', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'nextSteps', type: 'textarea', maxLength: 5000 },
    { name: 'risks', type: 'textarea', maxLength: 5000 },
    { name: 'dueOn', type: 'date', index: true },
    { name: 'author', type: 'relationship', relationTo: 'users', index: true },
    tenantField,
  ],
  timestamps: true,
}
