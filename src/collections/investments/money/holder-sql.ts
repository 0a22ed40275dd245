// SQL fragments naming the holder of a row of the money model: an investor (users), an organisation
// (decision 020), an investment method entity or a nominee (decision 025). One definition for the
// cap table, the transactions tabs, cash-call lines, pre-emption responses, reconciliation and notices.

import type { THolderKind } from '@/domain/investments/money-model'

/** The id of a row's holder, whatever its kind (each kind has its own column; exactly one is set): an investment's, an entry's, a cash-call line's or a pre-emption response's. */
export const HOLDER_ID = (alias: string) => `COALESCE(${alias}.holder_id, ${alias}.holder_organisation_id, ${alias}.holder_method_entity_id, ${alias}.holder_nominee_id)`

/** The id of a ledger entry's (or a pre-emption response's) holder, a fund's included (lines never name one: they use HOLDER_ID). */
export const HOLDER_REF_ID = (alias: string) => `COALESCE(${HOLDER_ID(alias)}, ${alias}.holder_fund_id)`

/** HOLDER_REF_ID, the firm's (`tenant`: a company held directly, no column) being the row's tenant id, as pre-emption rounds name it (decision 015). */
export const HOLDER_OR_FIRM_ID = (alias: string) => `COALESCE(${HOLDER_REF_ID(alias)}, CASE WHEN ${alias}.holder_kind::text = 'tenant' THEN ${alias}.tenant_id END)`

/** Each holder kind's own column on investments, ledger entries and pre-emption responses (cash-call lines have the first four); the firm has none. */
export const HOLDER_KIND_COLUMN = {
  investor: 'holder_id',
  organisation: 'holder_organisation_id',
  method_entity: 'holder_method_entity_id',
  nominee: 'holder_nominee_id',
  fund: 'holder_fund_id',
  tenant: null,
} as const satisfies Record<THolderKind, string | null>

/**
 * The joins that read each kind of holder of the row `alias`: a row of investments or ledger_entries
 * (`raw`: each kind's own column) or of a CTE with (holder_kind, holder_id). `prefix` names the joined
 * tables apart from a query's own (`h`: hu, horg, hnom, hme, hmeth, hlead).
 */
export function holderJoins(alias: string, { raw = false, prefix = '' }: { raw?: boolean; prefix?: string } = {}): string {
  const id = (column: string) => `${alias}.${raw ? column : 'holder_id'}`
  const kind = `${alias}.holder_kind::text`
  const [u, org, nom, me, meth, lead] = ['u', 'org', 'nom', 'me', 'meth', 'lead'].map((name) => prefix + name)
  return `LEFT JOIN users ${u} ON ${kind} = 'investor' AND ${u}.id = ${id('holder_id')}
       LEFT JOIN organisations ${org} ON ${kind} = 'organisation' AND ${org}.id = ${id('holder_organisation_id')}
       LEFT JOIN nominees ${nom} ON ${kind} = 'nominee' AND ${nom}.id = ${id('holder_nominee_id')}
       LEFT JOIN investment_method_entities ${me} ON ${kind} = 'method_entity' AND ${me}.id = ${id('holder_method_entity_id')}
       LEFT JOIN investment_methods ${meth} ON ${meth}.id = ${me}.method_id
       LEFT JOIN users ${lead} ON ${lead}.id = ${me}.lead_id`
}

/**
 * name, email and record_id (the record whose transactions tab shows the holder) from `holderJoins`
 * with the same prefix. An investor by name and surname; an entity by its method and its lead
 * ("Family SIPP (Ada Lovelace)"), with the lead's email; an organisation or nominee by its name and
 * contact email. No holder: a null name.
 */
export function holderNameColumns({ prefix = '' }: { prefix?: string } = {}): string {
  const [u, org, nom, me, meth, lead] = ['u', 'org', 'nom', 'me', 'meth', 'lead'].map((name) => prefix + name)
  const fullName = (person: string) => `concat_ws(' ', NULLIF(${person}.name, ''), NULLIF(${person}.surname, ''))`
  return `COALESCE(${org}.name, ${nom}.name, ${meth}.name || ' (' || ${fullName(lead)} || ')', CASE WHEN ${u}.id IS NOT NULL THEN ${fullName(u)} END) AS name,
       COALESCE(${u}.email, ${org}.contact_email, ${nom}.contact_email, ${lead}.email, '') AS email, COALESCE(${me}.method_id, ${u}.id, ${org}.id, ${nom}.id) AS record_id`
}
