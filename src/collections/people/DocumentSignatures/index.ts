import type { CollectionConfig } from 'payload'

import { operatorsOnly, tenantRowsIf } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { SIGNATURE_METHOD_LABEL, SIGNATURE_METHODS, SIGNING_PURPOSE_LABEL, SIGNING_PURPOSES } from '@/domain/investors/signing'

import { refuseChangesOf } from '../append-only'
import { signDocumentEndpoint } from './endpoints/sign'

/**
 * An investor's signature of one of their documents (issue 11 §8, decision 027): the evidence of
 * who signed what, when, from where, and the SHA-256 of the original and of the signed copy (a new
 * private document of the investor). Written only by POST /api/document-signatures/sign; read by
 * staff who may open investors, within their tenant; never changed or removed (it goes with its
 * investor). The documents may be deleted later: the row keeps their names and hashes.
 */
export const DocumentSignatures: CollectionConfig = {
  slug: 'document-signatures',
  admin: { useAsTitle: 'originalFilename', defaultColumns: ['investor', 'originalFilename', 'signerName', 'signedAt', 'tenant'] },
  access: { read: tenantRowsIf('investors', 'show'), create: operatorsOnly, update: () => false, delete: () => false },
  endpoints: [signDocumentEndpoint],
  hooks: { beforeOperation: [refuseChangesOf('Signatures')] },
  fields: [
    { name: 'investor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: SIGNING_PURPOSES.map((value) => ({ value, label: SIGNING_PURPOSE_LABEL[value] })) },
    // The original (never altered) and the signed copy; emptied if a document is later deleted.
    { name: 'original', type: 'relationship', relationTo: 'documents', index: true },
    { name: 'originalFilename', type: 'text', required: true, maxLength: 200 },
    { name: 'originalSha256', type: 'text', required: true, minLength: 64, maxLength: 64 },
    { name: 'signedDocument', type: 'relationship', relationTo: 'documents', index: true },
    { name: 'signedSha256', type: 'text', required: true, minLength: 64, maxLength: 64 },
    { name: 'method', type: 'select', required: true, options: SIGNATURE_METHODS.map((value) => ({ value, label: SIGNATURE_METHOD_LABEL[value] })) },
    // The signer's name and email as stamped, and the typed signature's words.
    { name: 'signerName', type: 'text', required: true, maxLength: 200 },
    { name: 'signerEmail', type: 'text', required: true, maxLength: 320 },
    { name: 'typedName', type: 'text', maxLength: 200 },
    { name: 'ipAddress', type: 'text', required: true, maxLength: 64 },
    { name: 'signedAt', type: 'date', required: true },
    // The staff member who ran the signing, as the trail's actor: an id and the name as it was.
    { name: 'witnessedBy', type: 'number' },
    { name: 'witnessedByName', type: 'text', maxLength: 200 },
    tenantField,
  ],
  timestamps: true,
}
