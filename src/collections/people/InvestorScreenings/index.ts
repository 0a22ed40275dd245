import type { CollectionConfig } from 'payload'

import { operatorsOnly, tenantRowsIf, whenFeature } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { SCREENING_CHECK_LABEL, SCREENING_CHECKS, SCREENING_NOTE_MAX, SCREENING_STATUS_LABEL, SCREENING_STATUSES } from '@/domain/investors/screening'

import { refuseChangesOf } from '../append-only'
import { recordScreeningEndpoint } from './endpoints/record'

/**
 * An investor's screening results (issue 11 §9, decision 027), append-only: each row is one result
 * of one check (UK or international, by the tenant's ca_use_intl_check) from one provider (today the
 * manual one: staff record what they found, with a note and optionally one of the investor's
 * documents as evidence). The newest row is the investor's status; none is "pending". Behind the
 * tenant switch user_screening_enabled; written only by POST /api/investor-screenings/record.
 */
export const InvestorScreenings: CollectionConfig = {
  slug: 'investor-screenings',
  admin: { useAsTitle: 'status', defaultColumns: ['investor', 'status', 'check', 'provider', 'createdAt', 'tenant'] },
  access: { read: whenFeature('user_screening_enabled', tenantRowsIf('investors', 'show')), create: operatorsOnly, update: () => false, delete: () => false },
  endpoints: [recordScreeningEndpoint],
  hooks: { beforeOperation: [refuseChangesOf('Screening results')] },
  fields: [
    { name: 'investor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'status', type: 'select', required: true, options: SCREENING_STATUSES.map((value) => ({ value, label: SCREENING_STATUS_LABEL[value] })) },
    { name: 'check', type: 'select', required: true, options: SCREENING_CHECKS.map((value) => ({ value, label: SCREENING_CHECK_LABEL[value] })) },
    // Which provider answered (the key of src/lib/screening/screening-provider.ts), and its reference if it gave one.
    { name: 'provider', type: 'text', required: true, maxLength: 50 },
    { name: 'providerReference', type: 'text', maxLength: 200 },
    { name: 'note', type: 'textarea', required: true, maxLength: SCREENING_NOTE_MAX },
    // One of the investor's own documents; emptied if it is later deleted.
    { name: 'evidenceDocument', type: 'relationship', relationTo: 'documents' },
    { name: 'evidenceFilename', type: 'text', maxLength: 200 },
    // Who recorded it, as the trail's actor: an id and the name as it was.
    { name: 'recordedBy', type: 'number' },
    { name: 'recordedByName', type: 'text', maxLength: 200 },
    tenantField,
  ],
  timestamps: true,
}
