import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { withFreeSlug } from '@/collections/investments/InvestmentOpportunities/free-slug'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import { slugFromTitle } from '@/domain/investments/slug'
import { adminPathForOpportunity, OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, routeRowId } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'

/**
 * POST /api/deals/{id}/opportunity (issue 9 §4): the deal becomes a draft opportunity (stage 1)
 * carrying its name, amount as the target, currency and expected close, and the deal keeps a link
 * to it. Once only: the deal row is locked, so two clicks make one draft. Needs update on the deal
 * and create on drafts; answers 201 { id, path } with the draft's edit screen.
 */
export const dealToOpportunityEndpoint = defineEndpoint({
  path: '/:id/opportunity',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    if (!stagesFor(user, 'create').includes(OPPORTUNITY_STAGE.draft)) throw new AppError('forbidden', 'Your role may not create opportunities.')
    const { docs } = await req.payload.find({ collection: 'deals', where: { id: { equals: id } }, overrideAccess: false, user, depth: 0, limit: 1, pagination: false })
    const deal = docs[0]
    if (!deal) throw new AppError('not_found')
    // Deals are tenant rows by role (no per-row rule): the role's update right is the deal's.
    requirePermission(user, 'pipeline_deals', 'update')
    const tenantId = tenantIdOf(user.tenant) ?? 0
    const created = await withFreeSlug(
      req.payload,
      tenantId,
      slugFromTitle(deal.name) || `deal-${deal.id}`,
      (slug) =>
        inTransaction(req, async () => {
          const [locked] = await queryInTransaction<{ opportunity_id: number | null }>(req, sql`SELECT opportunity_id FROM deals WHERE id = ${id} FOR UPDATE`)
          if (locked?.opportunity_id != null) throw new AppError('conflict', 'This deal is already a draft opportunity.')
          const opportunity = await req.payload.create({
            collection: 'investment-opportunities',
            data: {
              title: deal.name,
              slug,
              stage: OPPORTUNITY_STAGE.draft,
              targetAmount: deal.amount ?? 0,
              currency: deal.currency,
              closesAt: deal.expectedCloseAt ?? null,
              tenant: tenantId,
            },
            overrideAccess: false,
            user,
            req,
            depth: 0,
          })
          // The link is the server's to set (the field is read-only over REST).
          await req.payload.update({ collection: 'deals', id, data: { opportunity: opportunity.id }, overrideAccess: true, req, depth: 0 })
          return opportunity
        }),
      { tryBase: true },
    )
    return json({ id: created.id, path: adminPathForOpportunity(created) }, 201)
  },
})
