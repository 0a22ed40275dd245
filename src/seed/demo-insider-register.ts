import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { recordMarketSoundingAcceptance } from '@/collections/compliance/MarketSoundingAcceptances/record-acceptance'
import { personName } from '@/domain/compliance/insider-register'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

// Demo insider register (issue 12 §4, decision 029) on tenants with market_sounding_enabled (angel,
// custodian): the tenant's market-sounding text, a dozen acceptances over the past year (one of them
// a correction of an entry recorded against the wrong opportunity) and a few PA deals of staff with
// one correction. Written as the product writes them: recordMarketSoundingAcceptance and the
// collection's own create (which copies the names and checks the people are staff).

export const DEMO_MARKET_SOUNDING_DESCRIPTION =
  'By continuing you agree to receive inside information about a proposed offer before it is made public. You become an insider: until the information is public or no longer relevant, you must not deal in the company’s securities, nor recommend or induce anyone else to, nor disclose the information except as your work requires (UK MAR articles 8, 10 and 14). We will tell you when the information stops being inside information.'

const DAY = 86_400_000

/** Days before the seed each acceptance is dated, newest last; one investor and opportunity each, round robin. */
const ACCEPTED_DAYS_AGO = [340, 301, 266, 230, 197, 160, 121, 90, 62, 33, 12, 3]

type TDemoDeal = { staff: string; instrument: string; side: 'buy' | 'sell'; quantity: number; price: number; daysAgo: number; cleared: boolean; notes?: string }

const PA_DEALS: TDemoDeal[] = [
  { staff: 'fundmanager', instrument: 'Kestrel Energy plc ordinary shares', side: 'buy', quantity: 2_500, price: 1_84, daysAgo: 210, cleared: true },
  { staff: 'committee', instrument: 'Harbour Health Group plc', side: 'sell', quantity: 1_200, price: 4_62, daysAgo: 150, cleared: true, notes: 'Sale to fund a house purchase; no inside information held.' },
  { staff: 'adviser', instrument: 'Vanguard FTSE 100 UCITS ETF', side: 'buy', quantity: 40, price: 38_15, daysAgo: 95, cleared: false, notes: 'Collective investment scheme: pre-clearance not required by the policy.' },
  { staff: 'manager', instrument: 'Solent Marine Holdings plc', side: 'buy', quantity: 10_000, price: 27, daysAgo: 41, cleared: true },
]

export async function seedDemoInsiderRegister(payload: Payload, tenant: Tenant): Promise<void> {
  if (!featuresOf(tenant).market_sounding_enabled) return
  if (!tenant.marketSoundingDescription) await payload.update({ collection: 'tenants', id: tenant.id, data: { marketSoundingDescription: DEMO_MARKET_SOUNDING_DESCRIPTION }, overrideAccess: true, depth: 0 })
  const [investors, opportunities, staff] = await Promise.all([
    payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.user } }, { email_verified_at: { exists: true } }] }, sort: 'id', limit: 6, depth: 0, select: { email: true } }),
    payload.find({ collection: 'investment-opportunities', where: { tenant: { equals: tenant.id } }, sort: 'id', limit: 4, depth: 0, select: { title: true } }),
    payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { not_equals: ROLE.user } }] }, limit: 20, depth: 0, select: { email: true, name: true, surname: true, role_id: true } }),
  ])
  if (investors.docs.length === 0 || opportunities.docs.length === 0) return
  const now = Date.now()
  const acceptances = []
  for (const [index, daysAgo] of ACCEPTED_DAYS_AGO.entries()) {
    const investor = investors.docs[index % investors.docs.length]!.id
    const opportunity = opportunities.docs[index % opportunities.docs.length]!.id
    acceptances.push(await recordMarketSoundingAcceptance(payload, { tenant: tenant.id, investor, opportunity, acceptedAt: new Date(now - daysAgo * DAY - index * 3_600_000) }))
  }
  // The sixth was recorded against the wrong opportunity: the correction names it, the original stays.
  const wrong = acceptances[5]!
  const superAdmin = staff.docs.find((person) => person.role_id === ROLE.superAdmin)
  await recordMarketSoundingAcceptance(payload, {
    tenant: tenant.id,
    investor: wrong.investor,
    opportunity: opportunities.docs[(5 + 1) % opportunities.docs.length]!.id,
    acceptedAt: new Date(wrong.acceptedAt),
    corrects: wrong.id,
    note: `Recorded against the wrong opportunity (${wrong.opportunityName}); the sounding was about this one.`,
    recordedBy: superAdmin?.id ?? null,
  })

  const staffId = (slug: string) => staff.docs.find((person) => person.email.startsWith(`${slug}@`))?.id ?? superAdmin?.id
  const recorder = { recordedBy: superAdmin?.id ?? null, recordedByName: personName(superAdmin) }
  const deals = []
  for (const deal of PA_DEALS) {
    const dealtOn = new Date(now - deal.daysAgo * DAY).toISOString()
    const preClearance = deal.cleared ? { preClearedBy: superAdmin?.id, preClearedAt: new Date(now - (deal.daysAgo + 2) * DAY).toISOString() } : {}
    deals.push(
      await payload.create({
        collection: 'pa-deals',
        data: { staffMember: staffId(deal.staff)!, instrument: deal.instrument, side: deal.side, quantity: deal.quantity, price: deal.price, currency: 'GBP', dealtOn, ...preClearance, notes: deal.notes ?? null, ...recorder, tenant: tenant.id },
        overrideAccess: true,
        depth: 0,
      }),
    )
  }
  // The first deal's quantity was mistyped: the correction is a new entry naming it.
  const mistyped = deals[0]!
  await payload.create({
    collection: 'pa-deals',
    data: {
      staffMember: mistyped.staffMember,
      instrument: mistyped.instrument,
      side: mistyped.side,
      quantity: 5_000,
      price: mistyped.price,
      currency: mistyped.currency,
      dealtOn: mistyped.dealtOn,
      preClearedBy: mistyped.preClearedBy,
      preClearedAt: mistyped.preClearedAt,
      notes: `Corrects entry ${mistyped.id}: the contract note shows 5,000 shares, not 2,500.`,
      corrects: mistyped.id,
      ...recorder,
      tenant: tenant.id,
    },
    overrideAccess: true,
    depth: 0,
  })
}
