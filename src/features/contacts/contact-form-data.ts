import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { LEAD_STATUS, personName } from '@/domain/contacts/contacts'
import type { TFormOption } from '@/lib/resource/define-resource'
import type { Contact } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

// Default values and choices of the contact form (issue 11 §2).

export const emptyContactValues = (owner?: number): TFormValues => ({
  name: '',
  surname: '',
  email: '',
  phone: '',
  company: '',
  leadStatus: String(LEAD_STATUS.active),
  owner: owner ? String(owner) : '',
  source: '',
})

export const contactValues = (contact: Contact): TFormValues => ({
  name: contact.name,
  surname: contact.surname ?? '',
  email: contact.email,
  phone: contact.phone ?? '',
  company: contact.company ?? '',
  leadStatus: String(contact.leadStatus),
  owner: contact.owner == null ? '' : String(typeof contact.owner === 'object' ? contact.owner.id : contact.owner),
  source: contact.source ?? '',
})

/**
 * The owner's choices: the tenant's staff accounts by name. Read with the server's rights: choosing a
 * colleague is what the form is for, though most roles may not open staff accounts (the collection
 * checks the chosen owner again).
 */
export async function ownerOptions(payload: Payload, tenantId: number): Promise<TFormOption[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenantId } }, { role_id: { not_equals: ROLE.user } }] },
    select: { name: true, surname: true, email: true },
    sort: ['name', 'id'],
    limit: 500,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((user) => ({ value: String(user.id), label: personName(user) || user.email }))
}
