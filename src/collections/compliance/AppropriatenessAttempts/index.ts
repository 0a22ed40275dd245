import type { CollectionConfig } from 'payload'

import { tenantRowsIf } from '@/access/payload-access'
import { nobody } from '@/collections/investments/money/money-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { refuseChangesOf } from '@/collections/people/append-only'
import { APPROPRIATENESS_KIND_LABEL, APPROPRIATENESS_KINDS } from '@/domain/compliance/appropriateness'

/**
 * An investor's appropriateness test attempts (spec 4, decision 030), one row per attempt, append-only:
 * the answers as asked and chosen, marked by the server, the score, the pass mark then and the
 * outcome. Written only by the investor's answer endpoint; never changed or removed (rows go with
 * their investor: ON DELETE CASCADE). A staff reset of the test leaves them as history. Read by staff
 * who may open investors; the investor learns their score and outcome through the compliance
 * endpoints, never the marking (it would tell which answers are correct).
 */
export const AppropriatenessAttempts: CollectionConfig = {
  slug: 'appropriateness-attempts',
  admin: { useAsTitle: 'kind', defaultColumns: ['investor', 'kind', 'score', 'passed', 'createdAt', 'tenant'], group: 'Compliance' },
  access: { read: tenantRowsIf('investors', 'show'), create: nobody, update: nobody, delete: nobody },
  hooks: { beforeOperation: [refuseChangesOf('Appropriateness test attempts')] },
  indexes: [{ fields: ['investor', 'createdAt'] }],
  fields: [
    { name: 'investor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: APPROPRIATENESS_KINDS.map((value) => ({ value, label: APPROPRIATENESS_KIND_LABEL[value] })) },
    // [{ question, questionText, option, optionText, correct }]: the words as asked then.
    { name: 'answers', type: 'json', required: true },
    { name: 'score', type: 'number', required: true, min: 0 },
    { name: 'total', type: 'number', required: true, min: 1 },
    { name: 'passMark', type: 'number', required: true, min: 1 },
    { name: 'passed', type: 'checkbox', required: true, defaultValue: false },
    tenantField,
  ],
  timestamps: true,
}
