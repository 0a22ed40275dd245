import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { lexicalParagraphs } from '@/lib/lexical'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'

import { tinyPdf } from './demo-files'

// Demo investors (issue 11 §1): besides the investors who hold the demo investments
// (demo-investments.ts), a register of people who signed up over the last two years (some verified,
// some past the appropriateness test, none invested yet), so the investors list pages, searches and
// filters on real-looking rows; and on the main demo investor's record notes, a call, tasks and
// documents, so every tab of the record has something to show.

const DAY = 86_400_000
const HOUR = 3_600_000

/** Prospects: registered, not invested. Verified and compliance vary by position. */
const PROSPECTS = [
  ['Amara', 'Adeyemi'],
  ['Ben', 'Ashworth'],
  ['Chloe', 'Barrington'],
  ['Daniel', 'Brennan'],
  ['Eleanor', 'Carver'],
  ['Farid', 'Chaudhry'],
  ['Georgia', 'Dalton'],
  ['Harry', 'Doyle'],
  ['Isla', 'Eastwood'],
  ['Jonah', 'Fairbairn'],
  ['Kavya', 'Gill'],
  ['Liam', 'Griffiths'],
  ['Maya', 'Hartley'],
  ['Noah', 'Iqbal'],
  ['Olivia', 'Jennings'],
  ['Priya', 'Kaur'],
  ['Quentin', 'Lawson'],
  ['Rosa', 'Mendes'],
  ['Samuel', 'Nwosu'],
  ['Tara', "O'Connell"],
  ['Umar', 'Patel'],
  ['Violet', 'Quinn'],
  ['William', 'Rahman'],
  ['Xenia', 'Sokolova'],
  ['Yusuf', 'Thompson'],
  ['Zara', 'Underwood'],
  ['Alfie', 'Vaughan'],
  ['Bella', 'Whitaker'],
  ['Callum', 'Yates'],
  ['Delia', 'Zielinski'],
] as const

const emailOf = (name: string, surname: string, tenantCode: string) =>
  `${name.toLowerCase()}.${surname.toLowerCase().replace(/[^a-z]/g, '')}@${tenantCode}.test`

export async function seedDemoInvestors(payload: Payload, tenant: { id: number; code: string; name: string }, termsVersion: number): Promise<void> {
  const now = Date.now()
  for (const [index, [name, surname]] of PROSPECTS.entries()) {
    const createdAt = new Date(now - (20 + index * 23) * DAY).toISOString()
    const verified = index % 4 !== 3
    await payload.create({
      collection: 'users',
      depth: 0,
      data: {
        name,
        surname,
        email: emailOf(name, surname, tenant.code),
        role_id: ROLE.user,
        email_verified_at: verified ? new Date(Date.parse(createdAt) + HOUR).toISOString() : null,
        accepted_terms_version: verified ? termsVersion : 0,
        compliance_passed: verified && index % 3 !== 2,
        compliance_tries: verified ? 1 + (index % 3 === 2 ? 1 : 0) : 0,
        tenant: tenant.id,
        createdAt,
      },
    })
  }
  await seedInvestorRecord(payload, tenant)
}

/** Notes, a call, tasks and two documents on investor@<tenant>.test's record. */
async function seedInvestorRecord(payload: Payload, tenant: { id: number; code: string; name: string }): Promise<void> {
  const byEmail = async (email: string) => (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: email } }] }, limit: 1, depth: 0 })).docs[0]
  const [investor, superAdmin, adviser] = await Promise.all([byEmail(`investor@${tenant.code}.test`), byEmail(`superadmin@${tenant.code}.test`), byEmail(`adviser@${tenant.code}.test`)])
  if (!investor || !superAdmin) return
  const base = { targetCollection: 'users' as const, targetId: investor.id, tenant: tenant.id }
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()
  const who = [investor.name, investor.surname].filter(Boolean).join(' ')
  await payload.create({
    collection: 'notes',
    depth: 0,
    data: { ...base, author: superAdmin.id, body: lexicalParagraphs([`Introductory meeting with ${who}: interested in clean energy and software, tickets of £10k–£25k.`, 'Prefers quarterly updates by email.']), createdAt: at(-240) },
  })
  await payload.create({
    collection: 'call-logs',
    depth: 0,
    data: { ...base, author: (adviser ?? superAdmin).id, calledAt: at(-96), durationMinutes: 20, outcome: 'connected', summary: `Walked ${who} through the open rounds and the payment timetable.`, createdAt: at(-96) },
  })
  await payload.create({
    collection: 'tasks',
    depth: 0,
    data: { ...base, author: superAdmin.id, title: `Send ${who} the next round's information memorandum`, dueAt: at(48), assignee: (adviser ?? superAdmin).id, createdAt: at(-24) },
  })
  await payload.create({
    collection: 'tasks',
    depth: 0,
    data: { ...base, author: superAdmin.id, title: `Confirm ${who}'s bank details`, dueAt: at(-200), assignee: superAdmin.id, done: true, doneAt: at(-190), reminderSentAt: at(-200), createdAt: at(-230) },
  })
  const documents = [
    { filename: 'Signed investment agreement.pdf', lines: [`${who}: investment agreement`, `Countersigned by ${tenant.name}. Illustrative.`], visibility: 'public' as const },
    { filename: 'Identity check.pdf', lines: [`${who}: identity verification`, 'Passport and proof of address checked. Staff only.'], visibility: 'private' as const },
  ]
  const store = fileStore()
  for (const document of documents) {
    const bytes = tinyPdf(document.lines)
    const key = newStorageKey(tenant.id)
    await store.put(key, bytes, 'application/pdf')
    await payload.create({
      collection: 'documents',
      depth: 0,
      data: {
        ...base,
        folder: null,
        visibility: document.visibility,
        filename: document.filename,
        storageKey: key,
        contentType: 'application/pdf',
        size: bytes.length,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        uploadedBy: superAdmin.id,
      },
    })
  }
}
