import { stringify } from 'csv-stringify/sync'
import type { Payload, Where } from 'payload'

import { isStaff } from '@/access/record-access'
import { requireTenantUser } from '@/access/require-user'
import { parseRecordTarget } from '@/domain/records/record-targets'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { csvResponse } from '@/lib/resource/csv-response'
import { safeCsvText } from '@/lib/resource/resource-export'
import { tenantById } from '@/tenancy/resolve-tenant'

import { timelineWhere, toTrailEntry } from './timeline'

// GET /api/records/{collection}/{id}/activity/export: a record's whole trail as CSV, oldest first,
// for whoever may read it (the timeline panel's rule), streamed in batches by id like the list
// exports (src/lib/resource/resource-export.ts, whose formula defusing it shares).

const BATCH = 1000

async function* trailCsv(payload: Payload, where: Where): AsyncGenerator<string> {
  yield stringify([['When (UTC)', 'Who', 'Action', 'Changes']])
  let lastId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'activities',
      where: { and: [where, { id: { greater_than: lastId } }] },
      sort: 'id',
      limit: BATCH,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0) return
    yield stringify(
      docs.map(toTrailEntry).map((entry) => [
        entry.createdAt,
        safeCsvText(entry.actor),
        safeCsvText(entry.text),
        safeCsvText(entry.changes.map((change) => `${change.label}: ${change.from} → ${change.to}`).join('; ')),
      ]),
    )
    lastId = docs[docs.length - 1]!.id
    if (docs.length < BATCH) return
  }
}

export const timelineExportEndpoint = defineEndpoint({
  path: '/records/:collection/:id/activity/export',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    if (!isStaff(user)) throw new AppError('forbidden')
    const target = parseRecordTarget(req.routeParams?.collection, req.routeParams?.id)
    const tenant = target ? await tenantById(req.payload, user.tenant) : null
    const where = target && tenant ? await timelineWhere({ payload: req.payload, user, tenant }, target) : null
    if (!target || !where) throw new AppError('not_found')
    const { totalDocs } = await req.payload.count({ collection: 'activities', where, overrideAccess: true })
    const day = new Date().toISOString().slice(0, 10)
    return csvResponse(trailCsv(req.payload, where), `${target.collection}-${target.id}-activity-${day}.csv`, totalDocs)
  },
})
