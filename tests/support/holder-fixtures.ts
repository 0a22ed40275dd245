import type { Payload } from 'payload'
import { expect } from 'vitest'

import { ROLE } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import type { TCashCallHolderKind } from '@/domain/investments/cash-calls'
import type { Tenant, User } from '@/payload-types'

import type { TestClient, TResponse } from './http-client'
import { createTestUser, unique } from './payload'

// The holders of every kind (decisions 014, 015, 020, 025) that the money-model test files build on
// one tenant: an investor, an organisation with a director, an authorised signatory and a plain
// member, an investment-method account with its lead and an associate, a nominee; their holdings
// recorded through the staff's own calls; and the records a file made, removed in the one order the
// foreign keys allow.

/** What a test file created, removed by `cleanUp` in its afterAll. */
export class CreatedHolderRecords {
  readonly opportunities: number[] = []
  readonly organisations: number[] = []
  readonly methods: number[] = []
  readonly nominees: number[] = []

  /** The opportunities' rounds, calls, investments and entries first (the unsafe delete's purge), then the holders nothing names any more. */
  async cleanUp(payload: Payload): Promise<void> {
    for (const id of this.opportunities) await deleteOpportunityDependants(payload, id)
    const remove = async (collection: 'investment-opportunities' | 'investment-methods' | 'nominees' | 'organisations', ids: number[]) => {
      if (ids.length) await payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true })
    }
    await remove('investment-opportunities', this.opportunities)
    await remove('investment-methods', this.methods)
    await remove('nominees', this.nominees)
    await remove('organisations', this.organisations)
  }
}

export type THolderCast = {
  investor: User
  /** Director, authorised signatory and plain member of the organisation. */
  director: User
  signatory: User
  member: User
  organisation: number
  organisationName: string
  /** The account's lead and an associate. */
  lead: User
  associate: User
  method: number
  methodName: string
  entity: number
  nominee: number
  nomineeName: string
}

/** A holder of each kind on `tenant`, with the people who act for them; `prefix` names the users (their surnames) and the records. */
export async function createHolderCast(payload: Payload, tenant: Tenant, created: CreatedHolderRecords, prefix: string): Promise<THolderCast> {
  const user = (role: string) => createTestUser(payload, tenant, ROLE.user, { slug: `${prefix}-${role}` })
  const [investor, director, signatory, member, lead, associate] = await Promise.all(['investor', 'director', 'signatory', 'member', 'lead', 'associate'].map(user))
  const organisationName = unique(`${prefix} Family Office`)
  const organisation = (await payload.create({ collection: 'organisations', data: { name: organisationName, businessType: 'business', contactEmail: 'office@family-office.example', tenant: tenant.id }, overrideAccess: true, depth: 0 })).id
  created.organisations.push(organisation)
  for (const [person, role] of [
    [director!, 'director'],
    [signatory!, 'authorised_signatory'],
    [member!, 'member'],
  ] as const)
    await payload.create({ collection: 'organisation-members', data: { organisation, investor: person.id, role, tenant: tenant.id }, overrideAccess: true, depth: 0 })
  const methodName = unique(`${prefix} SIPP`)
  const method = (await payload.create({ collection: 'investment-methods', data: { name: methodName, kind: 'sipp', provider: 'Test Pensions Ltd', tenant: tenant.id }, overrideAccess: true, depth: 0 })).id
  created.methods.push(method)
  const entity = (await payload.create({ collection: 'investment-method-entities', data: { method, lead: lead!.id, associates: [associate!.id], status: 'active', tenant: tenant.id }, overrideAccess: true, depth: 0 })).id
  const nomineeName = unique(`${prefix} Nominees Ltd`)
  const nominee = (await payload.create({ collection: 'nominees', data: { name: nomineeName, companyNumber: unique('CN').slice(0, 40), contactEmail: 'ops@nominee.example', tenant: tenant.id }, overrideAccess: true, depth: 0 })).id
  created.nominees.push(nominee)
  return { investor: investor!, director: director!, signatory: signatory!, member: member!, organisation, organisationName, lead: lead!, associate: associate!, method, methodName, entity, nominee, nomineeName }
}

/** The id of the cast's holder of `kind`, in that kind's own column. */
export const holderIdOf = (cast: THolderCast, kind: TCashCallHolderKind) => ({ investor: cast.investor.id, organisation: cast.organisation, method_entity: cast.entity, nominee: cast.nominee })[kind]

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

/**
 * Records the cast's holdings of `opportunity` (shares per kind, at `sharePrice` minor units a share)
 * as subsequent investments, each kind through its own staff call; a holding of no shares is skipped.
 */
export async function recordHoldings(staff: TestClient, opportunity: number, cast: THolderCast, shares: Partial<Record<TCashCallHolderKind, number>>, sharePrice = 1): Promise<void> {
  const calls: Record<TCashCallHolderKind, [string, Record<string, number>]> = {
    investor: ['/api/investments/manual', { holder: cast.investor.id }],
    organisation: ['/api/investments/org', { organisation: cast.organisation }],
    method_entity: ['/api/investments/pension', { entity: cast.entity }],
    nominee: ['/api/investments/nominee', { nominee: cast.nominee }],
  }
  for (const [kind, held] of Object.entries(shares) as Array<[TCashCallHolderKind, number]>) {
    if (held <= 0) continue
    const [path, holder] = calls[kind]
    const response = await staff.request('POST', path, { body: { opportunity, ...holder, amount: held * sharePrice, type: 'subsequent' }, headers: { 'Idempotency-Key': unique('holding') } })
    expect(response.status, `${kind}: ${show(response)}`).toBe(201)
  }
}
