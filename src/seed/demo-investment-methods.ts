import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import type { TEntityStatus, TMethodKind } from '@/domain/investment-methods/investment-methods'
import { lexicalParagraphs } from '@/lib/lexical'
import { seedDemoHolderInvestments, type THolderInvestmentPlan } from '@/seed/demo-holder-investments'
import { featuresOf } from '@/tenancy/branding'
import type { Tenant } from '@/payload-types'

// Demo investment methods and nominees (issue 11 §4, §5; decision 022): every demo tenant gets six
// methods of the UK's usual wrappers, each with two to four investors' entities (leads spread over
// the register, some with associates, in every state; the main demo investor leads an ISA), a note
// on the first; tenants with nominee_enabled also get three nominee companies, a note on the first.
// Accounts and nominees hold investments (decision 025): the main investor's ISA (paid), a SIPP
// account (half paid) and the SSAS (paid); on nominee tenants the first nominee (paid) and the
// second (awaiting payment), so the methods' and nominees' transactions tabs and the cap tables show
// them. The ISA's account and the first nominee also hold the existing opportunity of the demo
// pre-emption rounds (decision 015).

type TDemoMethod = { name: string; kind: TMethodKind; provider: string | null; reference: string | null; description: string | null }

const METHODS: readonly TDemoMethod[] = [
  { name: 'Innovative Finance ISA', kind: 'isa', provider: 'Wealthbridge ISA Managers Ltd', reference: 'IFISA-2024', description: 'Tax-free wrapper for eligible debt and crowdfunding investments; £20,000 annual allowance.' },
  { name: 'Hargreaves Lansdown SIPP', kind: 'sipp', provider: 'Hargreaves Lansdown Asset Management', reference: '00612345RW', description: null },
  { name: 'Curtis Banks SIPP', kind: 'sipp', provider: 'Curtis Banks Ltd', reference: '00598765RL', description: 'Accepts unquoted shares after the provider’s due diligence (allow six weeks).' },
  { name: 'Ashdown Directors’ SSAS', kind: 'ssas', provider: 'Ashdown Pension Trustees Ltd', reference: '00711223RX', description: 'Small self-administered scheme of the Ashdown directors; all members are trustees.' },
  { name: 'Investment through a personal company', kind: 'company', provider: null, reference: null, description: 'An investor’s own limited company; the lead is a director, associates co-directors.' },
  { name: 'Family trust', kind: 'trust', provider: null, reference: null, description: 'Discretionary family trusts; the lead is the settlor or lead trustee, associates the other trustees.' },
]

const STATUSES: readonly TEntityStatus[] = ['active', 'active', 'pending', 'active', 'closed']

type TDemoNominee = { name: string; companyNumber: string; fcaNumber: string; contactName: string; contactEmail: string; contactPhone: string; address: string; description: string | null }

const NOMINEES: readonly TDemoNominee[] = [
  { name: 'Wealthbridge Nominees Ltd', companyNumber: '08123456', fcaNumber: '612345', contactName: 'Priya Raman', contactEmail: 'nominees@wealthbridge.example', contactPhone: '+44 20 7946 0100', address: '1 King William Street\nLondon EC4N 7AR', description: 'Holds shares for investors who invest through the platform’s nominee service; quarterly reconciliation.' },
  { name: 'Northgate Custody Nominees Ltd', companyNumber: '10987654', fcaNumber: '798123', contactName: 'Tom Ellis', contactEmail: 'custody@northgate.example', contactPhone: '+44 161 496 0200', address: '100 Barbirolli Square\nManchester M2 3BD', description: null },
  { name: 'Thistle Bare Trust Nominees Ltd', companyNumber: 'SC654321', fcaNumber: '845671', contactName: 'Morag Campbell', contactEmail: 'operations@thistle-nominees.example', contactPhone: '+44 131 496 0300', address: '20 Castle Terrace\nEdinburgh EH1 2EN', description: 'Bare trust nominee for the Scottish angel syndicate.' },
]

const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

export async function seedDemoInvestmentMethods(payload: Payload, tenant: Tenant): Promise<void> {
  const investors = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.user } }] }, sort: 'id', limit: 60, depth: 0, pagination: false, select: { email: true } })).docs
  const superAdmin = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.superAdmin } }] }, limit: 1, depth: 0 })).docs[0]!
  const main = investors.find((investor) => investor.email.startsWith('investor@'))
  const others = investors.filter((investor) => investor.id !== main?.id)
  const methods: number[] = []
  // The first active account of each kind, to hold investments.
  const activeAccount = new Map<TMethodKind, number>()
  let next = 0
  for (const [index, data] of METHODS.entries()) {
    const method = await payload.create({ collection: 'investment-methods', data: { ...data, tenant: tenant.id }, depth: 0 })
    methods.push(method.id)
    const count = 2 + (index % 3)
    for (let position = 0; position < count; position++) {
      // The main demo investor leads the ISA's first entity (their record shows it); the rest go round the register.
      const lead = index === 0 && position === 0 && main ? main : others[next++ % others.length]!
      // Joint holders and trustees: companies, trusts and the SSAS name one or two associates.
      const associateCount = data.kind === 'company' || data.kind === 'trust' || data.kind === 'ssas' ? 1 + (position % 2) : position === 1 ? 1 : 0
      const associates = Array.from({ length: associateCount }, () => others[next++ % others.length]!.id).filter((id) => id !== lead.id)
      const entity = await payload.create({
        collection: 'investment-method-entities',
        data: { method: method.id, lead: lead.id, associates: [...new Set(associates)], accountReference: data.provider ? `${data.kind.toUpperCase()}-${String(100_000 + method.id * 100 + position)}` : null, status: STATUSES[(index + position) % STATUSES.length]!, openedAt: at(30 + index * 40 + position * 11), tenant: tenant.id },
        depth: 0,
      })
      if (entity.status === 'active' && !activeAccount.has(data.kind)) activeAccount.set(data.kind, entity.id)
    }
  }
  await payload.create({
    collection: 'notes',
    depth: 0,
    data: { targetCollection: 'investment-methods', targetId: methods[0]!, author: superAdmin.id, tenant: tenant.id, body: lexicalParagraphs(['New tax year: remind ISA holders that this year’s allowance resets on 6 April.', 'Next: check the ISA manager’s list of eligible opportunities before the next round opens.']) },
  })
  const note = 'Recorded through the account by staff'
  // The ISA's account (investor@'s) also holds shares in the existing opportunity of the demo pre-emption rounds (decision 015).
  const plans: THolderInvestmentPlan[] = [
    { kind: 'isa' as const, opportunityIndex: 0, fraction: 0.01, paidPart: 1 },
    { kind: 'sipp' as const, opportunityIndex: 1, fraction: 0.03, paidPart: 0.5 },
    { kind: 'ssas' as const, opportunityIndex: 0, fraction: 0.02, paidPart: 1 },
    { kind: 'isa' as const, opportunityIndex: 0, roundOpportunity: true, daysAgo: 380, fraction: 0.015, paidPart: 1 },
  ].flatMap(({ kind, ...plan }) => (activeAccount.has(kind) ? [{ holder: { kind: 'method_entity' as const, id: activeAccount.get(kind)! }, ...plan, note }] : []))
  if (featuresOf(tenant).nominee_enabled) plans.push(...(await seedDemoNominees(payload, tenant.id, superAdmin.id)))
  await seedDemoHolderInvestments(payload, tenant.id, plans, superAdmin.id)
}

/** The nominees, and the investments the first two hold. */
async function seedDemoNominees(payload: Payload, tenantId: number, author: number): Promise<THolderInvestmentPlan[]> {
  const nominees: number[] = []
  for (const data of NOMINEES) nominees.push((await payload.create({ collection: 'nominees', data: { ...data, country: 'GB', tenant: tenantId }, depth: 0 })).id)
  await payload.create({
    collection: 'notes',
    depth: 0,
    data: { targetCollection: 'nominees', targetId: nominees[0]!, author, tenant: tenantId, body: lexicalParagraphs(['Quarterly reconciliation received: the nominee register agrees with our records.', 'Next: send the updated beneficial owner list before the year end.']) },
  })
  const note = 'Held in the nominee’s name for its investors'
  return [
    { holder: { kind: 'nominee', id: nominees[0]! }, opportunityIndex: 1, fraction: 0.05, paidPart: 1, note },
    { holder: { kind: 'nominee', id: nominees[1]! }, opportunityIndex: 0, fraction: 0.02, paidPart: 0, note },
    { holder: { kind: 'nominee', id: nominees[0]! }, opportunityIndex: 0, roundOpportunity: true, daysAgo: 360, fraction: 0.02, paidPart: 1, note },
  ]
}
