import { createLocalReq, type Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { acceptInvitation } from '@/collections/people/Invitations/accept'
import { newInvitationToken } from '@/collections/people/Invitations/invitations'
import { LEAD_STATUS, type TLeadStatus } from '@/domain/contacts/contacts'
import { lexicalParagraphs } from '@/lib/lexical'
import { inTransaction } from '@/lib/transaction'

import { DEMO_PASSWORD } from './demo-accounts'

// Demo contacts and invitations (issue 11 §2, §6; decision 021): every demo tenant gets 40 prospects
// with mixed lead statuses, owners among its staff, sources and companies, notes, calls and tasks on
// some; invitations in every state (pending, accepted, revoked, expired); and one contact converted
// into an investor through its invitation, so its history is on the investor's record.

const DAY = 86_400_000
const HOUR = 3_600_000

const CONTACTS = [
  ['Abigail', 'Ainsworth', 'Ainsworth Family Office'],
  ['Barnaby', 'Blake', null],
  ['Cecily', 'Crowther', 'Crowther & Co'],
  ['Desmond', 'Dunmore', null],
  ['Esme', 'Ellwood', 'Ellwood Ventures'],
  ['Felix', 'Fanshawe', null],
  ['Gwendolyn', 'Galbraith', 'Galbraith Trust'],
  ['Hamish', 'Holloway', null],
  ['Imogen', 'Ingram', 'Ingram Capital'],
  ['Jasper', 'Jessop', null],
  ['Keira', 'Kirkland', 'Kirkland Partners'],
  ['Lorcan', 'Lindqvist', null],
  ['Matilda', 'Merriweather', 'Merriweather Estates'],
  ['Nikhil', 'Nair', null],
  ['Ottilie', 'Oakes', 'Oakes Holdings'],
  ['Percy', 'Pemberton', null],
  ['Rafferty', 'Rowntree', 'Rowntree Angels'],
  ['Saoirse', 'Sheridan', null],
  ['Theodore', 'Thackeray', 'Thackeray Advisory'],
  ['Ursula', 'Upton', null],
  ['Vikram', 'Venkatesh', 'Venkatesh Group'],
  ['Wilhelmina', 'Wren', null],
  ['Xavier', 'Ximenez', null],
  ['Yasmin', 'Yardley', 'Yardley Wealth'],
  ['Zachary', 'Zeller', null],
  ['Aurelia', 'Ashby', 'Ashby Syndicate'],
  ['Bartholomew', 'Beaumont', null],
  ['Clementine', 'Calloway', null],
  ['Dorian', 'Drummond', 'Drummond Estates'],
  ['Evangeline', 'Everett', null],
  ['Fergus', 'Fitzgerald', 'Fitzgerald Capital'],
  ['Genevieve', 'Goodwin', null],
  ['Horatio', 'Hargreaves', null],
  ['Isadora', 'Irving', 'Irving & Sons'],
  ['Julian', 'Jarvis', null],
  ['Leopold', 'Langley', 'Langley Family Trust'],
  ['Marguerite', 'Montague', null],
  ['Octavia', 'Oliphant', 'Oliphant Partners'],
  ['Peregrine', 'Prescott', null],
  ['Rosalind', 'Radcliffe', 'Radcliffe Holdings'],
] as const

const SOURCES = ['Referral', 'Event', 'Website', 'LinkedIn', 'Existing investor', 'Newsletter'] as const

/** Mostly active, some gone quiet, a few marked as investing (set by hand; one more by a real conversion below). */
const leadStatusOf = (index: number): TLeadStatus => (index % 5 === 3 ? LEAD_STATUS.inactive : index % 13 === 7 ? LEAD_STATUS.investment : LEAD_STATUS.active)

const emailOf = (name: string, surname: string, tenantCode: string) => `${name.toLowerCase()}.${surname.toLowerCase()}@${tenantCode}-prospects.test`

type TTenant = { id: number; code: string; name: string }

export async function seedDemoContacts(payload: Payload, tenant: TTenant): Promise<void> {
  const staffOf = async (role: number) => (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: role } }] }, limit: 1, depth: 0 })).docs[0]
  const staff = (await Promise.all([ROLE.superAdmin, ROLE.adviser, ROLE.investmentCommittee, ROLE.fundManager].map(staffOf))).filter((user) => user !== undefined)
  const superAdmin = staff[0]
  if (!superAdmin) return
  const now = Date.now()
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString()
  const contacts: Array<{ id: number; name: string; email: string; owner: number }> = []
  for (const [index, [name, surname, company]] of CONTACTS.entries()) {
    const owner = staff[index % staff.length]!
    const contact = await payload.create({
      collection: 'contacts',
      depth: 0,
      data: {
        name,
        surname,
        email: emailOf(name, surname, tenant.code),
        phone: index % 4 === 2 ? null : `+44 7700 ${String(900_100 + index * 37).slice(0, 3)} ${String(100 + index * 7).padStart(3, '0')}`,
        company,
        leadStatus: leadStatusOf(index),
        source: SOURCES[index % SOURCES.length],
        owner: owner.id,
        tenant: tenant.id,
        createdAt: new Date(now - (5 + index * 9) * DAY).toISOString(),
      },
    })
    contacts.push({ id: contact.id, name: `${name} ${surname}`, email: contact.email, owner: owner.id })
  }
  // Notes on every third contact, a call on every fourth, a follow-up task for its owner on every fifth.
  for (const [index, contact] of contacts.entries()) {
    const base = { targetCollection: 'contacts' as const, targetId: contact.id, tenant: tenant.id }
    if (index % 3 === 0) {
      await payload.create({
        collection: 'notes',
        depth: 0,
        data: { ...base, author: contact.owner, body: lexicalParagraphs([`Met ${contact.name} at ${SOURCES[index % SOURCES.length] === 'Event' ? 'our investor evening' : 'a coffee'}: interested in early-stage technology and healthcare.`, 'Usual ticket £5k–£20k; prefers EIS-eligible rounds.']), createdAt: at(-200 - index) },
      })
    }
    if (index % 4 === 1) {
      await payload.create({
        collection: 'call-logs',
        depth: 0,
        data: { ...base, author: contact.owner, calledAt: at(-100 - index), durationMinutes: 10 + (index % 3) * 10, outcome: index % 8 === 5 ? 'voicemail' : 'connected', summary: `Introductory call with ${contact.name}: explained how our rounds work.`, createdAt: at(-100 - index) },
      })
    }
    if (index % 5 === 0) {
      await payload.create({
        collection: 'tasks',
        depth: 0,
        data: { ...base, author: superAdmin.id, title: `Follow up with ${contact.name}`, dueAt: at(24 * (3 + index)), assignee: contact.owner, createdAt: at(-48) },
      })
    }
  }
  await seedInvitations(payload, tenant, contacts, superAdmin.id, staff.map((user) => ({ id: user.id, name: [user.name, user.surname].filter(Boolean).join(' ') })))
}

/**
 * Invitations in every state: fresh pending ones (one of them a contact's), expired and revoked
 * ones, one accepted by a registered investor, and one contact converted through its invitation
 * (the real acceptance: the investor account, the moved history, the contact at 3 Investment).
 */
async function seedInvitations(payload: Payload, tenant: TTenant, contacts: Array<{ id: number; name: string; email: string }>, superAdmin: number, staff: Array<{ id: number; name: string }>): Promise<void> {
  const now = Date.now()
  const inviter = (index: number) => staff[index % staff.length]!
  const invite = async (index: number, email: string, state: 'pending' | 'expired' | 'revoked' | 'accepted', extra: Record<string, unknown> = {}) => {
    const sentDaysAgo = state === 'expired' ? 20 + index : state === 'revoked' ? 6 + index : 1 + index
    const sentAt = now - sentDaysAgo * DAY
    const { tokenHash } = newInvitationToken(sentAt)
    const by = inviter(index)
    return payload.create({
      collection: 'invitations',
      depth: 0,
      data: {
        email,
        status: state,
        tokenHash,
        expiresAt: new Date(sentAt + 14 * DAY).toISOString(),
        sentAt: new Date(sentAt).toISOString(),
        sendCount: 1 + (index % 2),
        invitedBy: by.id,
        invitedByName: by.name,
        tenant: tenant.id,
        createdAt: new Date(sentAt).toISOString(),
        ...(state === 'revoked' ? { revokedAt: new Date(sentAt + 2 * DAY).toISOString() } : {}),
        ...extra,
      },
    })
  }
  for (const [index, email] of [`hattie.marsh@${tenant.code}-invited.test`, `ivo.lennox@${tenant.code}-invited.test`, `juno.pryce@${tenant.code}-invited.test`].entries()) await invite(index, email, 'pending')
  for (const [index, email] of [`kit.abbott@${tenant.code}-invited.test`, `lyra.benson@${tenant.code}-invited.test`].entries()) await invite(index, email, 'expired')
  for (const [index, email] of [`milo.carter@${tenant.code}-invited.test`, `nell.dawson@${tenant.code}-invited.test`].entries()) await invite(index, email, 'revoked')
  // A pending invitation sent to convert a contact (its record shows it).
  const pendingContact = contacts[1]
  if (pendingContact) await invite(3, pendingContact.email, 'pending', { name: pendingContact.name.split(' ')[0], surname: pendingContact.name.split(' ')[1], contact: pendingContact.id })
  // Accepted by a demo investor who registered from it.
  const registered = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: `delia.zielinski@${tenant.code}.test` } }] }, limit: 1, depth: 0 })).docs[0]
  if (registered) await invite(4, registered.email, 'accepted', { acceptedAt: new Date(now - 3 * DAY).toISOString(), acceptedUser: registered.id })
  // A contact converted through the real acceptance: its notes and call go to the new investor.
  const converted = contacts[0]
  if (!converted) return
  const { token, tokenHash, expiresAt } = newInvitationToken()
  const [name, surname] = converted.name.split(' ')
  await payload.create({
    collection: 'invitations',
    depth: 0,
    data: { email: converted.email, name, surname, status: 'pending', tokenHash, expiresAt, sentAt: new Date(now - 2 * DAY).toISOString(), sendCount: 1, invitedBy: superAdmin, invitedByName: staff[0]?.name ?? null, contact: converted.id, tenant: tenant.id },
  })
  const req = await createLocalReq({}, payload)
  await inTransaction(req, () => acceptInvitation(req, tenant.id, { token, name: name ?? 'Converted', surname: surname ?? 'Contact', password: DEMO_PASSWORD }))
}
