import type { Payload } from 'payload'

import { settingOrDefault, type TPortfolioSettings } from '@/domain/portfolio/portfolio-columns'

export type TPortfolioTitles = { holdings: string | null; funds: string | null; stats: string | null }

/**
 * The tenant's portfolio columns and stats (decision 032): the newest saved row of each setting, or
 * its default until the tenant chooses, and the headings they gave. Configuration, read on the server for the portal.
 */
export async function portfolioSettings(payload: Payload, tenantId: number): Promise<TPortfolioSettings & { titles: TPortfolioTitles }> {
  const { rows } = await payload.db.pool.query<{ table: string; columns: unknown; title: string | null }>({
    name: 'portfolio-settings',
    text: 'SELECT DISTINCT ON ("table") "table"::text AS "table", columns, title FROM portfolio_tables WHERE tenant_id = $1 ORDER BY "table", created_at DESC, id DESC',
    values: [tenantId],
  })
  const stored = new Map(rows.map((row) => [row.table, row]))
  const title = (table: string) => stored.get(table)?.title?.trim() || null
  return {
    holdings: settingOrDefault('holdings', stored.get('holdings')?.columns),
    funds: settingOrDefault('funds', stored.get('funds')?.columns),
    stats: settingOrDefault('stats', stored.get('stats')?.columns),
    titles: { holdings: title('holdings'), funds: title('funds'), stats: title('stats') },
  }
}
