import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { ROLE, ROLE_IDS, ROLE_SLUG } from '@/access/roles'
import { hashPassword } from '@/auth/password'
import { slugFromTitle } from '@/domain/investments/slug'
import { OPPORTUNITY_STAGES, STAGE_LABEL } from '@/domain/investments/stages'
import { lexicalParagraphs } from '@/lib/lexical'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

import { seedDemoBranding } from './demo-branding'
import { seedDemoCashCalls, seedDemoMixedHolderCashCall } from './demo-cash-calls'
import { seedDemoCategorisations } from './demo-categorisations'
import { seedDemoContacts } from './demo-contacts'
import { seedDemoDocuments } from './demo-documents'
import { seedDemoFunds } from './demo-funds'
import { seedDemoInvestments } from './demo-investments'
import { seedDemoOnboardingDocuments } from './demo-onboarding-documents'
import { seedDemoCompanyPreEmption, seedDemoPreEmption } from './demo-pre-emption'
import { seedDemoQuestionnaires } from './demo-questionnaires'
import { seedDemoSignatures } from './demo-signatures'
import { seedDemoInvestorRegister } from './demo-investor-register'
import { seedDemoInsiderRegister } from './demo-insider-register'
import { seedDemoJourney } from './demo-journey'
import { seedDemoUpdateReports } from './demo-update-reports'
import { seedDemoKpis } from './demo-kpis'
import { seedDemoInvestors } from './demo-investors'
import { seedDemoInvestmentMethods } from './demo-investment-methods'
import { seedDemoOrganisations } from './demo-organisations'
import { seedDemoPortalInvesting } from './demo-portal-investing'
import { seedDemoPortalOrganisations } from './demo-portal-organisations'
import { seedDemoPromotionExemptions } from './demo-promotion-exemptions'
import { seedDemoPortfolio } from './demo-portfolio'
import { seedDemoTwoFactor } from './demo-two-factor'
import { seedDemoRewards } from './demo-rewards'
import { seedDemoSoundingInvitations } from './demo-sounding-invitations'
import { seedDemoProfile } from './demo-profile'
import { DEMO_PASSWORD, OPERATOR_EMAIL } from './demo-accounts'
import { attributeIds, demoOpportunityContent, SECTOR_CONTENT, seedImagePool } from './opportunity-content'

export { DEMO_PASSWORD, OPERATOR_EMAIL }

type TTenantSeed = {
  code: string
  name: string
  isDefault: boolean
  domains: string[]
  colors: Record<string, string>
  terms: { version: number; format: 'url' | 'text'; text: string }
  portfolioNav: 'default' | '1' | '2'
  /** Where investors send bank transfers (decision 016); capital has none, to show that state. */
  bankDetails?: { accountName?: string; sortCode?: string; accountNumber?: string; iban?: string; bic?: string }
  features: Record<string, boolean>
}

export function readTenantSeeds(dir = path.resolve(process.cwd(), 'tenants')): TTenantSeed[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as TTenantSeed)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.code.localeCompare(b.code))
}

export const demoEmail = (slug: string, tenantCode: string) => `${slug}@${tenantCode}.test`

/** Demo tenants seeded at once (see seedDemoData). */
const SEED_LANES = 3

const SECTORS = ['Clean energy', 'Fintech', 'Healthcare', 'Property', 'Food & drink', 'Software', 'Logistics', 'Education', 'Biotech', 'Retail', 'Media', 'Manufacturing']

function createDemoTenant(payload: Payload, seed: TTenantSeed): Promise<Tenant> {
  return payload.create({
    collection: 'tenants',
    depth: 0,
    data: {
      code: seed.code,
      name: seed.name,
      isDefault: seed.isDefault,
      domains: seed.domains.map((domain) => ({ domain })),
      theme: { pageTitle: seed.name, colors: seed.colors, terminology: {} },
      terms: seed.terms,
      portfolioNav: seed.portfolioNav,
      backToSiteUrl: null,
      supportEmail: `support@${seed.code}.test`,
      bankDetails: seed.bankDetails ?? {},
      features: seed.features,
    },
  })
}

/** Everything of one demo tenant after its row: its people, opportunities, money and records. */
async function seedTenantWorld(payload: Payload, tenant: Tenant, seed: TTenantSeed, passwordHash: string): Promise<void> {
  const verified = new Date('2026-01-01T09:00:00Z').toISOString()
  const people = [
    ...ROLE_IDS.map((role) => ({
      email: demoEmail(ROLE_SLUG[role], seed.code),
      name: ROLE_SLUG[role][0].toUpperCase() + ROLE_SLUG[role].slice(1),
      role_id: role,
      email_verified_at: verified,
      accepted_terms_version: seed.terms.version,
      compliance_passed: role === ROLE.user,
    })),
    { email: demoEmail('newinvestor', seed.code), name: 'New', role_id: ROLE.user, email_verified_at: verified, accepted_terms_version: 0, compliance_passed: false },
    { email: demoEmail('unverified', seed.code), name: 'Unverified', role_id: ROLE.user, email_verified_at: null, accepted_terms_version: 0, compliance_passed: false },
  ]
  let superAdmin: number | null = null
  for (const person of people) {
    const user = await payload.create({ collection: 'users', depth: 0, data: { ...person, surname: seed.name, tenant: tenant.id, password_hash: passwordHash } })
    if (person.role_id === ROLE.superAdmin) superAdmin = user.id
  }
  // The attribute lists (the tenant's defaults, src/tenancy/provisioning.ts) and pictures first: opportunities are written with their content (issue 9 §5).
  const attributes = await attributeIds(payload, tenant.id)
  const images = await seedImagePool(payload, tenant.id, superAdmin)
  const features = featuresOf(tenant)
  let index = 0
  for (const stage of OPPORTUNITY_STAGES) {
    for (const round of [1, 2]) {
      const sector = SECTORS[index++ % SECTORS.length]
      const title = `${seed.name.split(' ')[0]} ${sector} ${STAGE_LABEL[stage].replace(' - ', ' ')} ${round}`
      const targetAmount = (250_000 + index * 50_000) * 100
      const opensAt = new Date(Date.UTC(2026, index % 12, 1)).toISOString()
      const closesAt = new Date(Date.UTC(2027, index % 12, 28)).toISOString()
      await payload.create({
        collection: 'investment-opportunities',
        depth: 0,
        data: {
          title,
          slug: slugFromTitle(title),
          stage,
          summary: lexicalParagraphs([
            `${title} is a demo ${sector.toLowerCase()} opportunity. ${SECTOR_CONTENT[sector]?.points[0] ?? 'An established business raising growth capital'}.`,
            'The round funds the next stage of growth over the coming two years. Capital at risk. Figures are illustrative.',
          ]),
          targetAmount,
          currency: 'GBP',
          opensAt,
          closesAt,
          ...demoOpportunityContent({ sector, index, targetAmount, opensAt, closesAt, features, attributes, images }),
          tenant: tenant.id,
        },
      })
    }
  }
  await seedDeals(payload, tenant.id)
  await seedRecordFeatures(payload, tenant.id)
  await seedDemoDocuments(payload, tenant)
  await seedDemoInvestments(payload, tenant.id, seed.code, passwordHash, seed.terms.version)
  // The investors register beyond those who invested, and the main investor's record (issue 11 §1).
  await seedDemoInvestors(payload, tenant, seed.terms.version)
  // Their client categorisations, with a history, and decisions where the tenant approves them (issue 11 §1).
  await seedDemoCategorisations(payload, tenant)
  // Financial promotion exemption statements where the tenant's switch is on (angel; decision 043).
  await seedDemoPromotionExemptions(payload, tenant)
  // Organisations with their members, and applications where the switch allows (issue 11 §3).
  await seedDemoOrganisations(payload, tenant)
  // Investment methods with their entities, and nominees where the switch allows (issue 11 §4, §5).
  await seedDemoInvestmentMethods(payload, tenant)
  // A pre-emption round open (and one past) on an existing opportunity with holders of every kind: investors, an organisation, an account and, where on, a nominee (issue 10 §8, decision 015).
  await seedDemoPreEmption(payload, tenant.id)
  // The register at size: 170 more investors with categories, lead statuses, advisers, memberships, notes (decision 028).
  await seedDemoInvestorRegister(payload, tenant)
  // The first-time journey: earlier investors' steps, and one investor per journey state (decision 030).
  await seedDemoJourney(payload, tenant, passwordHash)
  // Contacts, and invitations in every state, one of them a converted contact (issue 11 §2, §6).
  await seedDemoContacts(payload, tenant)
  // Onboarding questionnaires and the answers of investors and contacts (issue 11 §7).
  await seedDemoQuestionnaires(payload, tenant)
  // The sign-up documents investors are given (spec 6 onboarding_documents).
  await seedDemoOnboardingDocuments(payload, tenant)
  // Agreements and consents to sign and signed, and screening where the switch is on (issue 11 §8, §9).
  await seedDemoSignatures(payload, tenant)
  // Funds and fund investments where the tenant's switch shows them (issue 10 §5, §6).
  if (features.funds_enabled) await seedDemoFunds(payload, tenant)
  // One open cash call per tenant, part paid (and a distribution from a closed fund): issue 10 §7.
  await seedDemoCashCalls(payload, tenant, features.funds_enabled)
  // investor@'s holdings in a fund and a company where funds are on, when missing (issue 13 §4, decision 032).
  await seedDemoPortfolio(payload, tenant, features.funds_enabled)
  // A company's pre-emption rounds where funds are on: one past and allotted, one open with investor@ awaiting (decision 015).
  if (features.funds_enabled) await seedDemoCompanyPreEmption(payload, tenant)
  // The insider register where market_sounding_enabled: acceptances and PA deals, each with a correction (issue 12 §4).
  await seedDemoInsiderRegister(payload, tenant)
  // Page titles, and renamed labels on 'fund' (issue 12 §5).
  await seedDemoBranding(payload, tenant)
  // Update reports published to the holders (investor@ has news) and WIP reports (issue 12 §2, §3; decision 033).
  await seedDemoUpdateReports(payload, tenant)
  // KPI categories, KPIs (two custom) and three years of quarterly values for every company where funds are on (issue 12 §1).
  await seedDemoKpis(payload, tenant)
  // The portal's investing (decision 031): investor@'s payments due, reservation, pre-emption answer, cash call; interest options; a market-sounding invitation.
  await seedDemoPortalInvesting(payload, tenant)
  // Two-factor sign-in (decision 039): totp.investor@ signs in with a code (its secret is in the README), totp.new@ has yet to set it up.
  await seedDemoTwoFactor(payload, tenant, passwordHash)
  // investor@'s organisation and ISA account documents, shared and sent for review (decision 038).
  await seedDemoPortalOrganisations(payload, tenant)
  // Invitations to the market soundings the demo investors answered (decision 040).
  await seedDemoSoundingInvitations(payload, tenant)
  // Rewards for registering, a referral and loyalty, never for investing (issue 13 §10, decision 040).
  await seedDemoRewards(payload, tenant)
  // investor@'s profile: details, identity documents uploaded privately, a document shared with them (decision 037).
  await seedDemoProfile(payload, tenant)
  // A cash call whose lines name an organisation, investment-method accounts and (where on) a nominee besides investors (decision 014); last in the tenant's world.
  await seedDemoMixedHolderCashCall(payload, tenant)
}

const DEAL_COMPANIES = ['Northwind Robotics', 'Bramble Foods', 'Kestrel Energy', 'Harbour Health', 'Lumen Learning', 'Copperleaf Homes', 'Tidewater Logistics', 'Quill Legal', 'Ember Games', 'Solent Marine', 'Fenwick Fintech', 'Orchard Agritech']

/** A dozen deals spread over the stages of the tenant's default pipeline (spec 2.1 deals). */
async function seedDeals(payload: Payload, tenantId: number): Promise<void> {
  const pipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: tenantId } }, limit: 1, depth: 0 })).docs[0]!
  const stages = pipeline.stages ?? []
  for (const [index, company] of DEAL_COMPANIES.entries()) {
    await payload.create({
      collection: 'deals',
      depth: 0,
      data: {
        name: `${company} ${index % 3 === 0 ? 'Seed' : index % 3 === 1 ? 'Series A' : 'Bridge'} round`,
        company,
        pipeline: pipeline.id,
        stage: stages[index % stages.length]!.id!,
        amount: (150_000 + index * 75_000) * 100,
        currency: 'GBP',
        expectedCloseAt: new Date(Date.UTC(2027, index % 12, 15)).toISOString(),
        tenant: tenantId,
      },
    })
  }
}

const HOUR = 3_600_000

/**
 * Notes, calls and tasks on the first deals and on live and existing opportunities (issue 9 §3), by
 * the tenant's staff: the same rows in every tenant, dated relative to the seeding. Tasks go to the
 * Super Admin and the Investment Committee; some are overdue (their reminder already sent, so none
 * fires at start-up), some due in a few days, some done.
 */
async function seedRecordFeatures(payload: Payload, tenantId: number): Promise<void> {
  const staff = async (role: number) =>
    (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { role_id: { equals: role } }] }, limit: 1, depth: 0 })).docs[0]!.id
  const superAdmin = await staff(ROLE.superAdmin)
  const committee = await staff(ROLE.investmentCommittee)
  const deals = (await payload.find({ collection: 'deals', where: { tenant: { equals: tenantId } }, sort: 'id', limit: 4, depth: 0 })).docs
  const opportunities = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenantId } }, { stage: { in: [2, 3, 5] } }] }, sort: 'id', limit: 6, depth: 0 })).docs
  const now = Date.now()
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString()
  const targets = [
    ...deals.map((deal) => ({ targetCollection: 'deals' as const, targetId: deal.id, name: deal.company ?? deal.name })),
    ...opportunities.filter((_, index) => index % 2 === 0).map((opportunity) => ({ targetCollection: 'investment-opportunities' as const, targetId: opportunity.id, name: opportunity.title })),
  ]
  for (const [index, { name, ...target }] of targets.entries()) {
    const base = { ...target, tenant: tenantId }
    await payload.create({
      collection: 'notes',
      depth: 0,
      data: { ...base, author: superAdmin, body: lexicalParagraphs([`First conversation with ${name}: strong team, clear plan for the next 18 months.`, 'Next: ask for the latest management accounts.']), createdAt: at(-72 - index) },
    })
    if (index % 2 === 0) {
      await payload.create({
        collection: 'notes',
        depth: 0,
        data: { ...base, author: committee, body: lexicalParagraphs([`Committee view on ${name}: keep going, check the valuation against recent rounds.`]), createdAt: at(-20 - index) },
      })
    }
    await payload.create({
      collection: 'call-logs',
      depth: 0,
      data: { ...base, author: superAdmin, calledAt: at(-48 - index), durationMinutes: 15 + (index % 4) * 10, outcome: index % 3 === 2 ? 'voicemail' : 'connected', summary: `Call with ${name} about timing and the size of the round.`, createdAt: at(-48 - index) },
    })
    await payload.create({
      collection: 'tasks',
      depth: 0,
      data: { ...base, author: committee, title: `Send the term sheet to ${name}`, dueAt: at(-24 - index), assignee: superAdmin, reminderSentAt: at(-24 - index), createdAt: at(-96) },
    })
    await payload.create({
      collection: 'tasks',
      depth: 0,
      data: { ...base, author: superAdmin, title: `Book a follow-up call with ${name}`, dueAt: at(72 + index * 24), assignee: index % 2 === 0 ? superAdmin : committee, createdAt: at(-30) },
    })
    if (index % 2 === 1) {
      await payload.create({
        collection: 'tasks',
        depth: 0,
        data: { ...base, author: superAdmin, title: `Check the cap table of ${name}`, dueAt: at(-120), assignee: committee, done: true, doneAt: at(-100), reminderSentAt: at(-120), createdAt: at(-150) },
      })
    }
  }
}

/** DEMO_TENANTS=demo,angel seeds only those demo tenants (a quicker first start); unset, every one in tenants/. */
function chosenTenantSeeds(): TTenantSeed[] {
  const chosen = (process.env.DEMO_TENANTS ?? '').split(',').map((code) => code.trim()).filter(Boolean)
  const seeds = readTenantSeeds()
  const unknown = chosen.filter((code) => !seeds.some((seed) => seed.code === code))
  if (unknown.length) throw new Error(`DEMO_TENANTS names no demo tenant: ${unknown.join(', ')} (tenants/ has ${seeds.map((seed) => seed.code).join(', ')})`)
  return chosen.length ? seeds.filter((seed) => chosen.includes(seed.code)) : seeds
}

/**
 * The demo world of README: five tenants, one login per role in each, opportunities at every stage.
 * Every write of the seed asks for `depth: 0`: it never reads a created row's relationships, and
 * Payload's default depth (2) fetched them all back, a third of the seed's time (73 -> 45 s).
 */
export async function seedDemoData(payload: Payload, log: (message: string) => void = () => {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await payload.create({ collection: 'operators', depth: 0, data: { email: OPERATOR_EMAIL, password: DEMO_PASSWORD, name: 'Platform operator' } })
  // The tenant rows one after another (their ids stay 1, 2, ... in tenants/ order), then their
  // worlds side by side: each is a long chain of small statements, and while one waits on
  // PostgreSQL another runs. A few lanes, not one per tenant, so nested reads never exhaust the pool.
  const tenants: Array<{ seed: TTenantSeed; tenant: Tenant }> = []
  for (const seed of chosenTenantSeeds()) tenants.push({ seed, tenant: await createDemoTenant(payload, seed) })
  const queue = [...tenants]
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await seedTenantWorld(payload, next.tenant, next.seed, passwordHash)
      log(`seeded tenant ${next.seed.code}`)
    }
  }
  const outcomes = await Promise.allSettled(Array.from({ length: SEED_LANES }, lane))
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
  if (failed) throw failed.reason
}

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'tenants' })
  return totalDocs === 0
}
