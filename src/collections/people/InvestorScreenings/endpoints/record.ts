import { requireTenantUser } from '@/access/require-user'
import { SCREENING_STATUS_LABEL } from '@/domain/investors/screening'
import { ZScreeningBody } from '@/domain/investors/screening-body'
import { defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { recordScreening, requireScreening } from '@/lib/screening/screenings'

/**
 * POST /api/investor-screenings/record { investor, status, note, evidenceDocument? } (issue 11 §9,
 * decision 027): 201 { message, screening }. 401 without a session, 404 while the tenant's
 * user_screening_enabled is off, 403 without compliance create, 404 for an investor the user cannot
 * reach, 422 for bad input.
 */
export const recordScreeningEndpoint = defineEndpoint({
  path: '/record',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    await requireScreening(req.payload, user)
    const body = await parseBody(req, ZScreeningBody)
    const { row } = await recordScreening(req, user, body)
    return json({ message: `Screening recorded: ${SCREENING_STATUS_LABEL[row.status]}.`, screening: { id: row.id, status: row.status, check: row.check, provider: row.provider, createdAt: row.createdAt } }, 201, {
      'Cache-Control': 'private, no-store',
    })
  },
})
