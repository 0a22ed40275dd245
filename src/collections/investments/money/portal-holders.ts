import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import type { TPortalHolderKind, TPortalHolderRef } from '@/domain/investments/portal-investing'
import { featuresOf } from '@/tenancy/branding'
import type { Tenant } from '@/payload-types'

import type { TOpportunityHolder } from './record-investment'

// Who an investor may invest as in the portal (issue 13 §3, decision 031), read from the database
// every time: themselves; an organisation of the tenant where they are a director or an authorised
// signatory (decision 020); an active investment method account they lead (decision 025); a nominee
// of the tenant while nominee_enabled is on (the tenant's nominee service holds for its investors).
// The invest call, the investor-type page and the pay calls ask these functions, never the browser.

/** Members who may commit an organisation's money. */
export const SIGNING_MEMBER_ROLES = ['director', 'authorised_signatory'] as const

export type TPortalHolder = { kind: TPortalHolderKind; id: number; name: string; detail: string | null }

/** Every holder `user` may invest as on `tenant`, themselves first. */
export async function portalHolders(payload: Payload, user: TTenantUser, tenant: Pick<Tenant, 'id' | 'features'>): Promise<TPortalHolder[]> {
  const nominees = featuresOf(tenant).nominee_enabled
  const { rows } = await payload.db.pool.query<{ kind: TPortalHolderKind; id: number; name: string; detail: string | null }>(
    `SELECT 'organisation' AS kind, o.id, o.name, initcap(replace(m.role::text, '_', ' ')) AS detail
       FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id AND o.tenant_id = m.tenant_id
      WHERE m.investor_id = $1 AND m.tenant_id = $2 AND m.role::text = ANY($3::text[])
     UNION ALL
     SELECT 'method_entity', e.id, im.name, e.account_reference
       FROM investment_method_entities e JOIN investment_methods im ON im.id = e.method_id AND im.tenant_id = e.tenant_id
      WHERE e.lead_id = $1 AND e.tenant_id = $2 AND e.status::text = 'active'
     UNION ALL
     SELECT 'nominee', n.id, n.name, n.fca_number
       FROM nominees n
      WHERE $4::boolean AND n.tenant_id = $2
     ORDER BY 1, 3, 2`,
    [user.id, tenant.id, [...SIGNING_MEMBER_ROLES], nominees],
  )
  const self: TPortalHolder = { kind: 'investor', id: user.id, name: [user.name, user.surname].filter(Boolean).join(' ') || user.email, detail: user.email }
  return [self, ...rows.map((row) => ({ kind: row.kind, id: Number(row.id), name: row.name, detail: row.detail }))]
}

/** The holder a request names, when `user` really has it on `tenant`; null otherwise (the caller answers 422 or 404). */
export async function portalHolderOf(payload: Payload, user: TTenantUser, tenant: Pick<Tenant, 'id' | 'features'>, ref: TPortalHolderRef): Promise<TPortalHolder | null> {
  const holders = await portalHolders(payload, user, tenant)
  if (ref.kind === 'investor') return holders[0]!
  return holders.find((holder) => holder.kind === ref.kind && holder.id === ref.id) ?? null
}

export const toOpportunityHolder = (holder: TPortalHolder): TOpportunityHolder => ({ kind: holder.kind, id: holder.id })

/**
 * The SQL condition (on investments aliased `i`) for an investment `user` acts on in the portal:
 * their own; an organisation's they sign for; an account's they lead; a nominee's they placed.
 * `$u` is the parameter holding the user's id.
 */
export const portalInvestmentCondition = (u: string) => `(
     (i.holder_kind = 'investor' AND i.holder_id = ${u})
  OR (i.holder_kind = 'organisation' AND EXISTS (SELECT 1 FROM organisation_members m WHERE m.organisation_id = i.holder_organisation_id AND m.investor_id = ${u} AND m.tenant_id = i.tenant_id AND m.role::text IN ('director', 'authorised_signatory')))
  OR (i.holder_kind = 'method_entity' AND EXISTS (SELECT 1 FROM investment_method_entities me WHERE me.id = i.holder_method_entity_id AND me.lead_id = ${u} AND me.tenant_id = i.tenant_id))
  OR (i.holder_kind = 'nominee' AND i.created_by_id = ${u}))`

/**
 * The SQL condition (on a row aliased `alias` with holder_kind, each kind's own column and tenant_id:
 * a cash-call line, a pre-emption response) for a row whose holder `user` acts for in the portal
 * (decision 014, following decisions 032 and 038; pre-emption answers, decision 015): their own; an
 * organisation's they are a director or an authorised signatory of; an investment-method account's
 * they lead. Not a nominee's: its line or right is the nominee's whole holding, for every investor it
 * holds for. Not a fund's or the firm's: the staff's own. `u` is the SQL holding the user's id.
 */
export const portalHolderCondition = (alias: string, u: string) => `(
     (${alias}.holder_kind::text = 'investor' AND ${alias}.holder_id = ${u})
  OR (${alias}.holder_kind::text = 'organisation' AND EXISTS (SELECT 1 FROM organisation_members m WHERE m.organisation_id = ${alias}.holder_organisation_id AND m.investor_id = ${u} AND m.tenant_id = ${alias}.tenant_id AND m.role::text IN ('director', 'authorised_signatory')))
  OR (${alias}.holder_kind::text = 'method_entity' AND EXISTS (SELECT 1 FROM investment_method_entities me WHERE me.id = ${alias}.holder_method_entity_id AND me.lead_id = ${u} AND me.tenant_id = ${alias}.tenant_id)))`

/** The name of the holder of a row (aliased `alias`, as above) in the portal: null for the investor's own, else the organisation's or the account's method. */
export const portalHolderName = (alias: string) => `(CASE ${alias}.holder_kind::text WHEN 'organisation' THEN (SELECT name FROM organisations WHERE id = ${alias}.holder_organisation_id)
  WHEN 'method_entity' THEN (SELECT im.name FROM investment_method_entities me JOIN investment_methods im ON im.id = me.method_id WHERE me.id = ${alias}.holder_method_entity_id) END)`

/** Whether `user` acts on investment `investmentId` of tenant `tenantId` in the portal (pay instructions, payments). */
export async function actsOnInvestment(payload: Payload, userId: number, tenantId: number, investmentId: number): Promise<boolean> {
  const { rows } = await payload.db.pool.query(`SELECT 1 FROM investments i WHERE i.id = $2 AND i.tenant_id = $3 AND ${portalInvestmentCondition('$1')}`, [userId, investmentId, tenantId])
  return rows.length > 0
}
