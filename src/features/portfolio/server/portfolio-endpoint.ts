import { portfolioHoldings, portfolioTotals } from '@/collections/investments/money/portfolio-figures'
import { portfolioSettings } from '@/collections/portfolio/portfolio-settings'
import { defineEndpoint } from '@/lib/app-error'
import { responseOf } from '@/lib/http'

import { portfolioCaller } from './portfolio-access'

/**
 * GET /api/portfolio (spec 7; issue 13 §4, decision 032): the signed-in investor's holdings — per
 * opportunity, company and fund, and per holder they act for (themself, an organisation they sign
 * for, a method account they lead) — with invested, paid, outstanding, shares, price, current value,
 * distributions and gain, the totals per currency (PostgreSQL's sums, as text in minor units) and the
 * tenant's portfolio columns and stats.
 */
export const portfolioEndpoint = defineEndpoint({
  path: '/portfolio',
  method: 'get',
  handler: async (req) => {
    const found = await portfolioCaller(req.payload, req.user)
    if ('refusal' in found) return responseOf(found.refusal)
    const { scope } = found.caller
    const holdings = await portfolioHoldings(req.payload, scope)
    const totals = await portfolioTotals(req.payload, scope)
    const settings = await portfolioSettings(req.payload, scope.tenantId)
    return responseOf({ status: 200, body: { data: holdings, totals, settings }, headers: { 'Cache-Control': 'private, no-store' } })
  },
})
