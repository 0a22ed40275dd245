import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, rowIdOf } from '@/lib/http'
import { inTransaction } from '@/lib/transaction'

import { enqueueUpdateReportDelivery } from '../delivery'
import { publishUpdateReport } from '../publish-report'

/**
 * POST /api/update-reports/{id}/publish (issue 12 §2, docs/decisions/033): a draft goes live. In one
 * transaction its recipients are written from the ledger (publish-report.ts) and it is marked live;
 * then one delivery job is queued (pg-boss) and the call answers. Notifying the recipients is the
 * job's: publishing to 50,000 holders answers in well under a second.
 * Spec 6 names no publish action: update_reports update (it changes the record).
 */
export const publishUpdateReportEndpoint = defineEndpoint({
  path: '/:id/publish',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'update_reports', 'update')
    const id = rowIdOf(req.routeParams?.id)
    if (id === null) throw new AppError('not_found')
    const published = await inTransaction(req, () => publishUpdateReport(req, id, tenantIdOf(user.tenant)!))
    await enqueueUpdateReportDelivery(req.payload, id)
    const count = published.recipients
    return json({ ...published, message: `Published to ${count.toLocaleString('en-GB')} investor${count === 1 ? '' : 's'}.` })
  },
})
