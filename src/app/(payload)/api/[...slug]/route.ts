import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { databaseReachable } from '@/lib/database-health'
import { json } from '@/lib/http'
import { MAINTENANCE_API_ANSWER } from '@/lib/maintenance'
import { refuseUnreadableMultipart } from '@/lib/multipart-guard'

type THandler = ReturnType<typeof REST_POST>

/**
 * Around Payload's REST: a body its parser would fail on with a 500 is refused first (see
 * multipart-guard), and a 401 or 403 given while the database is unreachable becomes the 503 it
 * really is, so browsers show maintenance instead of signing out (Payload's auth swallows the
 * error and sees nobody signed in). A refusal costs one SELECT 1 more; successes cost nothing.
 */
const guarded =
  (handler: THandler, { readsBody }: { readsBody: boolean }): THandler =>
  async (request, context) => {
    const refused = readsBody ? await refuseUnreadableMultipart(request) : null
    if (refused) return refused
    const response = await handler(request, context)
    if ((response.status === 401 || response.status === 403) && !(await databaseReachable(await getPayload({ config })))) {
      return json(MAINTENANCE_API_ANSWER.body, MAINTENANCE_API_ANSWER.status)
    }
    return response
  }

export const GET = guarded(REST_GET(config), { readsBody: false })
export const POST = guarded(REST_POST(config), { readsBody: true })
export const DELETE = guarded(REST_DELETE(config), { readsBody: false })
export const PATCH = guarded(REST_PATCH(config), { readsBody: true })
export const PUT = guarded(REST_PUT(config), { readsBody: true })
export const OPTIONS = REST_OPTIONS(config)
