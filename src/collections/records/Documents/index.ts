import type { CollectionConfig } from 'payload'

import { operatorsOnly } from '@/access/payload-access'
import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { DOCUMENT_VISIBILITIES } from '@/domain/records/documents/documents'
import { isDocumentContentType } from '@/domain/records/documents/document-types'
import { RECORD_TARGET_COLLECTIONS } from '@/domain/records/record-targets'
import { IDENTITY_PURPOSE_LABEL, IDENTITY_PURPOSES } from '@/domain/investors/identity-documents'
import { SIGNING_PURPOSE_LABEL, SIGNING_PURPOSES } from '@/domain/investors/signing'

import { documentEndpoints } from './endpoints'

const nobody = () => false

/**
 * issue 9 §3, spec 3 "documents": a file on a record (deal, opportunity, pipeline...), public (the
 * investors it concerns see it in the portal) or private (staff only). Rows are written and read
 * only through the endpoints (upload, list per record, download, delete), each asking the one
 * decision in src/access/document-access.ts; Payload's generic REST is for operators, read only.
 * The bytes live in the configured file store under `storageKey`, which never leaves the server.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'targetCollection', 'targetId', 'visibility', 'size', 'tenant'] },
  access: { read: operatorsOnly, create: nobody, update: nobody, delete: nobody },
  endpoints: documentEndpoints,
  // The panel's query (investors add visibility). The fourth field also keeps Payload's generated index
  // name apart from other record features' (tenant, targetCollection, targetId): names are schema-wide.
  indexes: [{ fields: ['tenant', 'targetCollection', 'targetId', 'visibility'] }],
  fields: [
    { name: 'targetCollection', type: 'select', options: [...RECORD_TARGET_COLLECTIONS], required: true, index: true },
    { name: 'targetId', type: 'number', required: true, index: true },
    { ...sameTenantRelationship('folder', 'document-folders'), admin: { description: 'Empty: not in a folder.' } },
    { name: 'visibility', type: 'select', options: [...DOCUMENT_VISIBILITIES], required: true, defaultValue: 'private', index: true },
    { name: 'filename', type: 'text', required: true, maxLength: 200 },
    // Random, made by the server; `hidden` keeps it out of every API answer (operators' included).
    { name: 'storageKey', type: 'text', required: true, unique: true, hidden: true },
    { name: 'contentType', type: 'text', required: true, validate: (value: unknown) => isDocumentContentType(value) || 'Not an allowed document type' },
    { name: 'size', type: 'number', required: true, min: 1 },
    { name: 'sha256', type: 'text', required: true, maxLength: 64 },
    { name: 'uploadedBy', type: 'relationship', relationTo: 'users', index: true },
    // An investor's PDF to be signed, and its signed copies (issue 11 §8, decision 027); an identity document the
    // investor uploaded from the portal (decision 037); empty for any other document.
    {
      name: 'purpose',
      type: 'select',
      options: [...SIGNING_PURPOSES.map((value) => ({ value, label: SIGNING_PURPOSE_LABEL[value] })), ...IDENTITY_PURPOSES.map((value) => ({ value, label: IDENTITY_PURPOSE_LABEL[value] }))],
    },
    // Staff's mark that they reviewed an identity document the investor uploaded (decision 037): who and
    // when, set once by POST /api/documents/{id}/review; the investor can no longer delete it.
    { name: 'reviewedAt', type: 'date' },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users' },
    tenantField,
  ],
  timestamps: true,
}
