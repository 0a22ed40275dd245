import type { PayloadRequest } from 'payload'

import type { TSubjectKind } from '@/domain/investments/money-model'
import { queryInTransaction, sql } from '@/lib/transaction'

// The investors an update report is published to (issue 12 §2, docs/decisions/033 and 042), from the
// ledger AS AT the report's publishedAt (the entries recorded up to that moment: a holding bought
// later is not counted, one sold before is not either), written as the report's recipient rows by
// one INSERT ... SELECT in the delivery job's transaction (50,000 holders are one statement, not
// 50,000 round trips). Publishing itself only marks the report live.
//
// A holder is someone whose holding in the subject still stands (shares held, or an investment
// committed, summed over the ledger; a reversal counts in what it reverses). People behind a holder:
// an investor themselves; an organisation's members (decision 020); an investment method entity's
// lead investor (decision 025). A nominee holds for clients the ledger does not name: nobody. For a
// company, the investors of every fund holding it are holders too (they hold it through the fund).

/** The subject's column: from this constant only, never from input. */
const SUBJECT_COLUMN: Record<TSubjectKind, string> = { opportunity: 'opportunity_id', fund: 'fund_id', company: 'company_id' }

/** The holdings standing as at $3 in the subjects of `where` (SQL over ledger_entries `e`). */
const standingHoldings = (where: string) => `
  SELECT e.holder_kind::text AS holder_kind, e.holder_id, e.holder_fund_id, e.holder_organisation_id, e.holder_method_entity_id
    FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.tenant_id = $2 AND e.created_at <= $3 AND ${where}
   GROUP BY 1, 2, 3, 4, 5
  HAVING COALESCE(SUM(e.shares_delta), 0) > 0 OR COALESCE(SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'investment'), 0) > 0`

/** The people behind holdings `h` (a CTE name). */
const peopleOf = (h: string) => `
  SELECT holder_id AS user_id FROM ${h} WHERE holder_kind = 'investor'
  UNION SELECT m.investor_id FROM ${h} JOIN organisation_members m ON m.organisation_id = ${h}.holder_organisation_id WHERE ${h}.holder_kind = 'organisation'
  UNION SELECT me.lead_id FROM ${h} JOIN investment_method_entities me ON me.id = ${h}.holder_method_entity_id WHERE ${h}.holder_kind = 'method_entity'`

/** The recipients' user ids as SQL text: $1 the subject's id, $2 the tenant, $3 the moment (as at). */
function recipientsQuery(kind: TSubjectKind | 'tenant'): string {
  if (kind === 'tenant') return `SELECT id AS user_id FROM users WHERE tenant_id = $2 AND role_id = 5 AND created_at <= $3`
  const direct = `WITH h AS (${standingHoldings(`e.${SUBJECT_COLUMN[kind]} = $1`)})`
  if (kind !== 'company') return `${direct} ${peopleOf('h')}`
  return `${direct}, via_funds AS (${standingHoldings(`e.fund_id IN (SELECT holder_fund_id FROM h WHERE holder_kind = 'fund')`)}) ${peopleOf('h')} UNION ${peopleOf('via_funds')}`
}

/**
 * Writes the recipients of report `reportId` (in the caller's transaction): the investors of the
 * tenant the audience names as at the report's publishedAt, each once. Returns how many.
 */
export async function insertUpdateReportRecipients(req: PayloadRequest, reportId: number, tenantId: number, audience: { kind: TSubjectKind | 'tenant'; id: number | null }): Promise<number> {
  // Ids go into the statement's text (it is composed of CTEs): whole numbers only, never input text.
  if (![reportId, tenantId, audience.id ?? 0].every(Number.isSafeInteger)) throw new Error('update report recipients: ids must be whole numbers')
  const asAt = `(SELECT published_at FROM update_reports WHERE id = ${reportId})`
  const people = recipientsQuery(audience.kind).replaceAll('$1', String(audience.id ?? 0)).replaceAll('$2', String(tenantId)).replaceAll('$3', asAt)
  const [row] = await queryInTransaction<{ count: number }>(
    req,
    sql`WITH people AS (${sql.raw(people)}),
             inserted AS (
               INSERT INTO update_report_recipients (report_id, user_id, email, tenant_id, created_at, updated_at)
               SELECT ${reportId}::int, u.id, u.email, u.tenant_id, now(), now()
                 FROM users u JOIN (SELECT DISTINCT user_id FROM people) p ON p.user_id = u.id
                WHERE u.tenant_id = ${tenantId} AND u.role_id = 5
               ON CONFLICT (report_id, user_id) DO NOTHING
               RETURNING 1)
        SELECT count(*)::int AS count FROM inserted`,
  )
  return row?.count ?? 0
}
