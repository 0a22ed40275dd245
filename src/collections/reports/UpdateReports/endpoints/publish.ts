import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { defineEndpoint } from '@/lib/app-error'
import { json, routeRowId } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

import { enqueueUpdateReportDelivery } from '../delivery'
import { publishUpdateReport } from '../publish-report'

/**
 * POST /api/update-reports/{id}/publish (issue 12 §2, docs/decisions/033 and 042): a draft goes live
 * (one row, publish-report.ts); then one delivery job is queued (pg-boss) and the call answers. The
 * job writes the recipients (the holders as at publishedAt) and notifies them: publishing to 50,000
 * holders answers in well under a second.
 * Spec 6 names no publish action: update_reports update (it changes the record).
 */
export const publishUpdateReportEndpoint = defineEndpoint({
  path: '/:id/publish',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'update_reports', 'update')
    const id = routeRowId(req)
    const published = await inTransaction(req, () => publishUpdateReport(req, id, tenantIdOf(user.tenant)!))
    await enqueueUpdateReportDelivery(req.payload, id)
    return json({ ...published, message: 'Published. Its readers are being notified now.' })
  },
})
