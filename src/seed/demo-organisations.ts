import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import type { TBusinessType, TMemberRole } from '@/domain/organisations/organisations'
import { lexicalParagraphs } from '@/lib/lexical'
import { featuresOf } from '@/tenancy/branding'
import type { Tenant } from '@/payload-types'

import { seedDemoHolderInvestments } from './demo-holder-investments'

// Demo organisations (issue 11 §3, decision 020): every demo tenant gets eight organisations of the
// three business types, each with two or three of the tenant's investors as members, a note on the
// first; two holding investments (demo-organisation-investments.ts); where
// organisation_links_enabled is on, investors' applications too (two pending, one approved, one
// rejected).

type TDemoOrganisation = { name: string; businessType: TBusinessType; registrationNumber: string | null; address: string; contactEmail: string | null; contactPhone: string | null; description: string | null }

const ORGANISATIONS: readonly TDemoOrganisation[] = [
  { name: 'Ashdown Family Office Ltd', businessType: 'business', registrationNumber: '09876543', address: '12 Cavendish Square\nLondon W1G 0PG', contactEmail: 'office@ashdown-fo.example', contactPhone: '+44 20 7946 0011', description: 'Invests the Ashdown family’s capital; two directors sign.' },
  { name: 'Brightwater Ventures LLP', businessType: 'business', registrationNumber: 'OC412345', address: '3 Queen Street\nEdinburgh EH2 1JE', contactEmail: 'hello@brightwater.example', contactPhone: '+44 131 496 0022', description: null },
  { name: 'Cedar Lane Holdings Ltd', businessType: 'business', registrationNumber: '11223344', address: '45 Deansgate\nManchester M3 2AY', contactEmail: 'finance@cedarlane.example', contactPhone: null, description: 'Holding company of a property group.' },
  { name: 'Harbourside Community Trust', businessType: 'organisation', registrationNumber: '1187654', address: 'The Old Harbour Office\nBristol BS1 4RN', contactEmail: 'trustees@harbourside.example', contactPhone: '+44 117 496 0033', description: 'Registered charity; invests its endowment.' },
  { name: 'Northern Angels Network', businessType: 'organisation', registrationNumber: null, address: '8 Grey Street\nNewcastle upon Tyne NE1 6AE', contactEmail: 'network@northernangels.example', contactPhone: null, description: 'An angel syndicate: members invest together.' },
  { name: 'St Brigid’s College Endowment', businessType: 'organisation', registrationNumber: '1093321', address: 'St Brigid’s College\nOxford OX1 3BD', contactEmail: null, contactPhone: '+44 1865 496 044', description: null },
  { name: 'Morgan Price Consulting', businessType: 'sole_trader', registrationNumber: null, address: '21 Castle Street\nCardiff CF10 1BS', contactEmail: 'morgan@morganprice.example', contactPhone: '+44 29 2018 0055', description: 'Sole trader; invests surplus business cash.' },
  { name: 'Isaac Okafor Design', businessType: 'sole_trader', registrationNumber: null, address: '77 Bold Street\nLiverpool L1 4EZ', contactEmail: 'studio@okafor.example', contactPhone: null, description: null },
]

const MEMBER_ROLES_BY_POSITION: readonly TMemberRole[] = ['director', 'authorised_signatory', 'member']

/** The tenant's investors, oldest first (the demo investors who invested come first). */
async function investorsOf(payload: Payload, tenantId: number) {
  return (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { role_id: { equals: ROLE.user } }] }, sort: 'id', limit: 60, depth: 0, pagination: false, select: { id: true, email: true } })).docs
}

export async function seedDemoOrganisations(payload: Payload, tenant: Tenant): Promise<void> {
  const investors = await investorsOf(payload, tenant.id)
  const superAdmin = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.superAdmin } }] }, limit: 1, depth: 0 })).docs[0]!
  const organisations: number[] = []
  for (const [index, data] of ORGANISATIONS.entries()) {
    const organisation = await payload.create({ collection: 'organisations', data: { ...data, country: 'GB', tenant: tenant.id }, depth: 0 })
    organisations.push(organisation.id)
    // Two or three members each, spread over the register; the main demo investor (investor@) is in the first.
    const count = data.businessType === 'sole_trader' ? 1 : 2 + (index % 2)
    for (let position = 0; position < count; position++) {
      const investor = investors[(index * 3 + position) % investors.length]!
      await payload.create({ collection: 'organisation-members', data: { organisation: organisation.id, investor: investor.id, role: data.businessType === 'sole_trader' ? 'director' : MEMBER_ROLES_BY_POSITION[position]!, tenant: tenant.id }, depth: 0 })
    }
  }
  const main = investors.find((investor) => investor.email.startsWith('investor@'))
  if (main && !(await payload.count({ collection: 'organisation-members', where: { and: [{ organisation: { equals: organisations[0] } }, { investor: { equals: main.id } }] } })).totalDocs) {
    await payload.create({ collection: 'organisation-members', data: { organisation: organisations[0]!, investor: main.id, role: 'authorised_signatory', tenant: tenant.id }, depth: 0 })
  }
  await payload.create({
    collection: 'notes',
    depth: 0,
    data: { targetCollection: 'organisations', targetId: organisations[0]!, author: superAdmin.id, tenant: tenant.id, body: lexicalParagraphs(['Annual review: the family office wants to raise its allocation to early-stage deals next year.', 'Next: send the pipeline summary to both directors.']) },
  })
  // Two of them hold investments (holder kind organisation): their transactions tabs and the opportunities' cap tables name them.
  // The first also holds shares in the existing opportunity of the demo pre-emption rounds, which offer it its right (decision 015).
  const note = 'Recorded for the organisation by staff'
  await seedDemoHolderInvestments(
    payload,
    tenant.id,
    [
      { holder: { kind: 'organisation', id: organisations[0]! }, opportunityIndex: 0, fraction: 0.04, paidPart: 1, note },
      { holder: { kind: 'organisation', id: organisations[3]! }, opportunityIndex: 1, fraction: 0.02, paidPart: 0.5, note },
      { holder: { kind: 'organisation', id: organisations[0]! }, opportunityIndex: 0, roundOpportunity: true, daysAgo: 400, fraction: 0.03, paidPart: 1, note },
    ],
    superAdmin.id,
  )
  if (featuresOf(tenant).organisation_links_enabled) await seedDemoApplications(payload, tenant.id, investors, organisations, superAdmin.id)
}

/** Two pending applications, one approved (linked) and one rejected with its reason, by the tenant's investors. */
async function seedDemoApplications(payload: Payload, tenantId: number, investors: Array<{ id: number; email: string }>, organisations: number[], decidedBy: number): Promise<void> {
  const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
  const main = investors.find((investor) => investor.email.startsWith('investor@')) ?? investors[0]!
  const others = investors.filter((investor) => investor.id !== main.id)
  await payload.create({ collection: 'organisation-applications', data: { applicant: main.id, organisationName: 'Riverside Bakery Ltd', businessType: 'business', registrationNumber: '12837465', role: 'director', message: 'I am a director of our family bakery and would like to invest through the company.', status: 'pending', tenant: tenantId, createdAt: at(2) }, depth: 0 })
  await payload.create({ collection: 'organisation-applications', data: { applicant: others[4]!.id, organisationName: 'Cedar Lane Holdings Ltd', businessType: 'business', registrationNumber: '11223344', role: 'authorised_signatory', message: 'The board named me authorised signatory last month.', status: 'pending', tenant: tenantId, createdAt: at(1) }, depth: 0 })
  // Approved: the link exists (made as the approval makes it) and the investor was told.
  const approvedApplicant = others[7]!
  const approvedOrganisation = organisations[3]!
  await payload.create({ collection: 'organisation-applications', data: { applicant: approvedApplicant.id, organisationName: 'Harbourside Community Trust', businessType: 'organisation', registrationNumber: '1187654', role: 'member', status: 'approved', organisation: approvedOrganisation, decidedBy, decidedAt: at(5), tenant: tenantId, createdAt: at(9) }, depth: 0 })
  const linked = await payload.count({ collection: 'organisation-members', where: { and: [{ organisation: { equals: approvedOrganisation } }, { investor: { equals: approvedApplicant.id } }] } })
  if (!linked.totalDocs) await payload.create({ collection: 'organisation-members', data: { organisation: approvedOrganisation, investor: approvedApplicant.id, role: 'member', tenant: tenantId }, depth: 0 })
  await payload.create({ collection: 'notifications', depth: 0, data: { user: approvedApplicant.id, tenant: tenantId, read_at: at(4), data: { message: 'Organisation application approved: you can now act for Harbourside Community Trust.', icon: 'check', cta: '/investor' } } })
  const rejectedApplicant = others[10]!
  const reason = 'We could not match the registration number to the charity register: please apply again with the number on the charity’s certificate.'
  await payload.create({ collection: 'organisation-applications', data: { applicant: rejectedApplicant.id, organisationName: 'Greenfield Youth Sports Club', businessType: 'organisation', registrationNumber: '99999', role: 'member', status: 'rejected', decisionReason: reason, decidedBy, decidedAt: at(3), tenant: tenantId, createdAt: at(6) }, depth: 0 })
  await payload.create({ collection: 'notifications', depth: 0, data: { user: rejectedApplicant.id, tenant: tenantId, read_at: at(2), data: { message: `Organisation application for Greenfield Youth Sports Club not approved: ${reason}`, icon: 'alert', cta: '/investor' } } })
}
