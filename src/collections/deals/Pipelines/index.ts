import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { createIf, tenantRowsIf } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'

/** A stage that still holds deals cannot be removed (spec 2.1: delete an empty stage). */
const keepStagesWithDeals: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const kept = new Set(((data.stages as { id?: string }[] | undefined) ?? []).map((stage) => stage.id))
  const removed = ((originalDoc.stages as { id: string; name: string }[] | undefined) ?? []).filter((stage) => !kept.has(stage.id))
  for (const stage of removed) {
    const { totalDocs } = await req.payload.count({ collection: 'deals', where: { and: [{ pipeline: { equals: originalDoc.id } }, { stage: { equals: stage.id } }] }, overrideAccess: true, req })
    if (totalDocs > 0) throw new APIError(`The stage “${stage.name}” still holds ${totalDocs} ${totalDocs === 1 ? 'deal' : 'deals'}: move them first.`, 400, undefined, true)
  }
  return data
}

/** A pipeline that still holds deals is not deleted either: its deals would be left without one. */
const keepPipelinesWithDeals: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'deals', where: { pipeline: { equals: id } }, overrideAccess: true, req })
  if (totalDocs > 0) throw new APIError(`This pipeline still holds ${totalDocs} ${totalDocs === 1 ? 'deal' : 'deals'}: move or delete them first.`, 409, undefined, true)
}

/** spec 2.1 pipelines and their ordered stages (/admin/settings/account/pipelines). Deals read them. */
export const Pipelines: CollectionConfig = {
  slug: 'pipelines',
  admin: { useAsTitle: 'name' },
  access: {
    // Whoever works the deal board reads the pipelines; managing them is the pipelines permission.
    read: ({ req }) => {
      const deals = tenantRowsIf('pipeline_deals', 'index')({ req })
      return deals === false ? tenantRowsIf('pipelines', 'index')({ req }) : deals
    },
    create: createIf('pipelines'),
    update: tenantRowsIf('pipelines', 'update'),
    delete: tenantRowsIf('pipelines', 'delete'),
  },
  hooks: { beforeChange: [keepStagesWithDeals], beforeDelete: [keepPipelinesWithDeals] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, index: true },
    {
      name: 'stages',
      type: 'array',
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Stage', plural: 'Stages' },
      fields: [{ name: 'name', type: 'text', required: true, maxLength: 60 }],
    },
    tenantField,
  ],
  timestamps: true,
}
