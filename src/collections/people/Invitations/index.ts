import type { CollectionConfig } from 'payload'

import { tenantRowsIf } from '@/access/payload-access'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { INVITATION_STATUS_LABEL, INVITATION_STATUSES } from '@/domain/contacts/contacts'
import { ZInvitationBody } from '@/domain/contacts/invitation-body'

import { acceptInvitationEndpoint } from './endpoints/accept'
import { bulkInviteEndpoint, createInvitationEndpoint } from './endpoints/create'
import { resendInvitationEndpoint, revokeInvitationEndpoint } from './endpoints/resend-revoke'

const nobody = () => false
const serverOnly = { access: { create: nobody, update: nobody }, admin: { readOnly: true } } as const

/**
 * Invitations to register as an investor of the tenant (issue 11 §6; spec 7 /api/invitations plus
 * bulk delete; decision 021). Staff invite one address or many (POST /api/invitations,
 * /api/invitations/bulk), resend (a new link; the old one stops working) and revoke; the link is a
 * single-use token kept only as its SHA-256 (`tokenHash`, never in an answer), valid for
 * INVITATION_TTL_DAYS. Rows are written by those endpoints only (their own permission checks, then
 * the Local API): Payload's generic create and update are closed; delete follows spec 6's
 * `investors` delete (the kit's bulk delete included). Staff read them with `investors` index.
 */
export const Invitations: CollectionConfig = {
  slug: 'invitations',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'expiresAt', 'tenant'] },
  access: {
    read: tenantRowsIf('investors', 'index'),
    create: nobody,
    update: nobody,
    delete: tenantRowsIf('investors', 'delete'),
  },
  // Ours replace Payload's create at POST /api/invitations (collection endpoints are matched first).
  endpoints: [acceptInvitationEndpoint, bulkInviteEndpoint, createInvitationEndpoint, resendInvitationEndpoint, revokeInvitationEndpoint],
  hooks: { beforeValidate: [validateBody(ZInvitationBody)] },
  // At most one pending invitation per address and tenant: a partial unique index (hand SQL in the migration).
  indexes: [{ fields: ['tenant', 'status', 'expiresAt'] }, { fields: ['tenant', 'email'] }],
  fields: [
    { name: 'email', type: 'text', required: true, maxLength: 254, index: true },
    { name: 'name', type: 'text', maxLength: 100 },
    { name: 'surname', type: 'text', maxLength: 100 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: INVITATION_STATUSES.map((value) => ({ value, label: INVITATION_STATUS_LABEL[value] })),
      ...serverOnly,
    },
    // The link's token, as its SHA-256 in hex: the clear token is only ever in the email.
    { name: 'tokenHash', type: 'text', unique: true, hidden: true, access: { read: nobody, create: nobody, update: nobody } },
    { name: 'expiresAt', type: 'date', required: true, index: true, ...serverOnly },
    { name: 'sentAt', type: 'date', index: true, ...serverOnly },
    { name: 'sendCount', type: 'number', defaultValue: 1, ...serverOnly },
    // Who invited (the latest sender); their name as it was, like the trail's actor (it outlives the account).
    { name: 'invitedBy', type: 'relationship', relationTo: 'users', index: true, ...serverOnly },
    { name: 'invitedByName', type: 'text', maxLength: 201, ...serverOnly },
    { name: 'contact', type: 'relationship', relationTo: 'contacts', index: true, ...serverOnly, admin: { readOnly: true, description: 'The contact this invitation converts (issue 11 §2).' } },
    { name: 'acceptedAt', type: 'date', ...serverOnly },
    { name: 'acceptedUser', type: 'relationship', relationTo: 'users', index: true, ...serverOnly },
    { name: 'revokedAt', type: 'date', ...serverOnly },
    tenantField,
  ],
  timestamps: true,
}
