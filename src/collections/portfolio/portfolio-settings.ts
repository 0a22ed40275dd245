import type { Payload } from 'payload'

import { DEFAULT_PORTFOLIO_SETTINGS, settingOrDefault, type TPortfolioSettings } from '@/domain/portfolio/portfolio-columns'

/** The tenant's portfolio columns and stats (decision 032), each the default until the tenant chooses. Configuration, read on the server for the portal. */
export async function portfolioSettings(payload: Payload, tenantId: number): Promise<TPortfolioSettings> {
  const { rows } = await payload.db.pool.query<{ table: string; columns: unknown }>({ name: 'portfolio-settings', text: 'SELECT "table"::text AS "table", columns FROM portfolio_tables WHERE tenant_id = $1', values: [tenantId] })
  const stored = new Map(rows.map((row) => [row.table, row.columns]))
  return {
    holdings: settingOrDefault('holdings', stored.get('holdings')),
    funds: settingOrDefault('funds', stored.get('funds')),
    stats: settingOrDefault('stats', stored.get('stats') ?? DEFAULT_PORTFOLIO_SETTINGS.stats),
  }
}
