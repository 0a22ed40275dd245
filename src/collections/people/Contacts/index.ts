import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { createIf, tenantRowsIf } from '@/access/payload-access'
import { ROLE } from '@/access/roles'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZContactBody } from '@/domain/contacts/contact-body'
import { LEAD_STATUS, LEAD_STATUSES, LEAD_STATUS_LABEL } from '@/domain/contacts/contacts'

import { inviteContactEndpoint } from '../Invitations/endpoints/invite-contact'
import { tenantOfWrite, validateStaffOwner } from '../staff-owner'

const nobody = () => false

export const DUPLICATE_CONTACT_MESSAGE = 'Another contact of this firm has this email.'
export const INVESTOR_EMAIL_MESSAGE = 'This email belongs to an investor of this firm: open their record instead.'

/**
 * An email is unique among the tenant's contacts (a unique index holds it too) and is not an
 * investor's: a person the firm already has as an investor is not a prospect. Checked when the email
 * is set (create, or a change): a converted contact keeps the email its investor now signs in with.
 */
const checkEmail: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  const email = (data?.email ?? originalDoc?.email) as string | undefined
  if (typeof email !== 'string' || (operation === 'update' && email === originalDoc?.email)) return data
  const tenant = tenantOfWrite(req, data, originalDoc)
  if (tenant === null) return data
  const [contacts, investors] = await Promise.all([
    req.payload.count({
      collection: 'contacts',
      where: { and: [{ tenant: { equals: tenant } }, { email: { equals: email } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
      overrideAccess: true,
      req,
    }),
    req.payload.count({ collection: 'users', where: { and: [{ tenant: { equals: tenant } }, { email: { equals: email } }, { role_id: { equals: ROLE.user } }] }, overrideAccess: true, req }),
  ])
  const message = contacts.totalDocs > 0 ? DUPLICATE_CONTACT_MESSAGE : investors.totalDocs > 0 ? INVESTOR_EMAIL_MESSAGE : null
  if (message) throw new ValidationError({ collection: 'contacts', errors: [{ path: 'email', message }], req })
  return data
}

/**
 * Contacts (issue 11 §2; spec 2.1 /admin/investors/contacts): prospects who are not investors yet,
 * with a spec 4 lead status and an owner among the firm's staff. A record target (notes, calls,
 * tasks, documents, trail) read and written under spec 6's `investors` permission (spec 6 names no
 * resource of their own). Converting one sends an invitation (POST /api/contacts/{id}/invite); the
 * registration it leads to moves the contact's notes, calls, tasks and documents to the new investor
 * and marks the contact 3 Investment (decision 021).
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'surname', 'email', 'leadStatus', 'tenant'] },
  access: {
    read: tenantRowsIf('investors', 'index'),
    create: createIf('investors'),
    update: tenantRowsIf('investors', 'update'),
    delete: tenantRowsIf('investors', 'delete'),
  },
  endpoints: [inviteContactEndpoint],
  hooks: { beforeValidate: [validateBody(ZContactBody), checkEmail] },
  // (tenant, email) unique: one contact per address and firm. (tenant, surname): the list's order.
  indexes: [{ fields: ['tenant', 'email'], unique: true }, { fields: ['tenant', 'surname'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'surname', type: 'text', maxLength: 100 },
    { name: 'email', type: 'text', required: true, maxLength: 254, index: true },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'company', type: 'text', maxLength: 200 },
    {
      name: 'leadStatus',
      type: 'number',
      required: true,
      defaultValue: LEAD_STATUS.active,
      index: true,
      validate: (value: number | null | undefined) => (LEAD_STATUSES as readonly number[]).includes(value as number) || 'Choose a lead status',
      admin: { description: LEAD_STATUSES.map((code) => `${code} ${LEAD_STATUS_LABEL[code]}`).join(', ') },
    },
    { name: 'source', type: 'text', maxLength: 100, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true, validate: validateStaffOwner as never },
    {
      // The owner's name, kept by PostgreSQL (migration *_contacts_and_invitations, hand SQL): set from
      // the account whenever the owner changes, and when the account's name changes. Every role that
      // lists contacts reads it, though most may not read staff accounts themselves.
      name: 'ownerName',
      type: 'text',
      maxLength: 201,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true },
    },
    // Set by the server when the contact's invitation is accepted (decision 021); never by a body.
    { name: 'convertedTo', type: 'relationship', relationTo: 'users', index: true, access: { create: nobody, update: nobody }, admin: { readOnly: true } },
    { name: 'convertedAt', type: 'date', access: { create: nobody, update: nobody }, admin: { readOnly: true } },
    tenantField,
  ],
  timestamps: true,
}
