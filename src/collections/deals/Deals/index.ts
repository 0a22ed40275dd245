import type { CollectionConfig, Validate } from 'payload'

import { createIf, tenantRowsIf } from '@/access/payload-access'
import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZDealBody } from '@/domain/deals/deal-body'

import { dealToOpportunityEndpoint } from './endpoints/deal-to-opportunity'

/** The stage must be one of the deal's pipeline's stages. */
const validateStage: Validate = async (value, { req, siblingData }) => {
  if (typeof value !== 'string' || !value) return 'Choose a stage'
  const pipelineId = Number((siblingData as { pipeline?: unknown }).pipeline)
  if (!Number.isSafeInteger(pipelineId)) return true // the pipeline field reports its own error
  const pipeline = await req.payload.findByID({ collection: 'pipelines', id: pipelineId, depth: 0, overrideAccess: true, req, disableErrors: true })
  return (pipeline?.stages ?? []).some((stage) => stage.id === value) || 'Choose a stage of this pipeline'
}

/** spec 2.1 deals (/admin/investments/deals): a prospective investment moving through a pipeline's stages. */
export const Deals: CollectionConfig = {
  slug: 'deals',
  endpoints: [dealToOpportunityEndpoint],
  admin: { useAsTitle: 'name' },
  access: {
    read: tenantRowsIf('pipeline_deals', 'index'),
    create: createIf('pipeline_deals'),
    update: tenantRowsIf('pipeline_deals', 'update'),
    delete: tenantRowsIf('pipeline_deals', 'delete'),
  },
  // Value rules: ZDealBody (shared with the form); field validators add only what needs the database.
  hooks: { beforeValidate: [validateBody(ZDealBody)] },
  // The board's column query (a stage's first deals by name) reads this index in order.
  indexes: [{ fields: ['tenant', 'pipeline', 'stage', 'name'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'company', type: 'text', maxLength: 200, index: true },
    sameTenantRelationship('pipeline', 'pipelines', { required: true }),
    { name: 'stage', type: 'text', required: true, index: true, validate: validateStage as never },
    // Indexed for the list's amount range filter (minor units; the filter compares per currency).
    { name: 'amount', type: 'number', index: true, admin: { description: 'Minor units (pence, cents).' } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'GBP' },
    { name: 'expectedCloseAt', type: 'date', index: true },
    // The draft opportunity this deal became (POST /api/deals/{id}/opportunity sets it; read-only over REST).
    { ...sameTenantRelationship('opportunity', 'investment-opportunities'), access: { create: () => false, update: () => false } },
    tenantField,
  ],
  timestamps: true,
}
