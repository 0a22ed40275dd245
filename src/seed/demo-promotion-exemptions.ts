import type { Payload } from 'payload'

import { EXEMPTION_STATEMENT, type TExemptionArticle } from '@/domain/investors/promotion-exemptions'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

// Demo financial promotion exemptions (spec 3 financial_promotion_exceptions_enabled, decision 043),
// on tenants with the switch on (angel): investor@ a certified sophisticated investor (art. 50, with
// the certifying firm), ada.okafor@ a self-certified one (art. 50A). Staff see them on the Category tab.

const DAY = 86_400_000

type TDemoExemption = { slug: string; article: TExemptionArticle; daysAgo: number; certificate?: { certifiedBy: string; certifierReference: string; daysAgo: number } }

const DEMO_EXEMPTIONS: TDemoExemption[] = [
  { slug: 'investor', article: 'art-50', daysAgo: 21, certificate: { certifiedBy: 'Wealthbridge Advisers Ltd', certifierReference: '612345', daysAgo: 400 } },
  { slug: 'ada.okafor', article: 'art-50a', daysAgo: 95 },
]

export async function seedDemoPromotionExemptions(payload: Payload, tenant: Tenant): Promise<void> {
  if (!featuresOf(tenant).financial_promotion_exceptions_enabled) return
  const emails = DEMO_EXEMPTIONS.map((row) => `${row.slug}@${tenant.code}.test`)
  const { docs } = await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { in: emails } }] }, limit: emails.length, depth: 0, pagination: false, select: { email: true } })
  const idOf = new Map(docs.map((user) => [user.email, user.id]))
  for (const row of DEMO_EXEMPTIONS) {
    const investor = idOf.get(`${row.slug}@${tenant.code}.test`)
    if (investor === undefined) continue
    const certificate = row.certificate && { certifiedBy: row.certificate.certifiedBy, certifierReference: row.certificate.certifierReference, certificateDate: new Date(Date.now() - row.certificate.daysAgo * DAY).toISOString() }
    await payload.create({
      collection: 'promotion-exemptions',
      data: { investor, article: row.article, statement: EXEMPTION_STATEMENT[row.article], declaredAt: new Date(Date.now() - row.daysAgo * DAY).toISOString(), ...(certificate ?? {}), tenant: tenant.id } as never,
      overrideAccess: true,
      depth: 0,
    })
  }
}
