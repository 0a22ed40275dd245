import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { defineEndpoint } from '@/lib/app-error'
import { json } from '@/lib/http'

import { capTable, latestSharePrice } from '../../money/ledger-figures'
import { opportunityForStaff, opportunityParam } from './shared'

/**
 * GET /api/investments/investors?opportunity=ID (spec 7): the opportunity's investors with what
 * each has invested, paid and holds, from the ledger. For staff who may see its transactions.
 */
export const opportunityInvestorsEndpoint = defineEndpoint({
  path: '/investors',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const opportunity = await opportunityForStaff(req, user, opportunityParam(req), 'transactions')
    const tenantId = tenantIdOf(user.tenant)!
    const price = await latestSharePrice(req.payload, opportunity.id, tenantId)
    const rows = await capTable(req.payload, opportunity.id, tenantId, price)
    return json({
      opportunity: { id: opportunity.id, title: opportunity.title, currency: opportunity.currency },
      data: rows.map((row) => ({ id: row.holderId, name: row.name, email: row.email, invested: row.invested, paid: row.paid, shares: row.shares, percentage: row.percentage })),
    })
  },
})
