import type { Payload } from 'payload'

import { ACTING_HOLDERS_SQL } from '@/collections/investments/money/portfolio-figures'

import type { TKpiCompany } from './kpi-figures'

// Who may read a company's KPIs in the portal (issue 13 §4, decisions 036, 042): an investor who
// holds it, directly (an investment in the company) or through a fund of the tenant that holds it
// (an investment in the company's fund), themselves or through a holder they act for by the
// portfolio's rule (decision 032: an organisation where they are a director or an authorised
// signatory, a method account they lead; ACTING_HOLDERS_SQL); a cancelled investment holds nothing.
// Nominees hold for clients the ledger does not name: nobody. Anyone else gets a 404.

/** The company, when `investor` holds it; null otherwise (unknown, another tenant's, or not held). */
export async function heldCompany(payload: Payload, tenant: number, investor: number, companyId: number): Promise<TKpiCompany | null> {
  const { rows } = await payload.db.pool.query<TKpiCompany>({
    name: 'kpi-held-company',
    text: `WITH acting AS (${ACTING_HOLDERS_SQL})
           SELECT c.id, c.name, c.currency FROM companies c
            WHERE c.id = $3 AND c.tenant_id = $2
              AND EXISTS (SELECT 1 FROM investments i
                           WHERE i.tenant_id = $2 AND i.status <> 'cancelled'
                             AND (i.company_id = c.id OR (c.fund_id IS NOT NULL AND i.fund_id = c.fund_id))
                             AND ((i.holder_kind = 'investor' AND i.holder_id = $1)
                               OR (i.holder_kind = 'organisation' AND i.holder_organisation_id IN (SELECT id FROM acting WHERE kind = 'organisation'))
                               OR (i.holder_kind = 'method_entity' AND i.holder_method_entity_id IN (SELECT id FROM acting WHERE kind = 'method_entity'))))`,
    values: [investor, tenant, companyId],
  })
  return rows[0] ?? null
}
