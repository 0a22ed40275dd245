import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { publishToUser, storeNotification, type TPublicNotification } from '@/collections/people/Notifications/notify'
import { actorOf, recordActivity } from '@/collections/records/Activities/record-activity'
import { INVESTOR_CATEGORY_LABEL, type TInvestorCategory } from '@/domain/investors/categorisation'
import { ZApproveCategorisation, ZRejectCategorisation } from '@/domain/investors/categorisation-body'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'

// Staff approve or reject an investor's pending categorisation (decision 023): investor_category
// update (spec 6) and the right to open investors. The row is locked, decided once (409 after), the
// decision recorded on the investor's trail and told to the investor, in one transaction; the
// notice is pushed once it has committed.

type TLocked = { id: number; investor_id: number; category: TInvestorCategory; status: string }

function decider(req: PayloadRequest): TTenantUser {
  const user = requireTenantUser(req.user)
  requirePermission(user, 'investor_category', 'update')
  requirePermission(user, 'investors', 'show')
  return user
}

async function lockPending(req: PayloadRequest, tenantId: number): Promise<TLocked> {
  const id = routeRowId(req)
  const [row] = await queryInTransaction<TLocked>(
    req,
    sql`SELECT id, investor_id, category::text AS category, status::text AS status FROM investor_categorisations WHERE id = ${id} AND tenant_id = ${tenantId} FOR UPDATE`,
  )
  if (!row) throw new AppError('not_found')
  if (row.status !== 'pending') throw new AppError('conflict', `This categorisation was already ${row.status}.`)
  return row
}

const decide = (outcome: 'approved' | 'rejected') =>
  defineEndpoint({
    path: `/:id/${outcome === 'approved' ? 'approve' : 'reject'}`,
    method: 'post',
    handler: async (req) => {
      const user = decider(req)
      const tenantId = tenantIdOf(user.tenant)!
      const reason = outcome === 'approved' ? ((await parseBody(req, ZApproveCategorisation)).note ?? null) : (await parseBody(req, ZRejectCategorisation)).reason
      let notice: TPublicNotification | null = null
      let investor = 0
      const categorisation = await inTransaction(req, async () => {
        const row = await lockPending(req, tenantId)
        investor = row.investor_id
        const updated = await req.payload.update({
          collection: 'investor-categorisations',
          id: row.id,
          data: { status: outcome, decisionReason: reason, decidedBy: user.id, decidedByName: actorOf(user).name, decidedAt: new Date().toISOString() },
          overrideAccess: true,
          req,
          depth: 0,
        })
        const label = INVESTOR_CATEGORY_LABEL[row.category]
        await recordActivity(req.payload, req, {
          target: { collection: 'users', id: row.investor_id },
          tenant: tenantId,
          action: outcome === 'approved' ? 'categorisation-approved' : 'categorisation-rejected',
          changes: { category: { from: null, to: label }, ...(reason ? { reason: { from: null, to: reason } } : {}) },
        })
        notice = await storeNotification(req, row.investor_id, tenantId, {
          message: outcome === 'approved' ? `Your investor categorisation was approved: **${label}**.` : `Your investor categorisation (${label}) was not approved: ${reason}`,
          icon: outcome === 'approved' ? 'check' : 'alert',
          cta: '/investor',
        })
        return updated
      })
      if (notice) await publishToUser(investor, notice)
      return json({ categorisation, message: outcome === 'approved' ? 'The categorisation was approved.' : 'The categorisation was rejected; the investor is told why.' })
    },
  })

/** POST /api/investor-categorisations/{id}/approve { note? } */
export const approveCategorisationEndpoint = decide('approved')

/** POST /api/investor-categorisations/{id}/reject { reason } */
export const rejectCategorisationEndpoint = decide('rejected')
