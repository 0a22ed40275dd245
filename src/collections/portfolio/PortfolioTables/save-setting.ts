import { requirePermission, requireTenantUser } from '@/access/require-user'
import { zPortfolioSetting, portfolioSettingBody } from '@/domain/portfolio/portfolio-settings-body'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'

/**
 * POST /api/portfolio-tables/settings/{holdings|funds|stats} { columns: [...] }: the tenant's choice
 * of portfolio columns (or stats) in order (decision 032). Spec 6 `features` update; the tenant is the
 * session's; the row is written as the user, so the collection's access and validation apply.
 */
export const savePortfolioSettingEndpoint = defineEndpoint({
  path: '/settings/:table',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'features', 'update')
    const table = zPortfolioSetting.safeParse(req.routeParams?.table)
    if (!table.success) throw new AppError('not_found')
    const { columns } = await parseBody(req, portfolioSettingBody(table.data))
    const existing = await req.payload.find({ collection: 'portfolio-tables', where: { table: { equals: table.data } }, limit: 1, depth: 0, overrideAccess: false, user, req })
    const row = existing.docs[0]
      ? await req.payload.update({ collection: 'portfolio-tables', id: existing.docs[0].id, data: { columns }, depth: 0, overrideAccess: false, user, req })
      : await req.payload.create({ collection: 'portfolio-tables', data: { table: table.data, columns, tenant: user.tenant }, depth: 0, overrideAccess: false, user, req })
    return json({ table: row.table, columns: row.columns })
  },
})
