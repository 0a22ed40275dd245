import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { DEMO_RISK_PROFILE_V2 } from '@/domain/onboarding/default-questionnaires'
import { answersSchema } from '@/domain/onboarding/questionnaire-body'
import { contentOf, riskResult, type TAnswers, type TQuestionnaireKind } from '@/domain/onboarding/questionnaires'
import type { Questionnaire, Tenant } from '@/payload-types'

// Demo onboarding questionnaires and answers (issue 11 §7, decision 026): every tenant gets the UK
// default registration form, fact find and risk profile (version 1) and a version 2 of the risk
// profile; two thirds of its investors have a registration form, half a fact find, a third a risk
// profile (some answered on version 1, then again on version 2: the history), `investor@<tenant>.test`
// all three with an earlier registration form; a few contacts have answers too. The answers are
// checked with the version's own schema, then written in one statement (the seed stays fast).

const DAY = 86_400_000

type TRow = { questionnaire: Questionnaire; investor: number | null; contact: number | null; answers: TAnswers; daysAgo: number }

const TOWNS = [
  ['Bristol', 'BS8 1TH'],
  ['Leeds', 'LS6 2AB'],
  ['Manchester', 'M20 3FG'],
  ['Edinburgh', 'EH3 9QA'],
  ['Cambridge', 'CB2 1TN'],
  ['Brighton', 'BN1 4GH'],
  ['Norwich', 'NR2 2PE'],
  ['Cardiff', 'CF10 3NB'],
  ['York', 'YO1 7HH'],
  ['Bath', 'BA1 2QT'],
] as const
const STREETS = ['Kingsdown Parade', 'Headingley Lane', 'Wilmslow Road', 'Marchmont Crescent', 'Trumpington Street', 'Ditchling Rise', 'Unthank Road', 'Cathedral Road', 'Bootham Terrace', 'Lansdown Crescent']
const EMPLOYMENT = ['employed', 'director', 'self-employed', 'retired', 'employed', 'director'] as const
const OCCUPATIONS: Record<(typeof EMPLOYMENT)[number], string> = { employed: 'Solicitor', director: 'Managing director', 'self-employed': 'Architect', retired: 'Retired GP' }
const FUNDS = ['salary', 'savings', 'business-sale', 'inheritance', 'property-sale', 'investments'] as const
const RISK_CHOICES = [
  { loss_reaction: 'hold', loss_capacity: 'some', illiquidity: 'comfortable', describe: 'balanced', diversification: '10-25' },
  { loss_reaction: 'buy-more', loss_capacity: 'most', illiquidity: 'very', describe: 'growth', diversification: 'under-10' },
  { loss_reaction: 'sell-some', loss_capacity: 'some', illiquidity: 'somewhat', describe: 'cautious', diversification: '25-50' },
  { loss_reaction: 'buy-more', loss_capacity: 'all', illiquidity: 'very', describe: 'speculative', diversification: 'under-10' },
  { loss_reaction: 'hold', loss_capacity: 'most', illiquidity: 'comfortable', describe: 'growth', diversification: '10-25' },
]

function registrationAnswers(index: number, phone: string | null): TAnswers {
  const [town, postcode] = TOWNS[index % TOWNS.length]!
  const employment = EMPLOYMENT[index % EMPLOYMENT.length]!
  return {
    title: (['mr', 'ms', 'dr', 'mrs', 'mx'] as const)[index % 5],
    date_of_birth: `${1955 + (index * 7) % 40}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + ((index * 3) % 28)).padStart(2, '0')}`,
    nationality: index % 7 === 3 ? 'Irish' : 'British',
    phone: phone ?? `+44 7700 900${String(100 + index).slice(-3)}`,
    ni_number: `QQ ${String(10 + (index % 89)).padStart(2, '0')} ${String(20 + (index % 79))} ${String(30 + (index % 69))} ${'ABCD'[index % 4]}`,
    address_line_1: `${3 + index * 2} ${STREETS[index % STREETS.length]}`,
    address_line_2: null,
    town,
    postcode,
    country: 'United Kingdom',
    years_at_address: 1 + (index % 15),
    employment_status: employment,
    occupation: OCCUPATIONS[employment],
    employer: employment === 'retired' ? null : employment === 'director' ? `${town} Holdings Ltd` : `${STREETS[(index + 3) % STREETS.length]!.split(' ')[0]} & Partners LLP`,
    source_of_funds: FUNDS[index % FUNDS.length],
    source_of_funds_details: index % 3 === 0 ? 'Accumulated over a number of years in a savings account and an ISA.' : null,
    politically_exposed: 'no',
  }
}

function factFindAnswers(index: number): TAnswers {
  const income = 55_000 + ((index * 17_000) % 240_000)
  return {
    annual_income: income,
    income_sources: index % 2 === 0 ? 'Salary and annual bonus' : 'Salary, dividends and rental income',
    dependants: index % 4,
    cash_savings: 20_000 + ((index * 9_500) % 180_000),
    investments_value: 40_000 + ((index * 31_000) % 900_000),
    property_value: index % 5 === 4 ? null : 350_000 + ((index * 45_000) % 1_200_000),
    pension_value: 80_000 + ((index * 23_000) % 600_000),
    liabilities: index % 3 === 0 ? 0 : 90_000 + ((index * 13_000) % 300_000),
    emergency_fund: index % 6 === 5 ? 'no' : 'yes',
    objective: (['growth', 'tax', 'diversify', 'impact', 'growth'] as const)[index % 5],
    horizon: (['5-10', 'over-10', '2-5', '5-10'] as const)[index % 4],
    amount_to_invest: 10_000 + ((index * 5_000) % 90_000),
    experience: (['funds', 'unlisted', 'angel', 'funds', 'professional'] as const)[index % 5],
    unlisted_investments: (index * 3) % 12,
    notes: null,
  }
}

/** The risk answers a version asks (version 1 has no diversification question). */
const riskAnswers = (index: number, questionnaire: Questionnaire): TAnswers => {
  const asked = new Set(contentOf(questionnaire).questions.map((question) => question.id))
  return Object.fromEntries(Object.entries(RISK_CHOICES[index % RISK_CHOICES.length]!).filter(([id]) => asked.has(id)))
}

export async function seedDemoQuestionnaires(payload: Payload, tenant: Tenant): Promise<void> {
  // Version 1 of each kind is the tenant's default (src/tenancy/provisioning.ts); the demo adds a version 2
  // through the collection, which checks the questions and numbers the version.
  await payload.create({ collection: 'questionnaires', data: { ...DEMO_RISK_PROFILE_V2, tenant: tenant.id } as never, overrideAccess: true, depth: 0 })
  const { docs } = await payload.find({ collection: 'questionnaires', where: { tenant: { equals: tenant.id } }, limit: 100, depth: 0, pagination: false })
  const versions = new Map<string, Questionnaire>(docs.map((questionnaire) => [`${questionnaire.kind}:${questionnaire.version}`, questionnaire]))
  const version = (kind: TQuestionnaireKind, number: number) => versions.get(`${kind}:${number}`)!
  const staffOf = async (role: number) => (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: role } }] }, limit: 1, depth: 0, select: { name: true, surname: true } })).docs[0]
  const recorders = (await Promise.all([ROLE.adviser, ROLE.superAdmin].map(staffOf))).filter((user) => user !== undefined)
  const investors = (
    await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.user } }] }, sort: 'id', limit: 150, depth: 0, pagination: false, select: { email: true } })
  ).docs
  const contacts = (await payload.find({ collection: 'contacts', where: { and: [{ tenant: { equals: tenant.id } }, { convertedTo: { exists: false } }] }, sort: 'id', limit: 5, depth: 0, pagination: false, select: { phone: true } })).docs

  const rows: TRow[] = []
  for (const [index, investor] of investors.entries()) {
    const main = investor.email === `investor@${tenant.code}.test`
    if (main) rows.push({ questionnaire: version('registration', 1), investor: investor.id, contact: null, answers: { ...registrationAnswers(index + 5, null), address_line_1: '12 Old Mill Lane', years_at_address: 6 }, daysAgo: 400 })
    if (main || index % 3 !== 2) rows.push({ questionnaire: version('registration', 1), investor: investor.id, contact: null, answers: registrationAnswers(index, null), daysAgo: 20 + (index % 300) })
    if (main || index % 2 === 0) rows.push({ questionnaire: version('fact-find', 1), investor: investor.id, contact: null, answers: factFindAnswers(index), daysAgo: 15 + (index % 250) })
    if (main || index % 3 === 0) {
      // Answered on version 1; every other one again on version 2 since (the history across versions).
      rows.push({ questionnaire: version('risk-profile', 1), investor: investor.id, contact: null, answers: riskAnswers(index, version('risk-profile', 1)), daysAgo: 200 + (index % 100) })
      if (main || index % 6 === 0) rows.push({ questionnaire: version('risk-profile', 2), investor: investor.id, contact: null, answers: riskAnswers(index + 1, version('risk-profile', 2)), daysAgo: 5 + (index % 60) })
    }
  }
  for (const [index, contact] of contacts.entries()) {
    if (index < 4) rows.push({ questionnaire: version('registration', 1), investor: null, contact: contact.id, answers: registrationAnswers(index + 40, contact.phone ?? null), daysAgo: 3 + index })
    if (index < 3) rows.push({ questionnaire: version('fact-find', 1), investor: null, contact: contact.id, answers: factFindAnswers(index + 40), daysAgo: 2 + index })
    if (index < 2) rows.push({ questionnaire: version('risk-profile', 2), investor: null, contact: contact.id, answers: riskAnswers(index + 2, version('risk-profile', 2)), daysAgo: 1 + index })
  }
  if (rows.length === 0) return
  const now = Date.now()
  const values = rows.map((row, index) => {
    const content = contentOf(row.questionnaire)
    // The version's own schema, as for a submission: a seed that drifted from its questions fails here.
    const answers = answersSchema(content).parse(row.answers)
    const risk = riskResult(content, answers)
    const recorder = recorders[index % Math.max(1, recorders.length)]
    const byInvestor = row.investor !== null && index % 4 === 0
    const at = new Date(now - row.daysAgo * DAY - index * 60_000).toISOString()
    return sql`(${row.questionnaire.id}, ${row.questionnaire.kind}::enum_questionnaire_answers_kind, ${row.questionnaire.version}, ${row.investor}, ${row.contact}, ${JSON.stringify(answers)}::jsonb,
      ${risk?.score ?? null}, ${risk?.band ?? null}, ${byInvestor ? 'investor' : 'staff'}::enum_questionnaire_answers_source, ${byInvestor ? null : (recorder?.id ?? null)},
      ${byInvestor ? null : recorder ? [recorder.name, recorder.surname].filter(Boolean).join(' ') : null}, ${tenant.id}, ${at}::timestamptz, ${at}::timestamptz)`
  })
  await payload.db.drizzle.execute(
    sql`INSERT INTO questionnaire_answers (questionnaire_id, kind, version, investor_id, contact_id, answers, score, band, source, recorded_by, recorded_by_name, tenant_id, created_at, updated_at) VALUES ${sql.join(values, sql`, `)}`,
  )
}
