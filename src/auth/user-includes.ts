import type { Payload } from 'payload'

import { invalid } from '@/lib/app-error'
import { isoUtc } from '@/lib/sql'

// GET /api/user?include=… (spec 3 "relations loaded with the user", spec 7; issue 11 §10, decision
// 028): the user's relations, each only when asked, each one statement over the user's own rows of
// the session's tenant (the tenant in every statement). The plain call asks nothing of the database.

export const USER_INCLUDES = ['organisations', 'attributeValues', 'onboardingDocuments', 'owner', 'investmentMethodEntities', 'leadInvestmentMethodEntities', 'ownershipChoices'] as const
export type TUserInclude = (typeof USER_INCLUDES)[number]

/**
 * The relations named by `include` (comma-separated, as the spec's query builder sends it; repeated
 * parameters are read too). An unknown name is a 422 naming the ones that exist, as a typo would
 * otherwise look like an empty relation.
 */
export function parseUserIncludes(query: URLSearchParams | undefined): TUserInclude[] {
  const names = (query?.getAll('include') ?? []).flatMap((value) => value.split(',')).map((name) => name.trim()).filter(Boolean)
  const unknown = names.filter((name) => !(USER_INCLUDES as readonly string[]).includes(name))
  if (unknown.length) throw invalid({ include: [`Unknown include: ${unknown.join(', ')}. Use any of ${USER_INCLUDES.join(', ')}.`] })
  return [...new Set(names)] as TUserInclude[]
}

type TUserRef = { id: number; tenant: number; owner?: number | { id: number } | null }

const ENTITY_COLUMNS = `e.id, e.account_reference AS "accountReference", e.status::text AS status, ${isoUtc('e.opened_at')} AS "openedAt", e.lead_id AS lead,
  json_build_object('id', m.id, 'name', m.name, 'kind', m.kind::text, 'provider', m.provider, 'reference', m.reference) AS "investmentMethod"`

/** Each relation's statement ($1 the user, $2 the tenant) or, for a relation no collection holds yet, its empty value. */
const LOADERS: Record<TUserInclude, (payload: Payload, user: TUserRef) => Promise<unknown>> = {
  // The organisations the user is a member of (director, signatory, member), with their part in it.
  organisations: (payload, user) =>
    rows(
      payload,
      `SELECT o.id, o.name, o.business_type::text AS "businessType", m.role::text AS role, m.title
       FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id AND o.tenant_id = $2
       WHERE m.investor_id = $1 AND m.tenant_id = $2 ORDER BY o.name, o.id`,
      user,
    ),
  // No collection holds attribute values of a person yet (the attributes are opportunities' industries).
  attributeValues: async () => [],
  // The documents of the user's own record that are shared with them (public): what staff gave them at onboarding.
  onboardingDocuments: (payload, user) =>
    rows(
      payload,
      `SELECT d.id, d.filename, d.content_type AS "contentType", d.size::float8 AS size, ${isoUtc('d.created_at')} AS "createdAt", '/api/documents/' || d.id || '/download' AS url
       FROM documents d WHERE d.target_collection = 'users' AND d.target_id = $1 AND d.tenant_id = $2 AND d.visibility = 'public' ORDER BY d.created_at DESC, d.id DESC`,
      user,
    ),
  // The adviser (a staff account of the tenant): who to ask.
  owner: async (payload, user) => {
    const owner = typeof user.owner === 'object' && user.owner ? user.owner.id : user.owner
    if (owner == null) return null
    const { rows: found } = await payload.db.pool.query('SELECT id, name, surname, email FROM users WHERE id = $1 AND tenant_id = $2 AND role_id <> 5', [owner, user.tenant])
    return found[0] ?? null
  },
  // Entities the user is an associate of (a joint holder, a co-director, a trustee), each with its method.
  investmentMethodEntities: (payload, user) =>
    rows(
      payload,
      `SELECT ${ENTITY_COLUMNS}
       FROM investment_method_entities e
       JOIN investment_methods m ON m.id = e.method_id AND m.tenant_id = $2
       WHERE e.tenant_id = $2 AND EXISTS (SELECT 1 FROM investment_method_entities_rels r WHERE r.parent_id = e.id AND r.path = 'associates' AND r.users_id = $1)
       ORDER BY m.name, e.id`,
      user,
    ),
  // Entities the user leads, each with its method.
  leadInvestmentMethodEntities: (payload, user) =>
    rows(
      payload,
      `SELECT ${ENTITY_COLUMNS}
       FROM investment_method_entities e JOIN investment_methods m ON m.id = e.method_id AND m.tenant_id = $2
       WHERE e.lead_id = $1 AND e.tenant_id = $2 ORDER BY m.name, e.id`,
      user,
    ),
  // Whole-ownership choices (spec 3's "ownershipChoices") have no collection yet.
  ownershipChoices: async () => [],
}

async function rows(payload: Payload, text: string, user: TUserRef): Promise<unknown[]> {
  return (await payload.db.pool.query(text, [user.id, user.tenant])).rows
}

/** The asked relations of `user`, loaded side by side: `{ organisations: [...], owner: {...} }`. */
export async function loadUserIncludes(payload: Payload, user: TUserRef, includes: readonly TUserInclude[]): Promise<Partial<Record<TUserInclude, unknown>>> {
  const values = await Promise.all(includes.map((name) => LOADERS[name](payload, user)))
  return Object.fromEntries(includes.map((name, index) => [name, values[index]]))
}
