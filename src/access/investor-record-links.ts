import type { Payload } from 'payload'

import { SIGNING_MEMBER_ROLES } from '@/collections/investments/money/portal-holders'
import type { TMemberRole } from '@/domain/organisations/organisations'
import type { TEntityStatus, TMethodKind } from '@/domain/investment-methods/investment-methods'
import { isoUtc } from '@/lib/sql'

// Which organisations and investment-method accounts an investor is really linked to (issue 13 §8,
// decision 038): the one answer the portal's profile pages, their documents and the investor's uploads
// ask. Every statement takes the investor and the tenant from the session ($1, $2); an id of a record
// they are not linked to (or of another tenant) finds nothing, and the page answers 404.
//
// | record | linked | signs for it (holdings, documents) |
// |---|---|---|
// | organisation | any member row (director, authorised signatory, member) | director or authorised signatory (decisions 020, 031, 032) |
// | method account (entity) | its lead or one of its associates | documents: lead or associate; holdings: the lead (decision 032) |

export const signsFor = (role: TMemberRole) => (SIGNING_MEMBER_ROLES as readonly string[]).includes(role)

export type TLinkedOrganisation = {
  id: number
  name: string
  businessType: string
  registrationNumber: string | null
  address: string | null
  country: string | null
  contactEmail: string | null
  contactPhone: string | null
  role: TMemberRole
  title: string | null
  linkedAt: string
}

const ORGANISATION_COLUMNS = `o.id, o.name, o.business_type::text AS "businessType", o.registration_number AS "registrationNumber", o.address, o.country,
  o.contact_email AS "contactEmail", o.contact_phone AS "contactPhone", m.role::text AS role, m.title, ${isoUtc('m.created_at')} AS "linkedAt"`

/** The organisations the investor is a member of, in any role, by name. */
export async function linkedOrganisations(payload: Payload, investorId: number, tenantId: number): Promise<TLinkedOrganisation[]> {
  const { rows } = await payload.db.pool.query<TLinkedOrganisation>(
    `SELECT ${ORGANISATION_COLUMNS} FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id AND o.tenant_id = m.tenant_id
      WHERE m.investor_id = $1 AND m.tenant_id = $2 ORDER BY o.name, o.id`,
    [investorId, tenantId],
  )
  return rows
}

/** One organisation the investor is a member of; null when they are not (whatever the id names). */
export async function linkedOrganisation(payload: Payload, investorId: number, tenantId: number, organisationId: number): Promise<TLinkedOrganisation | null> {
  const { rows } = await payload.db.pool.query<TLinkedOrganisation>(
    `SELECT ${ORGANISATION_COLUMNS} FROM organisation_members m JOIN organisations o ON o.id = m.organisation_id AND o.tenant_id = m.tenant_id
      WHERE m.investor_id = $1 AND m.tenant_id = $2 AND o.id = $3`,
    [investorId, tenantId, organisationId],
  )
  return rows[0] ?? null
}

export type TLinkedMethodAccount = {
  id: number
  method: { id: number; name: string; kind: TMethodKind; provider: string | null; reference: string | null }
  accountReference: string | null
  status: TEntityStatus
  openedAt: string | null
  /** Whether the investor leads it (else they are one of its associates). */
  leads: boolean
  leadName: string
  associateNames: string[]
}

const ACCOUNT_SQL = `
  SELECT e.id, json_build_object('id', im.id, 'name', im.name, 'kind', im.kind::text, 'provider', im.provider, 'reference', im.reference) AS method,
         e.account_reference AS "accountReference", e.status::text AS status, ${isoUtc('e.opened_at')} AS "openedAt", (e.lead_id = $1) AS leads,
         concat_ws(' ', lu.name, lu.surname) AS "leadName",
         COALESCE((SELECT array_agg(concat_ws(' ', au.name, au.surname) ORDER BY r.id) FROM investment_method_entities_rels r JOIN users au ON au.id = r.users_id
                    WHERE r.parent_id = e.id AND r.path = 'associates'), '{}') AS "associateNames"
    FROM investment_method_entities e
    JOIN investment_methods im ON im.id = e.method_id AND im.tenant_id = e.tenant_id
    JOIN users lu ON lu.id = e.lead_id
   WHERE e.tenant_id = $2
     AND (e.lead_id = $1 OR EXISTS (SELECT 1 FROM investment_method_entities_rels r WHERE r.parent_id = e.id AND r.path = 'associates' AND r.users_id = $1))`

/** The method accounts the investor leads or is an associate of, by method. */
export async function linkedMethodAccounts(payload: Payload, investorId: number, tenantId: number): Promise<TLinkedMethodAccount[]> {
  const { rows } = await payload.db.pool.query<TLinkedMethodAccount>(`${ACCOUNT_SQL} ORDER BY im.name, e.id`, [investorId, tenantId])
  return rows
}

/** One method account the investor leads or is an associate of; null otherwise (whatever the id names). */
export async function linkedMethodAccount(payload: Payload, investorId: number, tenantId: number, entityId: number): Promise<TLinkedMethodAccount | null> {
  const { rows } = await payload.db.pool.query<TLinkedMethodAccount>(`${ACCOUNT_SQL} AND e.id = $3`, [investorId, tenantId, entityId])
  return rows[0] ?? null
}

/**
 * Whose the portal's documents of an organisation or a method record are (PORTAL_DOCUMENT_READERS):
 * an organisation's signatories (director, authorised signatory); an investment method's account
 * holders (the lead or an associate of one of its accounts).
 */
export async function documentsConcernLinkedInvestor(payload: Payload, investorId: number, tenantId: number, target: { collection: 'organisations' | 'investment-methods'; id: number }): Promise<boolean> {
  const text =
    target.collection === 'organisations'
      ? `SELECT 1 FROM organisation_members m WHERE m.investor_id = $1 AND m.tenant_id = $2 AND m.organisation_id = $3 AND m.role::text = ANY($4::text[])`
      : `SELECT 1 FROM investment_method_entities e WHERE e.tenant_id = $2 AND e.method_id = $3 AND $4::text[] IS NOT NULL
           AND (e.lead_id = $1 OR EXISTS (SELECT 1 FROM investment_method_entities_rels r WHERE r.parent_id = e.id AND r.path = 'associates' AND r.users_id = $1))`
  const { rows } = await payload.db.pool.query(text, [investorId, tenantId, target.id, [...SIGNING_MEMBER_ROLES]])
  return rows.length > 0
}
