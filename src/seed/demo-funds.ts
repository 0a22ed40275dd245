import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { SKIP_ACTIVITY_TRAIL } from '@/collections/records/Activities/with-activity-trail'
import { FUND_STATUS, type TFundKpiKey, type TMaturityStatus } from '@/domain/funds/funds'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { lexicalParagraphs } from '@/lib/lexical'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'

import { tinyPdf } from './demo-files'

// Demo funds and fund investments (issue 10 §5, §6, "Demo data"): for a tenant whose funds_enabled
// switch is on, two funds (one closed, fully invested; one active, still raising) with companies,
// three years of monthly NAVs, quarterly valuations, share prices and KPIs, maturity histories
// (one company exited, one written off after administration), a note, call and task on the first
// fund and company, and a document on each. Deterministic figures; dates end at the last month end
// before the seeding (a series point is never in the future). The history's own trail entries are
// left out (hundreds of "recorded a NAV" by System say nothing); the records' creation is in it.
// The money (decision 014) is on the ledger: each fund's investments in its companies (a follow-on
// where the history has one; one company co-invested by the firm directly), at the share price of
// the day, and the demo investors' commitments to each fund, paid in full, in part or not yet, so
// the portfolio's cost, value and multiple and the transactions tabs show the same figures.

const MONTHS = 36
const SERIES = { context: { [SKIP_ACTIVITY_TRAIL]: true } }

/** The last day of the month `monthsAgo` months before the last completed month, at UTC midnight. */
function monthEnd(monthsAgo: number, now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 0)).toISOString()
}

type TCompanySeed = {
  name: string
  industry: string
  country: string
  currency: string
  /** Valuation at the first investment, minor units. */
  value: number
  /** Quarterly growth in per mille (40 = 4 % a quarter). */
  growth: number
  sharePrice: number
  /** Months ago of the first investment. */
  investedAgo: number
  /** Later statuses, months ago. */
  statuses?: { status: TMaturityStatus; ago: number; note: string }[]
  description: string
  /** The fund's stake bought at the first investment, per mille of the valuation then. */
  stake: number
  /** A co-investment by the firm directly (holder kind tenant), per mille of the valuation then. */
  direct?: number
}

type TFundSeed = {
  name: (brand: string) => string
  status: 0 | 1
  currency: string
  targetSize: number
  committedCapital: number
  units: number
  startNav: number
  monthlyGrowth: number
  manager: (brand: string) => string
  structure: string
  description: string
  companies: TCompanySeed[]
}

const FUNDS: TFundSeed[] = [
  {
    name: (brand) => `${brand} Growth Fund I`,
    status: FUND_STATUS.closed,
    currency: 'GBP',
    targetSize: 25_000_000_00,
    committedCapital: 22_500_000_00,
    units: 22_500_000,
    startNav: 100,
    monthlyGrowth: 9,
    manager: (brand) => `${brand} Investment Management`,
    structure: 'Limited partnership',
    description: 'A closed fund of growth-stage UK businesses, fully invested. Figures are illustrative.',
    companies: [
      { name: 'Northwind Robotics', industry: 'Deep tech', country: 'GB', currency: 'GBP', value: 8_000_000_00, growth: 45, sharePrice: 120, investedAgo: 35, stake: 250, description: 'Warehouse picking robots for mid-sized retailers.' },
      {
        name: 'Bramble Foods',
        industry: 'Food and drink',
        country: 'GB',
        currency: 'GBP',
        value: 5_500_000_00,
        growth: 60,
        sharePrice: 85,
        investedAgo: 33,
        stake: 200,
        statuses: [
          { status: 'follow-on', ago: 20, note: 'Series A extension led by the fund.' },
          { status: 'exited', ago: 6, note: 'Trade sale to a national grocer.' },
        ],
        description: 'Plant-based ready meals sold through supermarkets.',
      },
      {
        name: 'Kestrel Energy',
        industry: 'Clean energy',
        country: 'GB',
        currency: 'GBP',
        value: 6_200_000_00,
        growth: -30,
        sharePrice: 150,
        investedAgo: 31,
        stake: 180,
        statuses: [
          { status: 'in-administration', ago: 14, note: 'Administrators appointed after a failed refinancing.' },
          { status: 'written-off', ago: 9, note: 'No recovery expected for shareholders.' },
        ],
        description: 'Community battery storage; the refinancing failed in the rate rise.',
      },
      { name: 'Harbour Health', industry: 'Healthcare', country: 'GB', currency: 'GBP', value: 4_000_000_00, growth: 35, sharePrice: 64, investedAgo: 27, stake: 220, description: 'Remote monitoring for care homes.' },
    ],
  },
  {
    name: (brand) => `${brand} Venture Fund II`,
    status: FUND_STATUS.active,
    currency: 'GBP',
    targetSize: 40_000_000_00,
    committedCapital: 18_000_000_00,
    units: 18_000_000,
    startNav: 100,
    monthlyGrowth: 4,
    manager: (brand) => `${brand} Investment Management`,
    structure: 'Limited partnership',
    description: 'An open fund of early-stage European software and fintech, still raising. Figures are illustrative.',
    companies: [
      { name: 'Lumen Learning', industry: 'B2B software', country: 'GB', currency: 'GBP', value: 3_000_000_00, growth: 55, sharePrice: 40, investedAgo: 30, stake: 300, description: 'Training software for apprenticeships.' },
      { name: 'Fenwick Fintech', industry: 'Fintech', country: 'IE', currency: 'EUR', value: 4_500_000_00, growth: 40, sharePrice: 210, investedAgo: 24, stake: 150, description: 'Payments reconciliation for marketplaces.' },
      { name: 'Quill Legal', industry: 'B2B software', country: 'GB', currency: 'GBP', value: 2_200_000_00, growth: 25, sharePrice: 32, investedAgo: 18, stake: 250, direct: 50, description: 'Contract review for in-house legal teams.' },
    ],
  },
]

/** A company's figures `quarters` quarters after the first investment (whole minor units). */
const grown = (start: number, perMille: number, quarters: number) => Math.max(0, Math.round(start * (1 + perMille / 1000) ** quarters))

const DAY = 86_400_000

/** A company's share price (minor units) on a day `ago` months back: the quarterly series' point on or before it. */
const priceAt = (seed: TCompanySeed, ago: number) => grown(seed.sharePrice * 100, seed.growth, Math.floor((seed.investedAgo - ago) / 3))
const valueAt = (seed: TCompanySeed, ago: number) => grown(seed.value, seed.growth, Math.floor((seed.investedAgo - ago) / 3))

type TLedgerSeed = { tenantId: number; fundId: number; createdBy: number; now: Date }

/** One investment and its entries, as the money endpoints write them (the seed is the server: Local API). */
async function bookInvestment(
  payload: Payload,
  ctx: TLedgerSeed,
  row: { subject: { subjectKind: 'fund'; fund: number } | { subjectKind: 'company'; company: number }; holder: { holderKind: 'investor'; holder: number } | { holderKind: 'fund'; holderFund: number } | { holderKind: 'tenant' }; amount: number; shares: number; currency: string; paid: number; occurredAt: string; paidAt: string; reference: string; note: string },
) {
  const subject = { subjectKind: row.subject.subjectKind, fund: row.subject.subjectKind === 'fund' ? row.subject.fund : null, company: row.subject.subjectKind === 'company' ? row.subject.company : null }
  const holder = { holderKind: row.holder.holderKind, holder: row.holder.holderKind === 'investor' ? row.holder.holder : null, holderFund: row.holder.holderKind === 'fund' ? row.holder.holderFund : null }
  const investment = await payload.create({
    collection: 'investments',
    depth: 0,
    data: { ...subject, ...holder, amount: row.amount, currency: row.currency, shares: row.shares, status: row.paid >= row.amount ? 'paid' : 'awaiting_payment', type: 'manual', paymentReference: row.reference, createdBy: ctx.createdBy, note: row.note, tenant: ctx.tenantId, createdAt: row.occurredAt },
  })
  const entry = (data: { kind: 'investment' | 'payment_received'; amount: number; sharesDelta: number; occurredAt: string; note: string }) =>
    payload.create({ collection: 'ledger-entries', depth: 0, data: { ...subject, ...holder, investment: investment.id, currency: row.currency, createdBy: ctx.createdBy, tenant: ctx.tenantId, ...data } })
  await entry({ kind: 'investment', amount: row.amount, sharesDelta: row.shares, occurredAt: row.occurredAt, note: row.note })
  if (row.paid > 0) await entry({ kind: 'payment_received', amount: row.paid, sharesDelta: 0, occurredAt: row.paidAt, note: 'Bank transfer' })
}

/** Commitments of the demo investors to a fund: paid in full, in part and not yet. */
const COMMITMENTS = [
  { amount: 250_000_00, paid: 1, days: 10 },
  { amount: 100_000_00, paid: 0.5, days: 25 },
  { amount: 500_000_00, paid: 0, days: 40 },
  { amount: 75_000_00, paid: 1, days: 60 },
] as const

/** The fund's ledger: its investors' commitments, its investments in its companies (and a direct co-investment by the firm). */
async function seedFundLedger(payload: Payload, ctx: TLedgerSeed, seed: TFundSeed, fundIndex: number, companies: number[], investors: number[]) {
  const reference = (kind: string, index: number) => `INV-${kind}${String(ctx.tenantId).padStart(2, '0')}${String(ctx.fundId).padStart(4, '0')}${String(index).padStart(2, '0')}`
  const inception = new Date(monthEnd(MONTHS, ctx.now)).getTime()
  const day = (offset: number) => new Date(Math.min(inception + offset * DAY, ctx.now.getTime() - DAY)).toISOString()
  for (const [index, commitment] of COMMITMENTS.entries()) {
    const investor = investors[(index + fundIndex) % investors.length]
    if (investor === undefined) continue
    await bookInvestment(payload, ctx, {
      subject: { subjectKind: 'fund', fund: ctx.fundId },
      holder: { holderKind: 'investor', holder: investor },
      amount: commitment.amount,
      shares: 0,
      currency: seed.currency,
      paid: Math.floor(commitment.amount * commitment.paid),
      occurredAt: day(commitment.days),
      paidAt: day(commitment.days + 14),
      reference: reference('C', index),
      note: 'Commitment',
    })
  }
  let index = 0
  for (const [position, company] of seed.companies.entries()) {
    const companyId = companies[position]!
    const rounds = [{ ago: company.investedAgo, stake: company.stake, note: 'First investment' }]
    const followOn = company.statuses?.find((entry) => entry.status === 'follow-on')
    if (followOn) rounds.push({ ago: followOn.ago, stake: Math.round(company.stake / 2), note: 'Follow-on' })
    for (const round of rounds) {
      const price = priceAt(company, round.ago)
      const shares = Math.floor((valueAt(company, round.ago) * round.stake) / 1000 / price)
      const at = monthEnd(round.ago, ctx.now)
      await bookInvestment(payload, ctx, { subject: { subjectKind: 'company', company: companyId }, holder: { holderKind: 'fund', holderFund: ctx.fundId }, amount: shares * price, shares, currency: company.currency, paid: shares * price, occurredAt: at, paidAt: at, reference: reference('P', index++), note: round.note })
    }
    if (company.direct) {
      const price = priceAt(company, company.investedAgo)
      const shares = Math.floor((company.value * company.direct) / 1000 / price)
      const at = monthEnd(company.investedAgo, ctx.now)
      await bookInvestment(payload, ctx, { subject: { subjectKind: 'company', company: companyId }, holder: { holderKind: 'tenant' }, amount: shares * price, shares, currency: company.currency, paid: shares * price, occurredAt: at, paidAt: at, reference: reference('D', index++), note: 'Co-investment alongside the fund' })
    }
  }
}

async function seedCompany(payload: Payload, tenantId: number, fundId: number, seed: TCompanySeed, industries: Map<string, number>, now: Date): Promise<number> {
  const company = await payload.create({
    collection: 'companies',
    depth: 0,
    data: {
      name: seed.name,
      fund: fundId,
      industry: industries.get(seed.industry) ?? null,
      country: seed.country,
      website: `https://${seed.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      currency: seed.currency,
      description: seed.description,
      companyNumber: String(10_000_000 + seed.value / 100_000).slice(0, 8),
      headquarters: seed.country === 'IE' ? 'Dublin' : 'London',
      foundedOn: monthEnd(seed.investedAgo + 30, now),
      firstInvestedAt: monthEnd(seed.investedAgo, now),
      keyContact: 'Alex Morgan',
      keyContactEmail: `alex@${seed.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      boardSeat: seed.value >= 5_000_000_00,
      status: 'active',
      tenant: tenantId,
    },
  })
  const statuses = [{ status: 'active' as TMaturityStatus, ago: seed.investedAgo, note: 'First investment.' }, ...(seed.statuses ?? [])]
  for (const entry of statuses) {
    await payload.create({ collection: 'company-maturity-statuses', depth: 0, data: { subjectKind: 'company', company: company.id, date: monthEnd(entry.ago, now), status: entry.status, note: entry.note, tenant: tenantId }, ...SERIES })
  }
  // Quarterly valuations and share prices from the first investment; an exit is the last, a write-off values it at nothing.
  const exit = seed.statuses?.find((entry) => entry.status === 'exited')
  const writeOff = seed.statuses?.find((entry) => entry.status === 'written-off')
  for (let ago = seed.investedAgo, quarter = 0; ago >= 0; ago -= 3, quarter++) {
    if (exit && ago < exit.ago) break
    if (writeOff && ago < writeOff.ago) break
    const written = writeOff !== undefined && ago - 3 < writeOff.ago
    const exiting = exit !== undefined && ago - 3 < exit.ago
    const date = monthEnd(written ? writeOff.ago : exiting ? exit.ago : ago, now)
    const value = written ? 0 : grown(seed.value, seed.growth, quarter)
    const method = quarter === 0 ? 'funding-round' : written ? 'write-down' : exiting ? 'exit' : quarter % 4 === 0 ? 'funding-round' : 'fair-value'
    await payload.create({ collection: 'valuations', depth: 0, data: { subjectKind: 'company', company: company.id, date, value, method, currency: seed.currency, tenant: tenantId }, ...SERIES })
    await payload.create({
      collection: 'share-prices',
      depth: 0,
      data: {
        subjectKind: 'company',
        company: company.id,
        date,
        price: written ? 0 : grown(seed.sharePrice * 100, seed.growth, quarter),
        source: quarter === 0 || quarter % 4 === 0 ? 'funding-round' : 'valuation',
        currency: seed.currency,
        tenant: tenantId,
      },
      ...SERIES,
    })
  }
  return company.id
}

async function seedFund(payload: Payload, tenantId: number, brand: string, seed: TFundSeed, industries: Map<string, number>, now: Date, ledger: { index: number; investors: number[]; createdBy: number }) {
  const fund = await payload.create({
    collection: 'funds',
    depth: 0,
    data: {
      name: seed.name(brand),
      status: seed.status,
      currency: seed.currency,
      targetSize: seed.targetSize,
      committedCapital: seed.committedCapital,
      vintageYear: new Date(monthEnd(MONTHS, now)).getUTCFullYear(),
      inceptionDate: monthEnd(MONTHS, now),
      finalCloseAt: seed.status === FUND_STATUS.closed ? monthEnd(MONTHS - 12, now) : null,
      termYears: 10,
      manager: seed.manager(brand),
      domicile: 'England and Wales',
      structure: seed.structure,
      managementFeeBps: 200,
      carriedInterestBps: 2000,
      hurdleRateBps: 800,
      description: seed.description,
      tenant: tenantId,
    },
  })
  // Monthly NAVs over three years: a steady climb with a seasonal wobble, whole pence.
  for (let ago = MONTHS - 1; ago >= 0; ago--) {
    const month = MONTHS - 1 - ago
    const navPerUnit = seed.startNav + Math.round((month * seed.monthlyGrowth) / 3 + 4 * Math.sin(month / 2))
    await payload.create({
      collection: 'net-asset-values',
      depth: 0,
      data: { fund: fund.id, date: monthEnd(ago, now), navPerUnit, unitsOutstanding: seed.units, totalNav: navPerUnit * seed.units, currency: seed.currency, tenant: tenantId },
      ...SERIES,
    })
  }
  const companies: number[] = []
  for (const company of seed.companies) companies.push(await seedCompany(payload, tenantId, fund.id, company, industries, now))
  await seedFundLedger(payload, { tenantId, fundId: fund.id, createdBy: ledger.createdBy, now }, seed, ledger.index, companies, ledger.investors)
  // Quarterly KPIs for the last two years.
  for (let quarter = 0; quarter < 8; quarter++) {
    const period = monthEnd((7 - quarter) * 3, now)
    const values: Record<TFundKpiKey, number> = {
      'net-irr': 650 + quarter * seed.monthlyGrowth * 12,
      'gross-irr': 900 + quarter * seed.monthlyGrowth * 14,
      tvpi: 100 + quarter * seed.monthlyGrowth,
      dpi: seed.status === FUND_STATUS.closed ? quarter * 6 : 0,
      rvpi: 100 + quarter * seed.monthlyGrowth - (seed.status === FUND_STATUS.closed ? quarter * 6 : 0),
      'called-capital': Math.round((seed.committedCapital * (40 + quarter * 7)) / 100),
      distributions: seed.status === FUND_STATUS.closed ? quarter * 150_000_00 : 0,
      'portfolio-companies': seed.companies.length,
    }
    for (const [key, value] of Object.entries(values)) {
      await payload.create({ collection: 'fund-kpis', depth: 0, data: { fund: fund.id, period, key: key as TFundKpiKey, value, currency: seed.currency, tenant: tenantId }, ...SERIES })
    }
  }
  return { fund: fund.id, companies }
}

async function seedRecordWork(payload: Payload, tenant: { id: number; code: string }, target: TRecordTarget, name: string, staff: { superAdmin: number; committee: number }) {
  const base = { targetCollection: target.collection, targetId: target.id, tenant: tenant.id }
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
  await payload.create({ collection: 'notes', depth: 0, data: { ...base, author: staff.superAdmin, body: lexicalParagraphs([`Quarterly review of ${name}: on plan, cash runway of 18 months.`, 'Next: agree the valuation for the quarter end.']), createdAt: hoursAgo(50) } })
  await payload.create({ collection: 'call-logs', depth: 0, data: { ...base, author: staff.committee, calledAt: hoursAgo(30), durationMinutes: 25, outcome: 'connected', summary: `Call with the ${name} team about the quarter's figures.`, createdAt: hoursAgo(30) } })
  await payload.create({ collection: 'tasks', depth: 0, data: { ...base, author: staff.committee, title: `Review the quarter-end valuation of ${name}`, dueAt: new Date(Date.now() + 96 * 3_600_000).toISOString(), assignee: staff.superAdmin, createdAt: hoursAgo(20) } })
  const bytes = tinyPdf([`${name}: quarterly report`, 'Illustrative figures. Staff only.'])
  const key = newStorageKey(tenant.id)
  await fileStore().put(key, bytes, 'application/pdf')
  await payload.create({
    collection: 'documents',
    depth: 0,
    data: {
      ...base,
      folder: null,
      visibility: 'private',
      filename: 'Quarterly report.pdf',
      storageKey: key,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      uploadedBy: staff.superAdmin,
    },
  })
}

/** The funds world of one tenant (its funds_enabled switch is on). */
export async function seedDemoFunds(payload: Payload, tenant: { id: number; code: string; name: string }, now = new Date()): Promise<void> {
  const brand = tenant.name.split(' ')[0]!
  const { docs } = await payload.find({ collection: 'attribute-options', where: { and: [{ tenant: { equals: tenant.id } }, { kind: { equals: 'industry' } }] }, depth: 0, limit: 100, pagination: false })
  const industries = new Map(docs.map((doc) => [doc.name, doc.id]))
  const staffOf = async (role: number) =>
    (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: role } }] }, limit: 1, depth: 0 })).docs[0]!.id
  const staff = { superAdmin: await staffOf(ROLE.superAdmin), committee: await staffOf(ROLE.investmentCommittee) }
  // The demo investors who passed the appropriateness test (seedDemoInvestments made them), in a fixed order.
  const investors = (
    await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.user } }, { compliance_passed: { equals: true } }] }, sort: 'id', limit: 20, depth: 0 })
  ).docs.map((doc) => doc.id)
  const ledger = (index: number) => ({ index, investors, createdBy: staff.superAdmin })
  const [first] = [await seedFund(payload, tenant.id, brand, FUNDS[0]!, industries, now, ledger(0)), await seedFund(payload, tenant.id, brand, FUNDS[1]!, industries, now, ledger(1))]
  await seedRecordWork(payload, tenant, { collection: 'funds', id: first.fund }, FUNDS[0]!.name(brand), staff)
  await seedRecordWork(payload, tenant, { collection: 'companies', id: first.companies[0]! }, FUNDS[0]!.companies[0]!.name, staff)
}
