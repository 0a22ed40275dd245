import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { relationIdOf } from '@/collections/fields/relation-id'
import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { seriesAccess, seriesDateField, seriesTrail, type TSeriesSubject } from '@/collections/funds/series'
import { SKIP_ACTIVITY_TRAIL } from '@/collections/records/Activities/with-activity-trail'
import { DEFAULT_MATURITY_STATUS, MATURITY_STATUS_LABEL, MATURITY_STATUSES, maturityStatusText, SERIES_SUBJECT_KINDS } from '@/domain/funds/funds'
import { ZMaturityStatusBody } from '@/domain/funds/series-body'

import { SYNC_COMPANY_STATUS } from '../Companies'

const SUBJECT: TSeriesSubject = { field: 'company', collection: 'companies' }

const trail = seriesTrail(SUBJECT, { added: 'maturity-status-added', removed: 'maturity-status-removed' }, (doc) => ({
  date: { from: null, to: doc.date },
  status: { from: null, to: maturityStatusText(doc.status) },
}))

/** The company's current status becomes its latest entry (by date, then the later entry), in the same transaction. */
async function syncCompanyStatus(req: PayloadRequest, companyValue: unknown, context: Record<string, unknown>) {
  const company = relationIdOf(companyValue)
  if (company === null) return
  const { docs } = await req.payload.find({
    collection: 'company-maturity-statuses',
    where: { company: { equals: company } },
    sort: ['-date', '-id'],
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const exists = await req.payload.count({ collection: 'companies', where: { id: { equals: company } }, overrideAccess: true, req })
  if (exists.totalDocs === 0) return // the company itself is being deleted
  await req.payload.update({
    collection: 'companies',
    id: company,
    data: { status: docs[0]?.status ?? DEFAULT_MATURITY_STATUS },
    overrideAccess: true,
    depth: 0,
    req,
    context: { ...context, [SYNC_COMPANY_STATUS]: true, [SKIP_ACTIVITY_TRAIL]: true },
  })
}

const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  await syncCompanyStatus(req, doc.company, context)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (!context[SKIP_ACTIVITY_TRAIL]) await syncCompanyStatus(req, doc.company, context)
  return doc
}

/**
 * A company's maturity as a dated history (issue 10 §6: active, exited, written off, in
 * administration, ...): one entry per company per day; the company's current status is the latest.
 */
export const CompanyMaturityStatuses: CollectionConfig = {
  slug: 'company-maturity-statuses',
  admin: { useAsTitle: 'status', defaultColumns: ['company', 'date', 'status', 'tenant'] },
  access: seriesAccess('funds_opportunity'),
  indexes: [{ fields: ['company', 'date'], unique: true }],
  hooks: { beforeValidate: [validateBody(ZMaturityStatusBody)], afterChange: [trail.afterChange, afterChange], afterDelete: [trail.afterDelete, afterDelete] },
  fields: [
    { name: 'subjectKind', type: 'select', required: true, defaultValue: 'company', options: [...SERIES_SUBJECT_KINDS] },
    sameTenantRelationship('company', 'companies', { required: true }),
    seriesDateField('company-maturity-statuses', SUBJECT, 'A maturity status'),
    { name: 'status', type: 'select', required: true, index: true, options: MATURITY_STATUSES.map((value) => ({ value, label: MATURITY_STATUS_LABEL[value] })) },
    { name: 'note', type: 'text', maxLength: 500 },
    tenantField,
  ],
  timestamps: true,
}
