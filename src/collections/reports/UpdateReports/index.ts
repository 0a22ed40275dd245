import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isTenantUser } from '@/access/current-user'
import { createIf, tenantRowsIf } from '@/access/payload-access'
import { readUpdateReports, updateDraftReports } from '@/access/update-report-access'
import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { queryInTransaction, sql } from '@/lib/transaction'
import { imageOfTenant } from '@/collections/investments/InvestmentOpportunities/content-rules'
import { ZUpdateReportBody } from '@/domain/reports/update-report-body'
import { UPDATE_REPORT_AUDIENCE_LABEL, UPDATE_REPORT_AUDIENCES, UPDATE_REPORT_STATUS_LABEL, UPDATE_REPORT_STATUSES } from '@/domain/reports/update-reports'

import { publishUpdateReportEndpoint } from './endpoints/publish'

/**
 * What the writer may not choose: a new report is a draft by the signed-in author; its status,
 * publication time and recipient count change only through the publish call. Operators (/cms) may
 * set them (seed data, repairs).
 */
const keepServerFields: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (!isTenantUser(req.user)) return data
  if (operation === 'create') return { ...data, status: 'draft', publishedAt: null, recipientCount: 0, author: req.user.id }
  const stored = (originalDoc ?? {}) as Record<string, unknown>
  return { ...data, status: stored.status, publishedAt: stored.publishedAt, recipientCount: stored.recipientCount, author: stored.author }
}

/**
 * Update reports (issue 12 §2, docs/decisions/033; spec 3 "report update: draft or live"): news about
 * a company, an opportunity or a fund for its holders, or general news for every investor of the
 * tenant. Staff follow spec 6 update_reports; only drafts are edited; POST /{id}/publish takes a
 * draft live, stores its recipients (update-report-recipients) and queues their notifications. An
 * investor reads live updates addressed to them (src/access/update-report-access.ts).
 */
export const UpdateReports: CollectionConfig = {
  slug: 'update-reports',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status', 'audience', 'publishedAt', 'tenant'] },
  access: { read: readUpdateReports, create: createIf('update_reports'), update: updateDraftReports, delete: tenantRowsIf('update_reports', 'delete') },
  endpoints: [publishUpdateReportEndpoint],
  hooks: {
    beforeValidate: [validateBody(ZUpdateReportBody)],
    beforeChange: [keepServerFields],
    beforeDelete: [
      // Its recipient rows go with it (the notifications already sent stay with their readers).
      async ({ req, id }) => {
        const statement = sql`DELETE FROM update_report_recipients WHERE report_id = ${Number(id)}`
        if (req.transactionID) await queryInTransaction(req, statement)
        else await req.payload.db.drizzle.execute(statement)
      },
    ],
  },
  indexes: [{ fields: ['tenant', 'status', 'publishedAt'] }],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, index: true },
    sameTenantRelationship('reportType', 'report-types'),
    { name: 'audience', type: 'select', required: true, index: true, defaultValue: 'tenant', options: UPDATE_REPORT_AUDIENCES.map((value) => ({ value, label: UPDATE_REPORT_AUDIENCE_LABEL[value] })) },
    sameTenantRelationship('company', 'companies'),
    sameTenantRelationship('opportunity', 'investment-opportunities'),
    sameTenantRelationship('fund', 'funds'),
    { name: 'summary', type: 'textarea', maxLength: 500 },
    { name: 'body', type: 'richText' },
    {
      name: 'gallery',
      type: 'array',
      fields: [
        { name: 'image', type: 'relationship', relationTo: 'images', required: true, index: true, validate: imageOfTenant as never },
        { name: 'caption', type: 'text', maxLength: 200 },
      ],
    },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'draft', options: UPDATE_REPORT_STATUSES.map((value) => ({ value, label: UPDATE_REPORT_STATUS_LABEL[value] })) },
    { name: 'publishedAt', type: 'date', index: true },
    { name: 'recipientCount', type: 'number', defaultValue: 0 },
    { name: 'author', type: 'relationship', relationTo: 'users', index: true },
    tenantField,
  ],
  timestamps: true,
}
