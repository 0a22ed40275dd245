import type { CollectionConfig } from 'payload'

import { operatorsOnly } from '@/access/payload-access'
import { sameTenantRelationship } from '@/collections/fields/same-tenant-relationship'
import { tenantField } from '@/collections/fields/tenant-field'
import { FOLDER_NAME_MAX_LENGTH } from '@/domain/records/documents/documents'
import { RECORD_TARGET_COLLECTIONS } from '@/domain/records/record-targets'

import { folderEndpoints } from './endpoints'

const nobody = () => false

/**
 * spec 3 "folder structures": folders of a record's documents (targetCollection + targetId) or of
 * the whole tenant (both empty: offered on every record), optionally nested under a parent of the
 * same scope. Created and removed through the endpoints only (src/lib/records/documents/folders.ts).
 */
export const DocumentFolders: CollectionConfig = {
  slug: 'document-folders',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'targetCollection', 'targetId', 'parent', 'tenant'] },
  access: { read: operatorsOnly, create: nobody, update: nobody, delete: nobody },
  endpoints: folderEndpoints,
  // A record's folders by name; the fourth field keeps the generated index name unique (see Documents).
  indexes: [{ fields: ['tenant', 'targetCollection', 'targetId', 'name'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: FOLDER_NAME_MAX_LENGTH },
    sameTenantRelationship('parent', 'document-folders'),
    { name: 'targetCollection', type: 'select', options: [...RECORD_TARGET_COLLECTIONS], index: true, admin: { description: 'Empty: a folder of the whole tenant.' } },
    { name: 'targetId', type: 'number', index: true },
    tenantField,
  ],
  timestamps: true,
}
