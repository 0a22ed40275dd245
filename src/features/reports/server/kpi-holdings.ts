import type { Payload } from 'payload'

import type { TKpiCompany } from './kpi-figures'

// Who may read a company's KPIs in the portal (issue 13 §4, decision 036): an investor who holds
// it, directly (an investment in the company) or through a fund of the tenant that holds it (an
// investment in the company's fund); a cancelled investment holds nothing. Anyone else gets a 404.

/** The company, when `investor` holds it; null otherwise (unknown, another tenant's, or not held). */
export async function heldCompany(payload: Payload, tenant: number, investor: number, companyId: number): Promise<TKpiCompany | null> {
  const { rows } = await payload.db.pool.query<TKpiCompany>({
    name: 'kpi-held-company',
    text: `SELECT c.id, c.name, c.currency FROM companies c
            WHERE c.id = $1 AND c.tenant_id = $2
              AND EXISTS (SELECT 1 FROM investments i
                           WHERE i.tenant_id = $2 AND i.holder_kind = 'investor' AND i.holder_id = $3 AND i.status <> 'cancelled'
                             AND (i.company_id = c.id OR (c.fund_id IS NOT NULL AND i.fund_id = c.fund_id)))`,
    values: [companyId, tenant, investor],
  })
  return rows[0] ?? null
}
