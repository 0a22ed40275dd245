import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { isAdminType } from '@/access/permissions'
import { ROLE_IDS } from '@/access/roles'
import { personName } from '@/domain/compliance/insider-register'
import type { TFormOption } from '@/lib/resource/define-resource'

/** The most recent entries a new one may correct, offered in the form. */
const CORRECTABLE = 200

/**
 * The select options of the PA deal form (decision 029): the tenant's staff accounts (who dealt,
 * who pre-cleared) and its latest PA deals (what an entry may correct). Read for a user the page has
 * already let in (compliance create); the tenant is the session's.
 */
export async function paDealFormOptions(payload: Payload, user: TTenantUser): Promise<Record<string, TFormOption[]>> {
  const staffRoles = ROLE_IDS.filter((role) => isAdminType(role))
  const [staff, deals] = await Promise.all([
    payload.find({ collection: 'users', where: { and: [{ tenant: { equals: user.tenant } }, { role_id: { in: staffRoles } }] }, sort: 'name', limit: 500, depth: 0, overrideAccess: true, select: { name: true, surname: true, email: true } }),
    payload.find({ collection: 'pa-deals', where: { tenant: { equals: user.tenant } }, sort: '-id', limit: CORRECTABLE, depth: 0, overrideAccess: true, select: { dealtOn: true, staffName: true, instrument: true } }),
  ])
  const people = staff.docs.map((person) => ({ value: String(person.id), label: personName(person) }))
  return {
    staffMember: people,
    preClearedBy: people,
    corrects: deals.docs.map((deal) => ({ value: String(deal.id), label: `#${deal.id} · ${String(deal.dealtOn).slice(0, 10)} · ${deal.staffName ?? ''} · ${deal.instrument}` })),
  }
}
