import crypto from 'node:crypto'

import config from '@payload-config'
import type { CollectionSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { isPayloadInternal } from '@/collections/payload-internals'
import type { TSearchAnswer } from '@/lib/search/search-answer'
import { SEARCH_KIND_SQL } from '@/lib/search/search-sql'
import { lexicalParagraphs } from '@/lib/lexical'
import { recordPath } from '@/navigation/record-paths'
import type { Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, testPayload, unique } from '../support/payload'

// Tenant isolation (foundation issue): a superadmin of tenant A (demo, served at localhost) can
// neither list, read, update, delete nor create into tenant B's (angel's) rows, through REST,
// GraphQL and the Local API with access enforced. The collections are discovered from the
// Payload config, so a new tenant-owned collection is covered (or fails loudly) the day it is added.

type TRow = { id: number | string } & Record<string, unknown>

/** The tenant a row goes to, and a user of that tenant (the superadmin) for rows that belong to someone. */
type TOwner = { tenant: number; user: number }

/**
 * How to make a minimal valid row of a tenant-owned collection, and one harmless change to it.
 * `data` must put `key` into at least one string field (that is how the test finds the rows it made).
 */
type TRowFactory = {
  data: (owner: TOwner, key: string) => Record<string, unknown>
  change: (key: string) => Record<string, unknown>
  /** Rows no tenant user reads, not even in their own tenant (written by the server only). */
  operatorsOnly?: true
  /**
   * Rows that name a record (targetCollection + targetId: notes, calls, tasks, the trail): staff
   * read them one record at a time (decision 010), so a read must name the record.
   */
  namesRecord?: true
  /** Append-only rows (the activity trail): nothing may remove them, so the clean-up leaves them. */
  appendOnly?: true
  /**
   * The collection is behind a tenant switch that tenant A (demo) has off: its users are refused as
   * for operatorsOnly rows. The switch-on case is tested by the collection's own file.
   */
  switchedOffInA?: string
}

/** The seeded pipeline of each tenant and its first stage, for deal rows. */
const pipelineOf = new Map<number, { id: number; stage: string }>()
/** A seeded deal of each tenant, for rows that name a record. */
const dealOf = new Map<number, number>()
const onDeal = (tenant: number) => ({ targetCollection: 'deals', targetId: dealOf.get(tenant), tenant })
/** A seeded live opportunity of each tenant, for investments and ledger entries. */
const opportunityOf = new Map<number, number>()
/** A seeded existing opportunity (stage 5-6) of each tenant, for pre-emption rounds. */
const existingOpportunityOf = new Map<number, number>()
/** A seeded investment of each tenant, for its payments. */
const investmentOf = new Map<number, { id: number; opportunity: number; holder: number }>()
/** An investor of each tenant made for this file: screening results are written about them, never about a seeded investor (whose identity page other files read). */
const screenedOf = new Map<number, number>()
/** A seeded fund and company of each tenant, for the rows of their dated series. */
const fundOf = new Map<number, number>()
const companyOf = new Map<number, number>()
/** A seeded entered KPI (no formula) of each tenant, for KPI values. */
const kpiOf = new Map<number, number>()
/** A seeded cash call of each tenant, for the rows of its lines. */
const cashCallOf = new Map<number, number>()
/**
 * A day for a series row (one per subject per day), from the key's counter: years before any seeded
 * history, distinct for every row this file makes.
 */
const seriesDay = (key: string) => new Date(Date.UTC(1990, 0, 1 + Number(/(\d+)$/.exec(key)?.[1] ?? 0))).toISOString()

/** The collections the staff search reads (each has a factory below). */
const SEARCHED_COLLECTIONS = SEARCH_KIND_SQL.map((kind) => kind.collection)

/** Add an entry here for every new tenant-owned collection (the tests below fail until you do). */
const ROW_FACTORIES: Record<string, TRowFactory> = {
  users: {
    data: ({ tenant }, key) => ({ name: 'Isolation', surname: 'Test', email: `${key}@isolation.test`, role_id: 5, tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  // Contacts and invitations (issue 11 §2, §6; decision 021). Invitations are created by POST
  // /api/invitations only (the session's tenant, whatever the body says) and never updated through the API.
  contacts: {
    data: ({ tenant }, key) => ({ name: 'Isolation', surname: 'Contact', email: `${key}@isolation.test`, leadStatus: 1, tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  invitations: {
    data: ({ tenant, user }, key) => ({ email: `${key}@isolation.test`, status: 'pending', tokenHash: crypto.randomBytes(32).toString('hex'), expiresAt: '2099-12-31T00:00:00.000Z', invitedBy: user, tenant }),
    change: () => ({ email: 'hijacked@isolation.test' }),
  },
  'investment-opportunities': {
    // Live rows must be publishable (a closing date from today on), so a create that is allowed succeeds.
    data: ({ tenant }, key) => ({ title: `Isolation ${key}`, slug: key, stage: 2, targetAmount: 500_00, currency: 'GBP', closesAt: '2099-12-31T00:00:00.000Z', tenant }),
    change: () => ({ title: 'Hijacked' }),
  },
  notifications: {
    data: ({ tenant, user }, key) => ({ user, tenant, data: { message: `Isolation ${key}`, icon: 'bell' } }),
    change: () => ({ read_at: new Date().toISOString() }),
  },
  pipelines: {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, stages: [{ name: 'Sourced' }], tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  deals: {
    // Points at the seeded pipeline of the owner's tenant (a pipeline of another tenant is refused).
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, pipeline: pipelineOf.get(tenant)?.id, stage: pipelineOf.get(tenant)?.stage, currency: 'GBP', tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  // A person's list settings: only their owner reads or writes them (another user of the same tenant neither: tests/integration/resource-list.test.ts).
  'list-preferences': {
    data: ({ tenant, user }, key) => ({ user, tenant, listKey: key, columns: ['name'] }),
    change: () => ({ columns: ['company'] }),
  },
  // Funds and fund investments (issue 10 §5, §6) and their dated series, each on the owner's seeded fund or company.
  funds: {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, status: 1, currency: 'GBP', tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  companies: {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, currency: 'GBP', tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  'net-asset-values': {
    data: ({ tenant }, key) => ({ fund: fundOf.get(tenant), date: seriesDay(key), navPerUnit: 101, note: `Isolation ${key}`, tenant }),
    change: () => ({ navPerUnit: 1 }),
  },
  'fund-kpis': {
    data: ({ tenant }, key) => ({ fund: fundOf.get(tenant), period: seriesDay(key), key: 'tvpi', value: 120, note: `Isolation ${key}`, tenant }),
    change: () => ({ value: 1 }),
  },
  valuations: {
    data: ({ tenant }, key) => ({ company: companyOf.get(tenant), date: seriesDay(key), value: 1_000_00, note: `Isolation ${key}`, tenant }),
    change: () => ({ value: 1 }),
  },
  'share-prices': {
    data: ({ tenant }, key) => ({ company: companyOf.get(tenant), date: seriesDay(key), price: 150, note: `Isolation ${key}`, tenant }),
    change: () => ({ price: 1 }),
  },
  'company-maturity-statuses': {
    // Dated decades before the seeded history, so the company's current status stays the seeded one.
    data: ({ tenant }, key) => ({ company: companyOf.get(tenant), date: seriesDay(key), status: 'dormant', note: `Isolation ${key}`, tenant }),
    change: () => ({ status: 'active' }),
  },
  // KPIs and their values by quarter (issue 12 §1, decision 036): a value on the owner's seeded company and entered KPI.
  kpis: {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, unit: 'number', higherIsBetter: true, tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  'kpi-values': {
    data: ({ tenant }, key) => ({ company: companyOf.get(tenant), kpi: kpiOf.get(tenant), period: `${1000 + Number(/(\d+)$/.exec(key)?.[1] ?? 0)}-Q1`, value: 42, note: `Isolation ${key}`, tenant }),
    change: () => ({ value: 1 }),
  },
  // The portal's portfolio columns per tenant, append-style: each save a new row (decision 032).
  'portfolio-tables': {
    data: ({ tenant }, key) => ({ table: 'holdings', columns: ['invested', 'currentValue'], title: `Isolation ${key}`, tenant }),
    change: () => ({ title: 'Hijacked' }),
    appendOnly: true,
  },
  'attribute-options': {
    data: ({ tenant }, key) => ({ kind: 'industry', name: `Isolation ${key}`, tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  notes: {
    // bodyText is the server's own copy of the body's words: it holds the key the test finds rows by.
    data: ({ tenant, user }, key) => ({ ...onDeal(tenant), author: user, body: lexicalParagraphs([`Isolation ${key}`]), bodyText: `Isolation ${key}` }),
    change: () => ({ body: lexicalParagraphs(['Hijacked']) }),
    namesRecord: true,
  },
  'call-logs': {
    data: ({ tenant, user }, key) => ({ ...onDeal(tenant), author: user, calledAt: '2026-01-01T10:00:00.000Z', outcome: 'connected', summary: `Isolation ${key}` }),
    change: () => ({ summary: 'Hijacked' }),
    namesRecord: true,
  },
  tasks: {
    data: ({ tenant, user }, key) => ({ ...onDeal(tenant), author: user, title: `Isolation ${key}`, assignee: user }),
    change: () => ({ title: 'Hijacked' }),
    namesRecord: true,
  },
  activities: {
    data: ({ tenant }, key) => ({ ...onDeal(tenant), action: 'update', actorType: 'system', actorName: 'System', targetLabel: `Isolation ${key}` }),
    change: () => ({ targetLabel: 'Hijacked' }),
    namesRecord: true,
    appendOnly: true,
  },
  // Documents and their folders are read and written through /api/documents/* and
  // /api/document-folders only (each asking src/access/document-access.ts); Payload's generic REST
  // and the Local API with access are closed to every tenant user, as for server-written rows.
  'document-folders': {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, tenant }),
    change: () => ({ name: 'Hijacked' }),
    operatorsOnly: true,
  },
  documents: {
    data: ({ tenant, user }, key) => ({
      targetCollection: 'deals',
      targetId: 1,
      visibility: 'public',
      filename: `Isolation ${key}.pdf`,
      storageKey: `t${tenant}/${crypto.randomBytes(16).toString('hex')}`,
      contentType: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      uploadedBy: user,
      tenant,
    }),
    change: () => ({ visibility: 'private' }),
    operatorsOnly: true,
  },
  // An investor's signatures of their documents and screening results (decision 027): written by their
  // endpoints only, never changed or removed; staff with investors show read their tenant's. Each names
  // the seeded holder and the documents row this test made in the owner's tenant.
  'document-signatures': {
    data: ({ tenant, user }, key) => {
      const doc = (tenant === tenantB.id ? rowsOfB : rowsOfA).get('documents')?.id
      return {
        investor: investmentOf.get(tenant)?.holder,
        purpose: 'investment_agreement',
        original: doc,
        originalFilename: `Isolation ${key}.pdf`,
        originalSha256: '0'.repeat(64),
        signedDocument: doc,
        signedSha256: '1'.repeat(64),
        method: 'typed',
        signerName: `Isolation ${key}`,
        signerEmail: 'isolation@isolation.test',
        ipAddress: '192.0.2.1',
        signedAt: new Date().toISOString(),
        witnessedBy: user,
        tenant,
      }
    },
    change: () => ({ signerName: 'Hijacked' }),
    appendOnly: true,
  },
  'investor-screenings': {
    data: ({ tenant, user }, key) => ({ investor: screenedOf.get(tenant), status: 'clear', check: 'uk', provider: 'manual', note: `Isolation ${key}`, recordedBy: user, tenant }),
    change: () => ({ status: 'fail' }),
    appendOnly: true,
    switchedOffInA: 'user_screening_enabled (tests/integration/investor-screening.test.ts covers custodian and capital, where it is on)',
  },
  // Images (an opportunity's team photos and gallery) are written by /api/images/upload and read
  // through /api/images/{id}/file only (src/access/image-access.ts): generic REST is operators'.
  images: {
    data: ({ tenant, user }, key) => ({
      filename: `Isolation ${key}.png`,
      storageKey: `t${tenant}/${crypto.randomBytes(16).toString('hex')}`,
      contentType: 'image/png',
      size: 10,
      width: 1,
      height: 1,
      sha256: '0'.repeat(64),
      uploadedBy: user,
      tenant,
    }),
    change: () => ({ filename: 'Hijacked.png' }),
    operatorsOnly: true,
  },
  // The money model (decision 012): staff read the investments and entries of opportunities they may
  // see; nobody writes them through Payload (the money endpoints do, with their own checks).
  investments: {
    data: ({ tenant, user }, key) => ({ holder: user, opportunity: opportunityOf.get(tenant), amount: 100_00, currency: 'GBP', shares: 0, status: 'reserved', type: 'manual', paymentReference: key, tenant }),
    change: () => ({ status: 'cancelled' }),
  },
  'ledger-entries': {
    data: ({ tenant, user }, key) => ({ kind: 'fee', subjectKind: 'opportunity', opportunity: opportunityOf.get(tenant), holder: user, amount: 0, sharesDelta: 0, currency: 'GBP', occurredAt: '2026-01-01T10:00:00.000Z', note: `Isolation ${key}`, tenant }),
    change: () => ({ note: 'Hijacked' }),
    appendOnly: true,
  },
  // Pre-emption rounds and their responses (decision 015): staff read them on existing
  // opportunities; nobody writes them through Payload. Closed rounds, so the seeded open round of
  // each opportunity is left alone; each response row on its tenant's round made here.
  'pre-emption-rounds': {
    data: ({ tenant, user }, key) => ({
      subjectKind: 'opportunity',
      opportunity: existingOpportunityOf.get(tenant),
      status: 'closed',
      deadline: '2026-01-01T00:00:00.000Z',
      sharePrice: 100,
      sharesOffered: 10,
      amountOffered: 1_000,
      currency: 'GBP',
      sharesHeld: 100,
      note: `Isolation ${key}`,
      openedBy: user,
      closedAt: '2026-01-02T00:00:00.000Z',
      closedBy: user,
      tenant,
    }),
    change: () => ({ note: 'Hijacked' }),
  },
  'pre-emption-responses': {
    data: ({ tenant, user }, key) => ({
      round: (tenant === tenantB.id ? rowsOfB : rowsOfA).get('pre-emption-rounds')?.id,
      holderKind: 'investor',
      holder: user,
      holding: 10,
      entitlement: 1,
      code: 5,
      shares: 0,
      note: `Isolation ${key}`,
      tenant,
    }),
    change: () => ({ code: 1 }),
  },
  // Payments (decision 016): read like the ledger (staff by the opportunity's stage, investors their own); written by the payment endpoints only.
  payments: {
    data: ({ tenant }, key) => {
      const investment = investmentOf.get(tenant)
      return { payableKind: 'investment', investment: investment?.id, opportunity: investment?.opportunity, holder: investment?.holder, method: 'bank_transfer', state: 'pending', amount: 1_00, currency: 'GBP', note: `Isolation ${key}`, tenant }
    },
    change: () => ({ state: 'succeeded' }),
  },
  // Cash calls and their lines (decision 014): written by the cash-call endpoints only; staff who may see the subject's cash calls read them.
  'cash-calls': {
    data: ({ tenant }, key) => ({ kind: 'call', subjectKind: 'opportunity', opportunity: opportunityOf.get(tenant), split: 'per_holder', total: 100, currency: 'GBP', dueAt: '2099-12-31T00:00:00.000Z', reference: key, purpose: `Isolation ${key}`, tenant }),
    change: () => ({ purpose: 'Hijacked' }),
  },
  'cash-call-lines': {
    data: ({ tenant, user }, key) => ({ cashCall: cashCallOf.get(tenant), subjectKind: 'opportunity', opportunity: opportunityOf.get(tenant), holderKind: 'investor', holder: user, amount: 100, currency: 'GBP', status: 'awaiting_payment', paymentReference: key, tenant }),
    change: () => ({ status: 'payment_received' }),
  },
  // Organisations and their links to investors (decision 020): staff with investors rights read and
  // write them; a link names an organisation and an investor of its own tenant (the seeded holder).
  organisations: {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, businessType: 'business', tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  'organisation-members': {
    data: ({ tenant }, key) => ({ organisation: (tenant === tenantB.id ? rowsOfB : rowsOfA).get('organisations')?.id, investor: investmentOf.get(tenant)?.holder, role: 'member', title: `Isolation ${key}`, tenant }),
    change: () => ({ role: 'director' }),
  },
  'organisation-applications': {
    data: ({ tenant }, key) => ({ applicant: investmentOf.get(tenant)?.holder, organisationName: `Isolation ${key}`, businessType: 'business', role: 'member', status: 'pending', tenant }),
    change: () => ({ status: 'approved' }),
    switchedOffInA: 'organisation_links_enabled (tests/integration/organisations.test.ts covers angel, where it is on)',
  },
  // CSV imports (issue 11 §12, decision 028): written by the import endpoints and the job only.
  'import-jobs': {
    data: ({ tenant, user }, key) => ({ kind: 'investors', filename: `${key}.csv`, status: 'queued', csv: 'name,email', mapping: { name: 'name', email: 'email' }, createdBy: user, tenant }),
    change: () => ({ filename: 'hijacked.csv' }),
  },
  'investor-categorisations': {
    // The key in decisionReason only names the attempted create (the collection clears it on every create it lets through).
    data: ({ tenant }, key) => ({ investor: investmentOf.get(tenant)?.holder, category: 'restricted', answers: [{ question: 'Isolation statement', answer: 'Agreed' }], declaredAt: new Date().toISOString(), decisionReason: `Isolation ${key}`, tenant }),
    change: () => ({ status: 'approved' }),
  },
  // Financial promotion exemptions (decision 043): written by the portal's declaration only, never changed.
  'promotion-exemptions': {
    data: ({ tenant }, key) => ({ investor: investmentOf.get(tenant)?.holder, article: 'art-50a', statement: `Isolation ${key}`, declaredAt: new Date().toISOString(), tenant }),
    change: () => ({ article: 'art-48' }),
  },
  // Onboarding questionnaires and their answers (decision 026): staff with investors show read them;
  // versions and answers are written by operators (and the answers' record endpoint), never changed.
  questionnaires: {
    data: ({ tenant }, key) => ({ kind: 'registration', title: `Isolation ${key}`, questions: [{ id: 'isolation', label: 'Isolation question', kind: 'text' }], tenant }),
    change: () => ({ title: 'Hijacked' }),
  },
  'questionnaire-answers': {
    data: ({ tenant }, key) => ({ questionnaire: (tenant === tenantB.id ? rowsOfB : rowsOfA).get('questionnaires')?.id, investor: investmentOf.get(tenant)?.holder, recordedByName: `Isolation ${key}`, answers: { isolation: 'An answer' }, tenant }),
    change: () => ({ band: 'Hijacked' }),
  },
  'onboarding-documents': {
    data: ({ tenant }, key) => ({ title: `Isolation ${key}`, position: 1, tenant }),
    change: () => ({ title: 'Hijacked' }),
  },
  // Investment methods, their entities and nominees (decision 022): staff with investors rights read and
  // write them; an entity names a method and an investor of its own tenant (the seeded holder).
  'investment-methods': {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, kind: 'isa', tenant }),
    change: () => ({ name: 'Hijacked' }),
  },
  'investment-method-entities': {
    data: ({ tenant }, key) => ({ method: (tenant === tenantB.id ? rowsOfB : rowsOfA).get('investment-methods')?.id, lead: investmentOf.get(tenant)?.holder, associates: [], accountReference: `Isolation ${key}`, status: 'active', tenant }),
    change: () => ({ status: 'closed' }),
  },
  nominees: {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, tenant }),
    change: () => ({ name: 'Hijacked' }),
    switchedOffInA: 'nominee_enabled (tests/integration/investment-methods-nominees.test.ts covers capital and custodian, where it is on)',
  },
  // The insider register (decision 029): append-only, behind market_sounding_enabled (off in demo, on in angel).
  'market-sounding-acceptances': {
    data: ({ tenant }, key) => ({ reference: `MS-${crypto.randomBytes(5).toString('hex').toUpperCase()}`, acceptedAt: '2026-01-01T10:00:00.000Z', investor: investmentOf.get(tenant)?.holder, investorName: 'Isolation investor', opportunity: opportunityOf.get(tenant), opportunityName: 'Isolation opportunity', description: 'What they were told', note: `Isolation ${key}`, tenant }),
    change: () => ({ note: 'Hijacked' }),
    appendOnly: true,
    switchedOffInA: 'market_sounding_enabled (tests/integration/insider-register.test.ts covers angel, where it is on)',
  },
  // Who is invited to a market sounding (decision 040): staff who see live opportunities read them, those who update them withdraw one.
  'market-sounding-invitations': {
    // The investor this file made (the seeded holders are already invited: one invitation per opportunity and investor).
    data: ({ tenant, user }, key) => ({ opportunity: opportunityOf.get(tenant), investor: (tenant === tenantB.id ? rowsOfB : rowsOfA).get('users')?.id, invitedBy: user, declinedAt: null, tenant, note: key }),
    change: () => ({ declinedAt: '2026-01-01T00:00:00.000Z' }),
    switchedOffInA: 'market_sounding_enabled (tests/integration/market-sounding-invitations.test.ts covers angel, where it is on)',
  },
  'pa-deals': {
    data: ({ tenant, user }, key) => ({ staffMember: user, instrument: `Isolation ${key}`, side: 'buy', quantity: 10, price: 100, currency: 'GBP', dealtOn: '2026-01-01T00:00:00.000Z', tenant }),
    change: () => ({ notes: 'Hijacked' }),
    appendOnly: true,
    switchedOffInA: 'market_sounding_enabled (tests/integration/insider-register.test.ts covers angel, where it is on)',
  },
  // The appropriateness test (decision 030): the sets are read by staff with `compliance` and written by
  // operators (and the editors' endpoint); the attempts are read by staff with investors show, written only
  // by the answer endpoint, never changed.
  'appropriateness-sets': {
    data: ({ tenant }, key) => ({ kind: 'fca-2', title: `Isolation ${key}`, intro: '', questions: [{ id: 'q', text: 'Question', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'a' }], passMark: 1, allowedTries: 0, tenant }),
    change: () => ({ title: 'Hijacked' }),
  },
  'appropriateness-attempts': {
    data: ({ tenant }, key) => ({ investor: investmentOf.get(tenant)?.holder, kind: 'fca-1', answers: { note: `Isolation ${key}` }, score: 1, total: 1, passMark: 1, passed: true, tenant }),
    change: () => ({ score: 0 }),
    appendOnly: true,
  },
  // Update reports, who they went to, their types and WIP reports (issue 12 §2, §3; decision 033).
  'update-reports': {
    data: ({ tenant }, key) => ({ title: `Isolation ${key}`, audience: 'tenant', tenant }),
    change: () => ({ title: 'Hijacked' }),
  },
  'update-report-recipients': {
    data: ({ tenant, user }, key) => ({ report: (tenant === tenantB.id ? rowsOfB : rowsOfA).get('update-reports')?.id, user: investmentOf.get(tenant)?.holder ?? user, email: `${key}@isolation.test`, tenant }),
    change: () => ({ readAt: '2026-01-01T00:00:00.000Z' }),
  },
  'report-types': {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, tenant }),
    change: () => ({ description: 'Hijacked' }),
  },
  // Rewards (decision 040): the investor settings' `features` right.
  rewards: {
    data: ({ tenant }, key) => ({ name: `Isolation ${key}`, trigger: 'registration', value: 'A welcome pack', tenant }),
    change: () => ({ value: 'Hijacked' }),
  },
  'wip-reports': {
    data: ({ tenant }, key) => ({ title: `Isolation ${key}`, status: 'on-track', periodEnding: '2026-01-01T00:00:00.000Z', progress: 'Isolation progress', tenant }),
    change: () => ({ title: 'Hijacked' }),
  },
  // Interest options (decision 031): staff who see live opportunities read them, an investor their own; written by the investor's call only.
  'opportunity-interests': {
    data: ({ tenant }, key) => ({ opportunity: opportunityOf.get(tenant), investor: investmentOf.get(tenant)?.holder, option: 'with_finance', note: `Isolation ${key}`, tenant }),
    change: () => ({ option: 'not_interested' }),
  },
  'idempotency-keys': {
    data: ({ tenant, user }, key) => ({ key, userId: user, route: 'invest', requestHash: '0'.repeat(64), status: 201, response: { ok: true }, tenant }),
    change: () => ({ status: 500 }),
    operatorsOnly: true,
  },
  'user-sessions': {
    data: ({ tenant, user }, key) => {
      const now = Date.now()
      return { user, tenant, expires_at: new Date(now + 3_600_000).toISOString(), last_seen_at: new Date(now).toISOString(), idle_minutes: 30, user_agent: `Isolation ${key}` }
    },
    change: () => ({ ended_reason: 'logout' }),
    operatorsOnly: true,
  },
}

function factoryOf(slug: string): TRowFactory {
  const factory = ROW_FACTORIES[slug]
  if (!factory) throw new Error(`No row factory for the tenant-owned collection "${slug}": add one to ROW_FACTORIES in tests/integration/tenant-isolation.test.ts`)
  return factory
}

const sanitizedConfig = await config
const TENANT_OWNED: string[] = sanitizedConfig.collections
  .filter((collection) => collection.flattenedFields.some((field) => field.name === 'tenant'))
  .map((collection) => collection.slug)

const REST_DENIED = [403, 404]

let payload: Payload
let tenantA: Tenant
let tenantB: Tenant
let userA: User
let ownerA: TOwner
let ownerB: TOwner
const superadminA = new TestClient('demo')
/** Rows of tenant B (and, as a control, of tenant A) created for the test, per collection. */
const rowsOfB = new Map<string, TRow>()
const rowsOfA = new Map<string, TRow>()
/** The key each row was made with (in one of its string fields), by collection: the staff search looks for it. */
const keysOfB = new Map<string, string>()
const keysOfA = new Map<string, string>()
/** Everything this file created, for clean-up. */
const created: Array<{ slug: string; id: number | string }> = []

const asSlug = (slug: string) => slug as CollectionSlug

async function createRow(slug: string, data: Record<string, unknown>): Promise<TRow> {
  const doc = (await payload.create({ collection: asSlug(slug), data: data as never, overrideAccess: true, depth: 0 })) as unknown as TRow
  created.push({ slug, id: doc.id })
  return doc
}

async function readRow(slug: string, id: number | string): Promise<TRow | null> {
  const { docs } = await payload.find({ collection: asSlug(slug), where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true })
  return (docs[0] as unknown as TRow | undefined) ?? null
}

const tenantIdOf = (row: TRow | null) => {
  const tenant = row?.tenant
  return tenant && typeof tenant === 'object' && 'id' in tenant ? (tenant as { id: number }).id : (tenant as number | undefined)
}

const rowsWithKey = async (slug: string, where: Where) => (await payload.find({ collection: asSlug(slug), where, depth: 0, limit: 100, overrideAccess: true })).docs as unknown as TRow[]

/** A bulk operation by query either is refused outright or touches no row. */
async function expectNothingAffected(operation: Promise<{ docs: unknown[] }>): Promise<void> {
  const result = await operation.catch((error: unknown) => ({ refused: error }))
  if ('docs' in result) expect(result.docs).toEqual([])
}

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 200)}`

/** The record a row names, as a query (namesRecord rows). */
const pinWhere = (row: TRow): Where => ({ and: [{ targetCollection: { equals: row.targetCollection } }, { targetId: { equals: row.targetId } }] })
const pinQuery = (row: TRow) => `where[targetCollection][equals]=${String(row.targetCollection)}&where[targetId][equals]=${String(row.targetId)}`

/** A where clause that finds the rows a factory made with `key` (by the field, possibly nested, holding it). */
function whereKey(slug: string, key: string): Where {
  const find = (data: Record<string, unknown>, prefix: string): [string, string] | null => {
    for (const [field, value] of Object.entries(data)) {
      if (typeof value === 'string' && value.includes(key)) return [`${prefix}${field}`, value]
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const nested = find(value as Record<string, unknown>, `${prefix}${field}.`)
        if (nested) return nested
      }
    }
    return null
  }
  const found = find(factoryOf(slug).data({ tenant: 0, user: 0 }, key), '')
  if (!found) throw new Error(`ROW_FACTORIES["${slug}"].data must put its key into a string field`)
  return { [found[0]]: { equals: found[1] } }
}

beforeAll(async () => {
  payload = await testPayload()
  const tenants = await payload.find({ collection: 'tenants', where: { code: { in: ['demo', 'angel'] } }, depth: 0, overrideAccess: true })
  tenantA = tenants.docs.find((tenant) => tenant.code === 'demo')!
  tenantB = tenants.docs.find((tenant) => tenant.code === 'angel')!
  const users = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenantA.id } }, { email: { equals: 'superadmin@demo.test' } }] },
    depth: 0,
    overrideAccess: true,
  })
  userA = { ...users.docs[0], collection: 'users' }
  const superadminB = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenantB.id } }, { email: { equals: 'superadmin@angel.test' } }] },
    depth: 0,
    overrideAccess: true,
  })
  ownerA = { tenant: tenantA.id, user: userA.id }
  ownerB = { tenant: tenantB.id, user: superadminB.docs[0].id }
  await superadminA.login('superadmin@demo.test')
  const pipelines = await payload.find({ collection: 'pipelines', where: { tenant: { in: [tenantA.id, tenantB.id] } }, depth: 0, overrideAccess: true, limit: 10 })
  for (const pipeline of pipelines.docs) {
    const tenantId = typeof pipeline.tenant === 'number' ? pipeline.tenant : pipeline.tenant.id
    if (!pipelineOf.has(tenantId)) pipelineOf.set(tenantId, { id: pipeline.id, stage: pipeline.stages![0]!.id! })
  }
  for (const tenant of [tenantA, tenantB]) {
    const deal = (await payload.find({ collection: 'deals', where: { tenant: { equals: tenant.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (deal) dealOf.set(tenant.id, deal.id)
    const opportunity = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { equals: 2 } }] }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (opportunity) opportunityOf.set(tenant.id, opportunity.id)
    const existing = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { in: [5, 6] } }] }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (existing) existingOpportunityOf.set(tenant.id, existing.id)
    const investment = (await payload.find({ collection: 'investments', where: { and: [{ tenant: { equals: tenant.id } }, { 'opportunity.stage': { equals: 2 } }] }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (investment) investmentOf.set(tenant.id, { id: investment.id, opportunity: investment.opportunity as number, holder: investment.holder as number })
    screenedOf.set(tenant.id, (await createTestUser(payload, tenant, 5, { slug: 'isolation-screened' })).id)
    const fund = (await payload.find({ collection: 'funds', where: { tenant: { equals: tenant.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (fund) fundOf.set(tenant.id, fund.id)
    const company = (await payload.find({ collection: 'companies', where: { tenant: { equals: tenant.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (company) companyOf.set(tenant.id, company.id)
    const kpi = (await payload.find({ collection: 'kpis', where: { and: [{ tenant: { equals: tenant.id } }, { formula: { exists: false } }] }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (kpi) kpiOf.set(tenant.id, kpi.id)
    const cashCall = (await payload.find({ collection: 'cash-calls', where: { tenant: { equals: tenant.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (cashCall) cashCallOf.set(tenant.id, cashCall.id)
  }
  for (const slug of TENANT_OWNED) {
    const factory = ROW_FACTORIES[slug]
    if (!factory) continue
    keysOfB.set(slug, unique(`iso-b-${slug}`))
    keysOfA.set(slug, unique(`iso-a-${slug}`))
    rowsOfB.set(slug, await createRow(slug, factory.data(ownerB, keysOfB.get(slug)!)))
    rowsOfA.set(slug, await createRow(slug, factory.data(ownerA, keysOfA.get(slug)!)))
  }
})

afterAll(async () => {
  if (payload) {
    for (const { slug, id } of created.reverse()) {
      if (ROW_FACTORIES[slug]?.appendOnly) continue
      await payload.delete({ collection: asSlug(slug), where: { id: { equals: id } }, overrideAccess: true })
    }
  }
})

test('tenant-owned collections are discovered from the Payload config', () => {
  expect(TENANT_OWNED.length, 'no collection has a `tenant` field: discovery is broken').toBeGreaterThan(0)
  expect(TENANT_OWNED).toEqual(expect.arrayContaining(['users', 'investment-opportunities']))
  expect(TENANT_OWNED).not.toContain('tenants')
})

test('every tenant-owned collection has a row factory in this test', () => {
  const missing = TENANT_OWNED.filter((slug) => !ROW_FACTORIES[slug])
  expect(missing, `Add a ROW_FACTORIES entry in tests/integration/tenant-isolation.test.ts for: ${missing.join(', ')}`).toEqual([])
})

test('the test rows really belong to tenant B', () => {
  for (const [slug, row] of rowsOfB) expect(tenantIdOf(row), slug).toBe(tenantB.id)
})

describe.each(TENANT_OWNED.map((slug) => ({ slug })))('$slug', ({ slug }) => {
  const api = `/api/${slug}`
  const rowOfB = () => {
    factoryOf(slug)
    return rowsOfB.get(slug)!
  }

  describe('REST, as the superadmin of tenant A', () => {
    test("cannot list tenant B's rows", async () => {
      const row = rowOfB()
      const [all, filtered] = await Promise.all([
        superadminA.get(`${api}?limit=1000&depth=0`),
        superadminA.get(`${api}?limit=1000&depth=0&where[tenant][equals]=${tenantB.id}`),
      ])
      if (factoryOf(slug).operatorsOnly || factoryOf(slug).switchedOffInA) {
        expect([all.status, filtered.status]).toEqual([expect.toBeOneOf(REST_DENIED), expect.toBeOneOf(REST_DENIED)])
        return
      }
      if (factoryOf(slug).namesRecord) {
        // Without the record: refused. With A's record: A's rows only. With B's record: refused.
        const rowA = rowsOfA.get(slug)!
        const [ofA, ofB, ofAFilteredToB] = await Promise.all([
          superadminA.get(`${api}?limit=1000&depth=0&${pinQuery(rowA)}`),
          superadminA.get(`${api}?limit=1000&depth=0&${pinQuery(row)}`),
          superadminA.get(`${api}?limit=1000&depth=0&${pinQuery(rowA)}&where[tenant][equals]=${tenantB.id}`),
        ])
        expect(all.status, show(all)).toBe(403)
        expect(REST_DENIED, show(filtered)).toContain(filtered.status)
        expect(ofA.status, show(ofA)).toBe(200)
        const ids = ofA.json<{ docs: TRow[] }>().docs.map((doc) => doc.id)
        expect(ids).toContain(rowA.id)
        expect(ids).not.toContain(row.id)
        expect(ofA.json<{ docs: TRow[] }>().docs.every((doc) => tenantIdOf(doc) === tenantA.id)).toBe(true)
        expect(REST_DENIED, show(ofB)).toContain(ofB.status)
        expect(ofAFilteredToB.status, show(ofAFilteredToB)).toBe(200)
        expect(ofAFilteredToB.json<{ docs: TRow[] }>().docs).toEqual([])
        return
      }
      expect(all.status, show(all)).toBe(200)
      const ids = all.json<{ docs: TRow[] }>().docs.map((doc) => doc.id)
      expect(ids, "the control row of the superadmin's own tenant is missing").toContain(rowsOfA.get(slug)!.id)
      expect(ids).not.toContain(row.id)
      expect(all.json<{ docs: TRow[] }>().docs.every((doc) => tenantIdOf(doc) === tenantA.id)).toBe(true)
      expect(filtered.status, show(filtered)).toBe(200)
      expect(filtered.json<{ docs: TRow[] }>().docs).toEqual([])
    })

    test("cannot read tenant B's row", async () => {
      const response = await superadminA.get(`${api}/${rowOfB().id}?depth=0`)
      expect(REST_DENIED, show(response)).toContain(response.status)
    })

    test("cannot update tenant B's row, by id or by query", async () => {
      const row = rowOfB()
      const change = factoryOf(slug).change(unique('x'))
      const byId = await superadminA.request('PATCH', `${api}/${row.id}?depth=0`, { body: change })
      expect(byId.status, show(byId)).not.toBe(200)
      const byQuery = await superadminA.request('PATCH', `${api}?where[id][equals]=${row.id}&depth=0`, { body: change })
      if (byQuery.status === 200) expect(byQuery.json<{ docs: unknown[] }>().docs).toEqual([])
      const moveToA = await superadminA.request('PATCH', `${api}/${row.id}?depth=0`, { body: { tenant: tenantA.id } })
      expect(moveToA.status, show(moveToA)).not.toBe(200)
      const after = await readRow(slug, row.id)
      const pick = (source: TRow | null) => Object.fromEntries(Object.keys(change).map((key) => [key, source?.[key] ?? null]))
      expect(pick(after)).toEqual(pick(row))
      expect(after?.updatedAt).toBe(row.updatedAt)
      expect(tenantIdOf(after)).toBe(tenantB.id)
    })

    test("cannot delete tenant B's row, by id or by query", async () => {
      const row = rowOfB()
      const byId = await superadminA.request('DELETE', `${api}/${row.id}`)
      expect(REST_DENIED, show(byId)).toContain(byId.status)
      const byQuery = await superadminA.request('DELETE', `${api}?where[id][equals]=${row.id}`)
      if (byQuery.status === 200) expect(byQuery.json<{ docs: unknown[] }>().docs).toEqual([])
      expect(await readRow(slug, row.id)).not.toBeNull()
    })

    test('cannot create a row in tenant B', async () => {
      const key = unique(`iso-post-${slug}`)
      const response = await superadminA.request('POST', `${api}?depth=0`, { body: factoryOf(slug).data(ownerB, key) })
      const rows = await rowsWithKey(slug, whereKey(slug, key))
      for (const row of rows) created.push({ slug, id: row.id })
      expect(rows.filter((row) => tenantIdOf(row) === tenantB.id), `created in B: ${show(response)}`).toEqual([])
      if (response.status === 201) {
        expect(rows.map(tenantIdOf)).toEqual([tenantA.id])
      } else {
        expect(rows).toEqual([])
      }
    })
  })

  describe('Local API with access enforced, as the superadmin of tenant A', () => {
    test("find does not return tenant B's rows", async () => {
      const row = rowOfB()
      if (factoryOf(slug).operatorsOnly || factoryOf(slug).switchedOffInA) {
        await expect(payload.find({ collection: asSlug(slug), user: userA, overrideAccess: false, depth: 0 })).rejects.toMatchObject({ status: 403 })
        return
      }
      if (factoryOf(slug).namesRecord) {
        const rowA = rowsOfA.get(slug)!
        const find = (where?: Where) => payload.find({ collection: asSlug(slug), user: userA, overrideAccess: false, depth: 0, limit: 1000, where })
        await expect(find()).rejects.toMatchObject({ status: 403 })
        await expect(find(pinWhere(row))).rejects.toMatchObject({ status: 403 })
        const { docs } = await find(pinWhere(rowA))
        expect(docs.map((doc) => doc.id)).toContain(rowA.id)
        expect(docs.map((doc) => doc.id)).not.toContain(row.id)
        expect((await find({ and: [pinWhere(rowA), { tenant: { equals: tenantB.id } }] })).docs).toEqual([])
        return
      }
      const { docs } = await payload.find({ collection: asSlug(slug), user: userA, overrideAccess: false, depth: 0, limit: 1000 })
      expect(docs.map((doc) => doc.id)).toContain(rowsOfA.get(slug)!.id)
      expect(docs.map((doc) => doc.id)).not.toContain(row.id)
      const filtered = await payload.find({ collection: asSlug(slug), user: userA, overrideAccess: false, depth: 0, where: { tenant: { equals: tenantB.id } } })
      expect(filtered.docs).toEqual([])
    })

    test("findByID does not return tenant B's row", async () => {
      await expect(payload.findByID({ collection: asSlug(slug), id: rowOfB().id, user: userA, overrideAccess: false, depth: 0 })).rejects.toMatchObject({
        status: expect.toBeOneOf(REST_DENIED),
      })
    })

    test("update does not change tenant B's row", async () => {
      const row = rowOfB()
      const change = factoryOf(slug).change(unique('x'))
      await expect(payload.update({ collection: asSlug(slug), id: row.id, data: change as never, user: userA, overrideAccess: false, depth: 0 })).rejects.toBeDefined()
      await expectNothingAffected(payload.update({ collection: asSlug(slug), where: { id: { equals: row.id } }, data: change as never, user: userA, overrideAccess: false, depth: 0 }))
      const after = await readRow(slug, row.id)
      expect(after?.updatedAt).toBe(row.updatedAt)
      expect(tenantIdOf(after)).toBe(tenantB.id)
    })

    test("delete does not remove tenant B's row", async () => {
      const row = rowOfB()
      await expect(payload.delete({ collection: asSlug(slug), id: row.id, user: userA, overrideAccess: false })).rejects.toBeDefined()
      await expectNothingAffected(payload.delete({ collection: asSlug(slug), where: { id: { equals: row.id } }, user: userA, overrideAccess: false }))
      expect(await readRow(slug, row.id)).not.toBeNull()
    })

    test('create never puts a row in tenant B', async () => {
      const key = unique(`iso-local-${slug}`)
      let createdDoc: TRow | null = null
      try {
        createdDoc = (await payload.create({ collection: asSlug(slug), data: factoryOf(slug).data(ownerB, key) as never, user: userA, overrideAccess: false, depth: 0 })) as unknown as TRow
      } catch {
        createdDoc = null
      }
      const rows = await rowsWithKey(slug, whereKey(slug, key))
      for (const row of rows) created.push({ slug, id: row.id })
      expect(rows.filter((row) => tenantIdOf(row) === tenantB.id)).toEqual([])
      if (createdDoc) expect(tenantIdOf(createdDoc)).toBe(tenantA.id)
    })
  })
})

/**
 * The staff search (GET /api/search, issue 11 §11, decision 024) over the collections it reads:
 * tenant A's superadmin finds A's row by its key and never B's, by B's key or A's.
 */
describe.each(SEARCHED_COLLECTIONS.map((slug) => ({ slug })))('the staff search: $slug', ({ slug }) => {
  test("finds tenant A's row and never tenant B's", async () => {
    const hrefs = async (key: string) => {
      const response = await superadminA.get(`/api/search?q=${encodeURIComponent(key)}&limit=20`)
      expect(response.status, show(response)).toBe(200)
      return response.json<TSearchAnswer>().groups.flatMap((group) => group.results.map((result) => result.href))
    }
    const rowA = rowsOfA.get(slug)! as { id: number; stage?: unknown }
    const rowB = rowsOfB.get(slug)! as { id: number; stage?: unknown }
    expect(await hrefs(keysOfA.get(slug)!), 'the control row of the own tenant').toContain(recordPath(slug, rowA))
    for (const key of [keysOfB.get(slug)!, keysOfA.get(slug)!]) expect(await hrefs(key)).not.toContain(recordPath(slug, rowB))
  })
})

describe('other ways in', () => {
  test('GraphQL is switched off', async () => {
    const [post, get, playground] = await Promise.all([
      superadminA.request('POST', '/api/graphql', { body: { query: '{ Users { docs { id email tenant { id } } } }' } }),
      superadminA.get('/api/graphql?query=%7B__typename%7D'),
      superadminA.get('/api/graphql-playground'),
    ])
    expect(post.status, show(post)).toBe(404)
    expect(get.status, show(get)).toBe(404)
    expect(playground.status, show(playground)).toBe(404)
  })

  test('a session cookie issued on angel.localhost is not accepted on capital.localhost', async () => {
    const angel = new TestClient('angel')
    await angel.login('investor@angel.test')
    expect((await angel.get('/api/user')).status).toBe(200)
    const capital = new TestClient('capital')
    for (const [name, value] of angel.cookies) capital.cookies.set(name, value)
    const response = await capital.get('/api/user')
    expect(response.status, show(response)).toBe(401)
    const list = await capital.get('/api/users?limit=5&depth=0')
    expect(list.status, show(list)).toBe(403)
  })

  test("the demo tenant's session cookie does not authenticate on another tenant's host", async () => {
    const elsewhere = new TestClient('angel')
    for (const [name, value] of superadminA.cookies) elsewhere.cookies.set(name, value)
    expect((await elsewhere.get('/api/user')).status).toBe(401)
    const opportunities = await elsewhere.get('/api/investment-opportunities?limit=5&depth=0')
    expect(opportunities.status).toBe(403)
  })
})

/**
 * Collections without a tenant field (issue 8, finding 6): each is for operators only, or public
 * with a stated reason. Payload's own (`payload-*`) are operator-only by one rule
 * (src/collections/payload-internals.ts). A new collection without a tenant field fails here
 * until it is classified.
 */
const WITHOUT_TENANT: Record<string, 'operators only' | { public: string }> = {
  operators: 'operators only',
  tenants: 'operators only',
}
const NON_TENANT = sanitizedConfig.collections.map((collection) => collection.slug).filter((slug) => !TENANT_OWNED.includes(slug))
const classification = (slug: string) => WITHOUT_TENANT[slug] ?? (isPayloadInternal(slug) ? 'operators only' : undefined)

test('every collection without a tenant field is operator-only or public with a reason', () => {
  expect(NON_TENANT).toEqual(expect.arrayContaining(['operators', 'tenants', 'payload-locked-documents', 'payload-preferences', 'payload-migrations']))
  const unclassified = NON_TENANT.filter((slug) => !classification(slug))
  expect(unclassified, `Classify in WITHOUT_TENANT (tests/integration/tenant-isolation.test.ts): ${unclassified.join(', ')}`).toEqual([])
})

describe.each(NON_TENANT.filter((slug) => classification(slug) === 'operators only').map((slug) => ({ slug })))('$slug (operators only)', ({ slug }) => {
  test('a tenant Super Admin can neither list, read nor create through REST', async () => {
    const [list, one, create] = await Promise.all([
      superadminA.get(`/api/${slug}?limit=5&depth=0`),
      superadminA.get(`/api/${slug}/1?depth=0`),
      superadminA.request('POST', `/api/${slug}?depth=0`, { body: {} }),
    ])
    for (const response of [list, one, create]) expect([401, 403, 404], `${slug}: ${show(response)}`).toContain(response.status)
  })

  test('nor through the Local API with access enforced', async () => {
    await expect(payload.find({ collection: asSlug(slug), user: userA, overrideAccess: false, depth: 0, limit: 1 })).rejects.toMatchObject({ status: 403 })
  })
})
