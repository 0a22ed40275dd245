import type { CollectionConfig } from 'payload'

import { tenantRowsIf } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { IMPORT_KINDS, IMPORT_MAX_BYTES } from '@/domain/imports/import-fields'

import { checkImportEndpoint, errorReportEndpoint, startImportEndpoint } from './endpoints/import-endpoints'

const nobody = () => false
const serverOnly = { access: { create: nobody, update: nobody }, admin: { readOnly: true } } as const
/** Kept from every API answer: the file itself and the full error list (the error report serves it as CSV). */
const unread = { access: { read: nobody, create: nobody, update: nobody }, admin: { readOnly: true } } as const

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const

/**
 * CSV imports of investors and contacts (issue 11 §12, decision 028): one row per import, written
 * by the import endpoints and the background job only (pg-boss, src/collections/people/ImportJobs/import-queue.ts).
 * It holds the file and the chosen column mapping, so a restarted job reads the same rows, and its
 * progress (`processedRows`: the good rows handled, in file order), stored in the transaction that
 * writes each batch: a restart goes on from there and imports every good row exactly once. Read by
 * staff who may create investors (contacts follow investors' rights: decision 021), in their tenant.
 */
export const ImportJobs: CollectionConfig = {
  slug: 'import-jobs',
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'kind', 'status', 'importedRows', 'tenant'] },
  access: { read: tenantRowsIf('investors', 'create'), create: nobody, update: nobody, delete: nobody },
  endpoints: [checkImportEndpoint, startImportEndpoint, errorReportEndpoint],
  fields: [
    { name: 'kind', type: 'select', required: true, options: [...IMPORT_KINDS], ...serverOnly },
    { name: 'filename', type: 'text', required: true, maxLength: 255, ...serverOnly },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', options: [...IMPORT_JOB_STATUSES], index: true, ...serverOnly },
    // Longer than Payload's default text limit (40,000 characters): the endpoints allow files of up to 5 MB.
    { name: 'csv', type: 'textarea', required: true, maxLength: IMPORT_MAX_BYTES, ...unread },
    { name: 'mapping', type: 'json', required: true, ...serverOnly },
    // Investors only: each account the job creates gets a set-password link by mail (7 days, one use).
    { name: 'sendSetPasswordMail', type: 'checkbox', defaultValue: false, ...serverOnly },
    // Rows of the file (not the header); of them, those that passed the checks (the job imports these).
    { name: 'totalRows', type: 'number', defaultValue: 0, ...serverOnly },
    { name: 'goodRows', type: 'number', defaultValue: 0, ...serverOnly },
    { name: 'processedRows', type: 'number', defaultValue: 0, ...serverOnly },
    { name: 'importedRows', type: 'number', defaultValue: 0, ...serverOnly },
    { name: 'duplicateRows', type: 'number', defaultValue: 0, ...serverOnly },
    { name: 'invalidRows', type: 'number', defaultValue: 0, ...serverOnly },
    { name: 'errors', type: 'json', ...unread },
    { name: 'errorCount', type: 'number', defaultValue: 0, ...serverOnly },
    { name: 'failure', type: 'text', ...serverOnly },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', ...serverOnly },
    { name: 'startedAt', type: 'date', ...serverOnly },
    { name: 'finishedAt', type: 'date', ...serverOnly },
    tenantField,
  ],
  timestamps: true,
}
