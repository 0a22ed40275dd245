import type http from 'node:http'

import { getPayload, type Payload, type TypedUser } from 'payload'

import config from '@payload-config'
import { readCookie, sessionCookieName } from '@/auth/session'
import { userFromSession } from '@/auth/session-strategy'
import { TWO_FACTOR_SETUP_REQUIRED, twoFactorSetupGate } from '@/auth/two-factor/setup-gate'
import { answerCurrentUser, CURRENT_USER_PATH } from '@/auth/endpoints/current-user'
import { answerHolderInvestments, HOLDER_INVESTMENTS_PATH } from '@/collections/investments/Investments/endpoints/holder-investments'
import { answerOpportunityInvestors, OPPORTUNITY_INVESTORS_PATH } from '@/collections/investments/Investments/endpoints/opportunity-investors'
import { answerFundPortfolio, FUND_PORTFOLIO_PATH } from '@/features/funds/server/fund-reports'
import { answerInvestorOpportunities, INVESTOR_OPPORTUNITIES_PATH } from '@/features/investments/server/investor-opportunities-endpoint'
import { AppError, errorAnswer } from '@/lib/app-error'
import { answerResourceList, RESOURCE_LIST_PATH } from '@/lib/resource/list-api'
import { resourcesByKey } from '@/lib/resource/resource-request'
import { answerStaffSearch, SEARCH_API_PATH } from '@/lib/search/staff-search'
import { databaseFaultAnswer } from '@/lib/database-faults'
import type { TJsonAnswer } from '@/lib/http'
import { MAINTENANCE_API_ANSWER, maintenanceOn } from '@/lib/maintenance'
import { RESOURCES } from '@/resources'

// Hot reads answered by the HTTP server itself, before Next's router and Payload's REST dispatcher,
// which cost 3-5 ms of JavaScript per request whatever the handler does (issue 4, docs/performance.md).
// Each route runs the very function its Payload endpoint runs, with the user from the same session
// check, so the two cannot disagree; only GETs without side effects belong here (no CSRF to check).

type TFastRoute = (payload: Payload, user: TypedUser | null, query: URLSearchParams) => Promise<TJsonAnswer> | TJsonAnswer

const ROUTES: Record<string, TFastRoute> = {
  // Every page load's session check (spec 4) and every socket handshake ask it.
  [`GET ${CURRENT_USER_PATH}`]: (payload, user, query) => answerCurrentUser(user, payload, query),
  [`GET ${INVESTOR_OPPORTUNITIES_PATH}`]: answerInvestorOpportunities,
  [`GET ${HOLDER_INVESTMENTS_PATH}`]: answerHolderInvestments,
  [`GET ${OPPORTUNITY_INVESTORS_PATH}`]: answerOpportunityInvestors,
  // The staff search box asks it on every pause in typing (issue 11 §11).
  [`GET ${SEARCH_API_PATH}`]: answerStaffSearch,
}

const KIT_LISTS = resourcesByKey(RESOURCES)

const routeKey = (req: http.IncomingMessage) => `${req.method} ${(req.url ?? '').split('?', 1)[0]}`

/** A fixed route, a kit list's JSON (GET /api/resources/{key}) or a fund's portfolio (GET /api/reports/funds/{id}/portfolio). */
function routeOf(req: http.IncomingMessage): TFastRoute | undefined {
  const fixed = ROUTES[routeKey(req)]
  if (fixed || req.method !== 'GET') return fixed
  const path = (req.url ?? '').split('?', 1)[0]
  const key = RESOURCE_LIST_PATH.exec(path)?.[1]
  if (key) return (payload, user, query) => answerResourceList(payload, user, KIT_LISTS, key, query)
  const fund = FUND_PORTFOLIO_PATH.exec(path)?.[1]
  return fund === undefined ? undefined : (payload, user) => answerFundPortfolio(payload, user, fund)
}

function send(res: http.ServerResponse, answer: TJsonAnswer): void {
  const body = JSON.stringify(answer.body)
  res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...answer.headers })
  res.end(body)
}

export type TFastRoutes = {
  /** Answers the request and returns true when it is a fast route; otherwise leaves it alone. */
  serve: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
  close: () => Promise<void>
}

/**
 * Starts the server process's own Payload instance (its own key and pool: Next's instance lives in
 * Next's module graph) and returns the router. Tenants are cached per process for a few seconds, so a
 * domain change made in /cms reaches these routes within that time, as it reaches other instances.
 */
export async function startFastRoutes(): Promise<TFastRoutes> {
  const payload = await getPayload({ config, key: 'fast-routes' })
  return {
    serve: (req, res) => {
      const route = routeOf(req)
      if (!route) return false
      const answer = async (): Promise<TJsonAnswer> => {
        if (maintenanceOn()) return MAINTENANCE_API_ANSWER
        // Served before Next, so before src/proxy.ts: the same gate for a second factor still to set up (decision 039).
        if (await twoFactorSetupGate(req.method ?? 'GET', (req.url ?? '').split('?', 1)[0], readCookie(req.headers.cookie, sessionCookieName()))) {
          return errorAnswer(new AppError('forbidden', TWO_FACTOR_SETUP_REQUIRED, undefined, {}, { two_factor_setup_required: true }))
        }
        const user = await userFromSession(payload, { cookie: req.headers.cookie, host: req.headers.host })
        return route(payload, user, new URL(req.url ?? '/', 'http://fast-route').searchParams)
      }
      answer().then(
        (result) => send(res, result),
        (error: unknown) => {
          if (error instanceof AppError) return send(res, errorAnswer(error))
          const fault = databaseFaultAnswer(error)
          if (fault) return send(res, fault)
          payload.logger.error({ err: error, msg: `fast route ${routeKey(req)} failed` })
          send(res, { status: 500, body: { message: 'Server Error' } })
        },
      )
      return true
    },
    close: () => payload.destroy(),
  }
}
