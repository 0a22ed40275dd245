import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import type { TDeclarationAnswer, TInvestorCategory } from '@/domain/investors/categorisation'
import { featuresOf } from '@/tenancy/branding'
import type { Tenant } from '@/payload-types'

// Demo client categorisations (issue 11 §1 category tab, decision 023): the demo investors' declared
// categories with COBS 4.12A's statements, a history (an expired declaration before the one in force),
// and, where the tenant asks staff to approve them (fund), one waiting and one rejected.

/** COBS 4.12A's statements per category with demo answers (also the generated register's: demo-investor-register.ts). */
export const DECLARATION_ANSWERS: Record<TInvestorCategory, TDeclarationAnswer[]> = {
  restricted: [
    { question: 'In the twelve months before today, have you invested less than 10% of your net assets in non-readily realisable securities?', answer: 'Yes' },
    { question: 'In the next twelve months, do you undertake to invest less than 10% of your net assets in non-readily realisable securities?', answer: 'Yes' },
  ],
  'high-net-worth': [
    { question: 'In the financial year before today, did you have an annual income of £100,000 or more?', answer: 'Yes: £142,000' },
    { question: 'Throughout that year, did you hold net assets of £250,000 or more (excluding your main home, pension rights and insurance benefits)?', answer: 'Yes: £610,000' },
  ],
  'sophisticated-certified': [
    { question: 'Do you hold a written certificate from an FCA-authorised firm confirming you understand the risks of these investments?', answer: 'Yes: issued by Wealthbridge Advisers Ltd' },
  ],
  'sophisticated-self-certified': [
    { question: 'Have you been a member of a network or syndicate of business angels for at least the last six months?', answer: 'Yes: Solent Angels since 2021' },
    { question: 'Have you made more than one investment in an unlisted company in the last two years?', answer: 'Yes: three' },
  ],
}

type TDemoDeclaration = { email: string; category: TInvestorCategory; daysAgo: number; decision?: { outcome: 'approved' | 'rejected'; reason?: string } }

/** Oldest first per investor, so the history reads as it happened. An investor left out shows the tab's empty state. */
function declarationsOf(code: string, approvalRequired: boolean): TDemoDeclaration[] {
  const email = (slug: string) => `${slug}@${code}.test`
  const approved = approvalRequired ? { outcome: 'approved' as const } : undefined
  return [
    { email: email('investor'), category: 'restricted', daysAgo: 430, decision: approved },
    { email: email('investor'), category: 'high-net-worth', daysAgo: 35, decision: approved },
    { email: email('ada.okafor'), category: 'sophisticated-self-certified', daysAgo: 120, decision: approved },
    { email: email('mei.tanaka'), category: 'restricted', daysAgo: 200, decision: approved },
    ...(approvalRequired
      ? [
          { email: email('grace.lindqvist'), category: 'high-net-worth' as const, daysAgo: 2 },
          { email: email('tomas.ferreira'), category: 'sophisticated-certified' as const, daysAgo: 9, decision: { outcome: 'rejected' as const, reason: 'The certificate you uploaded has expired: please ask your adviser for a current one and declare again.' } },
        ]
      : [
          { email: email('grace.lindqvist'), category: 'high-net-worth' as const, daysAgo: 60 },
          { email: email('tomas.ferreira'), category: 'restricted' as const, daysAgo: 15 },
        ]),
  ]
}

export async function seedDemoCategorisations(payload: Payload, tenant: Tenant): Promise<void> {
  const approvalRequired = !!featuresOf(tenant).compliance_test_requires_categorisation_approval
  const declarations = declarationsOf(tenant.code, approvalRequired)
  const investors = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { in: [...new Set(declarations.map((row) => row.email))] } }] }, limit: 20, depth: 0, pagination: false, select: { email: true } })).docs
  const idOf = new Map(investors.map((investor) => [investor.email, investor.id]))
  const decider = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.superAdmin } }] }, limit: 1, depth: 0, select: { name: true, surname: true } })).docs[0]
  for (const row of declarations) {
    const investor = idOf.get(row.email)
    if (investor === undefined) continue
    const declaredAt = new Date(Date.now() - row.daysAgo * 86_400_000).toISOString()
    // The collection stamps expiry and first status from the tenant's switch, as for a portal declaration.
    const created = await payload.create({ collection: 'investor-categorisations', data: { investor, category: row.category, answers: DECLARATION_ANSWERS[row.category], declaredAt, source: 'investor', tenant: tenant.id } as never, overrideAccess: true, depth: 0 })
    if (!row.decision || !decider) continue
    const decidedAt = new Date(Date.now() - Math.max(0, row.daysAgo - 1) * 86_400_000).toISOString()
    const decidedByName = [decider.name, decider.surname].filter(Boolean).join(' ')
    await payload.update({ collection: 'investor-categorisations', id: created.id, data: { status: row.decision.outcome, decisionReason: row.decision.reason ?? null, decidedBy: decider.id, decidedByName, decidedAt }, overrideAccess: true, depth: 0 })
  }
}
