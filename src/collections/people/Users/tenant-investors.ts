import type { PayloadRequest } from 'payload'

import { ROLE } from '@/access/roles'

// Which accounts are investors (role User) of a tenant: the check behind every link between an
// investor and another record of the tenant (organisation members, decision 020; investment-method
// entities, decision 022), read with the server's rights so the answer never depends on the caller.

/** The investors of the tenant among these ids (each id once). */
export async function tenantInvestorIds(req: PayloadRequest, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return new Set()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenantId } }, { role_id: { equals: ROLE.user } }, { id: { in: wanted } }] },
    depth: 0,
    limit: wanted.length,
    pagination: false,
    overrideAccess: true,
    req,
    select: { role_id: true },
  })
  return new Set(docs.map((doc) => doc.id))
}

/** The investors of the tenant with these emails (lower case), by email; an unknown email is left out. */
export async function tenantInvestorsByEmail(req: PayloadRequest, tenantId: number, emails: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(emails)]
  if (wanted.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenantId } }, { role_id: { equals: ROLE.user } }, { email: { in: wanted } }] },
    depth: 0,
    limit: wanted.length,
    pagination: false,
    overrideAccess: true,
    req,
    select: { email: true },
  })
  return new Map(docs.map((doc) => [doc.email, doc.id]))
}
