import { requirePermission, requireTenantUser } from '@/access/require-user'
import { portfolioSettingBody, zPortfolioSetting } from '@/domain/portfolio/portfolio-settings-body'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'

/**
 * POST /api/portfolio-tables/settings/{holdings|funds|stats} { columns: [...], title? }: the tenant's
 * choice of portfolio columns (or stats) in order, and the heading (decision 032). Spec 6 `features`
 * update; the tenant and who saved it are the session's; the row is written as the user, so the
 * collection's access and validation apply. Each save is a new row: the newest is the setting.
 */
export const savePortfolioSettingEndpoint = defineEndpoint({
  path: '/settings/:table',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'features', 'update')
    const table = zPortfolioSetting.safeParse(req.routeParams?.table)
    if (!table.success) throw new AppError('not_found')
    const body = await parseBody(req, portfolioSettingBody(table.data))
    const row = await req.payload.create({ collection: 'portfolio-tables', data: { table: table.data, columns: body.columns, title: body.title || null, tenant: user.tenant }, depth: 0, overrideAccess: false, user, req })
    return json({ table: row.table, columns: row.columns, title: row.title ?? null }, 201)
  },
})
