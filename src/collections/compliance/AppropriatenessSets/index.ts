import type { CollectionConfig } from 'payload'

import { operatorsOnly, tenantRowsIf } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { APPROPRIATENESS_KIND_LABEL, APPROPRIATENESS_KINDS } from '@/domain/compliance/appropriateness'
import { ZAppropriatenessSetContent } from '@/domain/compliance/appropriateness-body'

import { readSetByKindEndpoint, saveSetByKindEndpoint } from './endpoints/by-kind'

/**
 * A tenant's appropriateness question set of one kind (general, FCA 1, FCA 2; decision 030): the
 * questions with their options and correct answers, the pass mark and the allowed tries. At most one
 * row per tenant and kind; a tenant without one has the UK default (appropriateness-sets.ts). Read and
 * written by staff with spec 6's `compliance` right through the settings editors; investors never
 * read it (the correct answers are here): they get the questions from the compliance endpoints.
 */
export const AppropriatenessSets: CollectionConfig = {
  slug: 'appropriateness-sets',
  admin: { useAsTitle: 'title', defaultColumns: ['kind', 'title', 'passMark', 'allowedTries', 'tenant'], group: 'Compliance' },
  access: { read: tenantRowsIf('compliance', 'index'), create: operatorsOnly, update: operatorsOnly, delete: operatorsOnly },
  endpoints: [readSetByKindEndpoint, saveSetByKindEndpoint],
  hooks: { beforeValidate: [validateBody(ZAppropriatenessSetContent)] },
  indexes: [{ fields: ['tenant', 'kind'], unique: true }],
  fields: [
    { name: 'kind', type: 'select', required: true, options: APPROPRIATENESS_KINDS.map((value) => ({ value, label: APPROPRIATENESS_KIND_LABEL[value] })) },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'intro', type: 'textarea', maxLength: 2000 },
    // [{ id, text, options: [{ id, text }], correct }]: checked by ZAppropriatenessSetContent.
    { name: 'questions', type: 'json', required: true },
    { name: 'passMark', type: 'number', required: true, min: 1 },
    // 0: no limit (spec 4: a missing or zero setting means 9999).
    { name: 'allowedTries', type: 'number', required: true, min: 0, defaultValue: 0 },
    tenantField,
  ],
  timestamps: true,
}
