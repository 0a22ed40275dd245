import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { LEAD_STATUSES } from '@/domain/contacts/contacts'
import { categorisationExpiry, INVESTOR_CATEGORIES } from '@/domain/investors/categorisation'
import { lexicalParagraphs } from '@/lib/lexical'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'
import { featuresOf } from '@/tenancy/branding'
import type { Tenant } from '@/payload-types'

import { DECLARATION_ANSWERS } from './demo-categorisations'
import { tinyPdf } from './demo-files'

// The demo investors register at a size staff meet (issue 11 "200+ investors per tenant", decision
// 028): 170 more investors per tenant with realistic UK names, registered over three years, with
// lead statuses and advisers (also given to the register seeded before), client categorisations
// (some waiting or rejected where the tenant approves them), organisation memberships, investment
// method entities, notes and documents; three more nominee firms where nominee_enabled is on.
// Deterministic: a PRNG seeded by the tenant's code, so every seed of a tenant gives the same rows.
// Written in a few bulk statements (json_to_recordset), not one Payload create per row: the seed
// stays fast. Not through Payload, so no trail entries: it is history the firm had before.

const REGISTER_SIZE = 170
const DAY = 86_400_000

const FIRST_NAMES = [
  'Oliver', 'George', 'Arthur', 'Noah', 'Leo', 'Oscar', 'Harry', 'Jack', 'Charlie', 'Freddie', 'Thomas', 'James', 'William', 'Henry', 'Alfie', 'Edward', 'Theo', 'Isaac', 'Joshua', 'Samuel',
  'Olivia', 'Amelia', 'Isla', 'Lily', 'Freya', 'Florence', 'Sophia', 'Poppy', 'Evie', 'Elsie', 'Grace', 'Charlotte', 'Emily', 'Ivy', 'Rosie', 'Harriet', 'Imogen', 'Lucy', 'Matilda', 'Phoebe',
  'Rhys', 'Dylan', 'Callum', 'Fraser', 'Hamish', 'Eilidh', 'Niamh', 'Siobhan', 'Ciaran', 'Aoife', 'Rohan', 'Anika', 'Hassan', 'Zainab', 'Imran', 'Nadia', 'Kwame', 'Chidi', 'Yetunde', 'Mei',
] as const

const SURNAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke',
  'Harrison', 'Lewis', 'Morgan', 'Hughes', 'Edwards', 'Turner', 'Hill', 'Cooper', 'Ward', 'Morris', 'King', 'Baker', 'Harris', 'Parker', 'Bennett', 'Murray', 'Stewart', 'Campbell', 'MacLeod', 'Fraser',
  'Reid', 'Ross', 'Kelly', 'Byrne', 'Gallagher', 'Price', 'Powell', 'Lloyd', 'Howells', 'Pritchard', 'Shah', 'Begum', 'Hussain', 'Singh', 'Mistry', 'Mensah', 'Obi', 'Adeleke', 'Chen', 'Nowak',
] as const

/** Names the tests search for one person by (investors.test.ts, the staff search e2e): the generator leaves them alone. */
const RESERVED = ['amara', 'adeyem', 'ashworth', 'ashdown', 'okafor', 'ada', 'qz']

const NOTES = [
  'Met at the {tenant} investor evening: interested in climate and health technology, tickets around £15k.',
  'Asked for the EIS relief timetable; sent the HMRC guidance and our last compliance statement.',
  'Prefers a call before each round opens. Best reached mornings.',
  'Referred by an existing investor. Wants to understand the fees before registering an interest.',
  'Reviewing their portfolio with their adviser this quarter; follow up after the tax year end.',
  'Moved abroad: confirm the new address and tax residence before the next allocation.',
]

/** mulberry32: a small seeded PRNG, enough for demo data that must come out the same every time. */
function prng(seedText: string): () => number {
  let seed = crypto.createHash('sha256').update(seedText).digest().readUInt32LE(0)
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

type TRandom = () => number
const pick = <T>(random: TRandom, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const iso = (time: number) => new Date(time).toISOString()
const emailPart = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '')

type TPerson = { name: string; surname: string; email: string }

/** `count` distinct people of the tenant's register (name and surname pairs), their emails unique. */
function people(random: TRandom, code: string, count: number): TPerson[] {
  const seen = new Set<string>()
  const result: TPerson[] = []
  while (result.length < count) {
    const name = pick(random, FIRST_NAMES)
    const surname = pick(random, SURNAMES)
    const email = `${emailPart(name)}.${emailPart(surname)}@${code}.test`
    if (seen.has(email) || RESERVED.some((word) => email.includes(word))) continue
    seen.add(email)
    result.push({ name, surname, email })
  }
  return result
}

/** One bulk INSERT of `rows` (objects keyed by column) into `table`; the ids it made, in order. */
async function insertRows(payload: Payload, table: string, columns: Record<string, string>, rows: ReadonlyArray<Record<string, unknown>>, conflict = ''): Promise<number[]> {
  if (rows.length === 0) return []
  const names = Object.keys(columns)
  const { rows: inserted } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')})
     SELECT ${names.map((name) => `r."${name}"`).join(', ')} FROM json_to_recordset($1::json) AS r(${names.map((name) => `"${name}" ${columns[name]}`).join(', ')})
     ${conflict} RETURNING id`,
    [JSON.stringify(rows)],
  )
  return inserted.map((row) => row.id)
}

export async function seedDemoInvestorRegister(payload: Payload, tenant: Tenant): Promise<void> {
  const random = prng(`investor-register:${tenant.code}`)
  const features = featuresOf(tenant)
  const now = Date.now()
  const pool = payload.db.pool
  const { rows: staff } = await pool.query<{ id: number; role_id: number }>('SELECT id, role_id::int AS role_id FROM users WHERE tenant_id = $1 AND role_id <> $2 ORDER BY id', [tenant.id, ROLE.user])
  // Advisers: the staff who look after investors (the Adviser, the Super Admin, the managers); some investors have none.
  const advisers = staff.filter((member) => ([ROLE.adviser, ROLE.superAdmin, ROLE.investmentManager, ROLE.fundManager] as number[]).includes(member.role_id)).map((member) => member.id)
  const author = staff.find((member) => member.role_id === ROLE.superAdmin)?.id ?? null
  const adviserOf = () => (advisers.length && random() < 0.85 ? pick(random, advisers) : null)
  const leadStatusOf = () => pick(random, [...LEAD_STATUSES, LEAD_STATUSES[0]!])

  // The register seeded before (the invested six, the prospects, the onboarding states) gets its lead status and adviser too.
  // The main demo investor is looked after by the tenant's Adviser (their GET /api/user?include=owner shows them).
  const { rows: earlier } = await pool.query<{ id: number; email: string; has_invested: boolean }>('SELECT id, email, has_invested FROM users WHERE tenant_id = $1 AND role_id = $2 ORDER BY id', [tenant.id, ROLE.user])
  const mainAdviser = staff.find((member) => member.role_id === ROLE.adviser)?.id ?? null
  await pool.query(
    `UPDATE users u SET lead_status = r.lead_status, owner_id = r.owner_id FROM json_to_recordset($1::json) AS r(id int, lead_status int, owner_id int) WHERE u.id = r.id`,
    [JSON.stringify(earlier.map((row) => ({ id: row.id, lead_status: row.has_invested ? 3 : leadStatusOf(), owner_id: row.email.startsWith('investor@') ? mainAdviser : adviserOf() })))],
  )

  const register = people(random, tenant.code, REGISTER_SIZE).map((person) => {
    const createdAt = now - Math.floor(random() * 3 * 365 + 3) * DAY
    const verified = random() < 0.8
    return {
      ...person,
      role_id: ROLE.user,
      email_verified_at: verified ? iso(createdAt + Math.floor(random() * 48) * 3_600_000) : null,
      accepted_terms_version: verified ? 1 : 0,
      compliance_passed: verified && random() < 0.7,
      compliance_tries: verified ? 1 + Math.floor(random() * 2) : 0,
      lead_status: leadStatusOf(),
      owner_id: adviserOf(),
      tenant_id: tenant.id,
      created_at: iso(createdAt),
      updated_at: iso(createdAt),
    }
  })
  const investorIds = await insertRows(
    payload,
    'users',
    {
      name: 'varchar', surname: 'varchar', email: 'varchar', role_id: 'numeric', email_verified_at: 'timestamptz', accepted_terms_version: 'numeric', compliance_passed: 'boolean',
      compliance_tries: 'numeric', lead_status: 'numeric', owner_id: 'int', tenant_id: 'int', created_at: 'timestamptz', updated_at: 'timestamptz',
    },
    register,
    'ON CONFLICT DO NOTHING',
  )
  const investors = investorIds.map((id, index) => ({ id, createdAt: Date.parse(register[index]!.created_at), person: register[index]! }))

  // Client categorisations: six in ten declared; where staff approve them, some wait and a few were rejected.
  const approval = !!features.compliance_test_requires_categorisation_approval
  const declarations = investors
    .filter(() => random() < 0.6)
    .map(({ id, createdAt }) => {
      const declaredAt = Math.max(createdAt + DAY, now - Math.floor(random() * 500) * DAY)
      const category = pick(random, INVESTOR_CATEGORIES)
      const roll = random()
      const status = approval ? (roll < 0.2 ? 'pending' : roll < 0.3 ? 'rejected' : 'approved') : 'approved'
      const decided = status !== 'pending' && approval
      return {
        investor_id: id,
        category,
        answers: DECLARATION_ANSWERS[category],
        declared_at: iso(declaredAt),
        expires_at: categorisationExpiry(new Date(declaredAt)),
        source: random() < 0.85 ? 'investor' : 'staff',
        status,
        decision_reason: status === 'rejected' ? 'The declaration does not match the income and assets you gave us at registration: please check it and declare again.' : null,
        decided_by: decided ? author : null,
        decided_at: decided ? iso(declaredAt + DAY) : null,
        tenant_id: tenant.id,
        created_at: iso(declaredAt),
        updated_at: iso(declaredAt),
      }
    })
  await insertRows(
    payload,
    'investor_categorisations',
    {
      investor_id: 'int', category: 'enum_investor_categorisations_category', answers: 'jsonb', declared_at: 'timestamptz', expires_at: 'timestamptz', source: 'enum_investor_categorisations_source',
      status: 'enum_investor_categorisations_status', decision_reason: 'varchar', decided_by: 'numeric', decided_at: 'timestamptz', tenant_id: 'int', created_at: 'timestamptz', updated_at: 'timestamptz',
    },
    declarations,
  )
  if (declarations.some((row) => row.decided_by !== null) && author !== null) {
    await pool.query(
      `UPDATE investor_categorisations c SET decided_by_name = NULLIF(btrim(concat_ws(' ', u.name, u.surname)), '') FROM users u WHERE u.id = c.decided_by AND c.tenant_id = $1 AND c.decided_by IS NOT NULL AND c.decided_by_name IS NULL`,
      [tenant.id],
    )
  }

  // Members of the tenant's organisations (one in four), and leads of investment method entities (one in six).
  const { rows: organisations } = await pool.query<{ id: number }>('SELECT id FROM organisations WHERE tenant_id = $1 ORDER BY id', [tenant.id])
  const members = organisations.length
    ? investors.filter(() => random() < 0.25).map(({ id }) => ({ organisation_id: pick(random, organisations).id, investor_id: id, role: pick(random, ['member', 'member', 'director', 'authorised_signatory']), tenant_id: tenant.id }))
    : []
  await insertRows(payload, 'organisation_members', { organisation_id: 'int', investor_id: 'int', role: 'enum_organisation_members_role', tenant_id: 'int' }, members)
  const { rows: methods } = await pool.query<{ id: number; kind: string }>('SELECT id, kind::text AS kind FROM investment_methods WHERE tenant_id = $1 ORDER BY id', [tenant.id])
  const entities = methods.length
    ? investors
        .filter(() => random() < 1 / 6)
        .map(({ id, createdAt }) => {
          const method = pick(random, methods)
          return {
            method_id: method.id,
            lead_id: id,
            account_reference: `${method.kind.toUpperCase()}-${String(200_000 + Math.floor(random() * 700_000))}`,
            status: pick(random, ['active', 'active', 'active', 'pending', 'closed']),
            opened_at: iso(createdAt + Math.floor(random() * 60) * DAY),
            tenant_id: tenant.id,
          }
        })
    : []
  await insertRows(payload, 'investment_method_entities', { method_id: 'int', lead_id: 'int', account_reference: 'varchar', status: 'enum_investment_method_entities_status', opened_at: 'timestamptz', tenant_id: 'int' }, entities)

  // Notes on one in three, a document on one in ten (a small PDF in the file store, private: staff's).
  const notes = investors
    .filter(() => random() < 1 / 3)
    .map(({ id, createdAt }) => {
      const text = pick(random, NOTES).replace('{tenant}', tenant.name)
      const at = iso(Math.min(now - DAY, createdAt + Math.floor(random() * 200) * DAY))
      return { target_collection: 'users', target_id: id, body: lexicalParagraphs([text]), body_text: text, author_id: author, tenant_id: tenant.id, created_at: at, updated_at: at }
    })
  await insertRows(
    payload,
    'notes',
    { target_collection: 'enum_notes_target_collection', target_id: 'numeric', body: 'jsonb', body_text: 'varchar', author_id: 'int', tenant_id: 'int', created_at: 'timestamptz', updated_at: 'timestamptz' },
    notes,
  )
  const store = fileStore()
  const documents: Array<Record<string, unknown>> = []
  for (const { id, person } of investors.filter(() => random() < 0.1)) {
    const bytes = tinyPdf([`${person.name} ${person.surname}: proof of address`, `Checked by ${tenant.name}. Illustrative.`])
    const key = newStorageKey(tenant.id)
    await store.put(key, bytes, 'application/pdf')
    documents.push({
      target_collection: 'users',
      target_id: id,
      visibility: 'private',
      filename: 'Proof of address.pdf',
      storage_key: key,
      content_type: 'application/pdf',
      size: bytes.length,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      uploaded_by_id: author,
      tenant_id: tenant.id,
    })
  }
  await insertRows(
    payload,
    'documents',
    {
      target_collection: 'enum_documents_target_collection', target_id: 'numeric', visibility: 'enum_documents_visibility', filename: 'varchar', storage_key: 'varchar', content_type: 'varchar', size: 'numeric',
      sha256: 'varchar', uploaded_by_id: 'int', tenant_id: 'int',
    },
    documents,
  )

  if (features.nominee_enabled) {
    await insertRows(
      payload,
      'nominees',
      { name: 'varchar', company_number: 'varchar', fca_number: 'varchar', contact_name: 'varchar', contact_email: 'varchar', country: 'varchar', tenant_id: 'int' },
      [
        { name: 'Pennine Share Nominees Ltd', company_number: '09345127', fca_number: '701245', contact_name: 'Rachel Hirst', contact_email: 'nominees@pennine.example', country: 'GB', tenant_id: tenant.id },
        { name: 'Cardiff Bay Custodian Nominees Ltd', company_number: '11876034', fca_number: '823410', contact_name: 'Owain Rees', contact_email: 'custody@cardiffbay.example', country: 'GB', tenant_id: tenant.id },
        { name: 'Severn Client Nominees Ltd', company_number: '07712988', fca_number: '590876', contact_name: 'Helen Marsh', contact_email: 'clients@severn.example', country: 'GB', tenant_id: tenant.id },
      ],
    )
  }
}
