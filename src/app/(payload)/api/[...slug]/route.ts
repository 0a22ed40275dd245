import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { featureOfApiPath } from '@/access/feature-apis'
import { AppError, errorResponse } from '@/lib/app-error'
import { clientAddress } from '@/lib/client-address'
import { databaseReachable } from '@/lib/database-health'
import { json, rowIdOf } from '@/lib/http'
import { MAINTENANCE_API_ANSWER } from '@/lib/maintenance'
import { refuseUnreadableMultipart } from '@/lib/multipart-guard'
import { refuseNulText } from '@/lib/nul-text-guard'
import { attemptUnderFailureLimit, takeAttempt } from '@/lib/rate-limit'
import { specQueryToPayload } from '@/lib/spec-query'
import { featuresOf } from '@/tenancy/branding'
import { findTenantForHost } from '@/tenancy/resolve-tenant'

type THandler = ReturnType<typeof REST_POST>

/** A refusal (403) in an area whose switch is off for the request's tenant is a 404, as its pages are (src/access/feature-apis.ts). */
async function switchedOffArea(request: Request): Promise<boolean> {
  const feature = featureOfApiPath(new URL(request.url).pathname)
  if (!feature) return false
  const tenant = await findTenantForHost(await getPayload({ config }), request.headers.get('host'))
  return !!tenant && !featuresOf(tenant)[feature]
}

/**
 * Payload's own auth calls for operators get the limits of ours (issue 8, finding 4): failed
 * console sign-ins per address, reset emails per address. Everything else passes straight on.
 */
async function operatorAuthLimited(request: Request, handler: () => Promise<Response>): Promise<Response> {
  const path = new URL(request.url).pathname
  if (request.method !== 'POST' || !path.startsWith('/api/operators/')) return handler()
  const ip = clientAddress(request.headers)
  if (path === '/api/operators/forgot-password') {
    await takeAttempt('password-email:ip', ip)
    return handler()
  }
  if (path !== '/api/operators/login' && path !== '/api/operators/reset-password') return handler()
  const attempt = await attemptUnderFailureLimit('operator-login-failures:ip', ip)
  const response = await handler()
  if (response.status < 400 || response.status >= 500) await attempt.succeeded()
  return response
}

/** Whether a path segment names one of Payload's collections. */
const isCollectionSlug = async (slug: string) => (await config).collections.some((entry) => entry.slug === slug)

/**
 * A collection's by-id route whose id looks like a number but cannot name a row (`1e30`, `1.5`,
 * `0x10`, `-1`): a 404 here. Payload would hand it to PostgreSQL, whose failed cast it logs as an
 * error (noise that buries real ones); a word there (`me`, `count`) is a route of its own and passes.
 */
async function unnameableRow(request: Request): Promise<boolean> {
  const [, api, collection, id, ...rest] = new URL(request.url).pathname.split('/')
  if (api !== 'api' || !collection || id === undefined || rest.length > 0 || !/^[-+.\d]/.test(id) || rowIdOf(id) !== null) return false
  return isCollectionSlug(collection)
}

/**
 * Around Payload's REST: a body its parser would fail on with a 500 is refused first (see
 * multipart-guard), so is one carrying text PostgreSQL cannot store (nul-text-guard), and a 401 or
 * 403 given while the database is unreachable becomes the 503 it really is, so browsers show
 * maintenance instead of signing out (Payload's auth swallows the error and sees nobody signed in).
 * A refusal costs one SELECT 1 more; successes cost nothing.
 */
const guarded =
  (handler: THandler, { readsBody }: { readsBody: boolean }): THandler =>
  async (request, context) => {
    const refused = readsBody ? ((await refuseUnreadableMultipart(request)) ?? (await refuseNulText(request))) : null
    if (refused) return refused
    if (await unnameableRow(request)) return errorResponse(new AppError('not_found'))
    try {
      const response = await operatorAuthLimited(request, () => handler(request, context))
      // Payload answers a path it has no route for with 501; for a client that is a 404.
      if (response.status === 501) return errorResponse(new AppError('not_found'))
      if (response.status === 403 && (await switchedOffArea(request))) return errorResponse(new AppError('not_found'))
      if ((response.status === 401 || response.status === 403) && !(await databaseReachable(await getPayload({ config })))) {
        return json(MAINTENANCE_API_ANSWER.body, MAINTENANCE_API_ANSWER.status)
      }
      return response
    } catch (error) {
      if (error instanceof AppError) return errorResponse(error)
      throw error
    }
  }

/** spec 7's query builder on collection reads: the same request with its parameters in Payload's terms. */
const withSpecQuery =
  (handler: THandler): THandler =>
  async (request, context) => {
    const url = new URL(request.url)
    const collection = url.pathname.split('/')[2] ?? ''
    const query = (await isCollectionSlug(collection)) ? specQueryToPayload(url.searchParams) : null
    if (!query) return handler(request, context)
    url.search = query.toString()
    return handler(new Request(url, request) as typeof request, context)
  }

export const GET = guarded(withSpecQuery(REST_GET(config)), { readsBody: false })
export const POST = guarded(REST_POST(config), { readsBody: true })
export const DELETE = guarded(REST_DELETE(config), { readsBody: false })
export const PATCH = guarded(REST_PATCH(config), { readsBody: true })
export const PUT = guarded(REST_PUT(config), { readsBody: true })
export const OPTIONS = REST_OPTIONS(config)
