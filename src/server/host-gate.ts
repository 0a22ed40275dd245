import type http from 'node:http'

import type { Payload } from 'payload'

import type { Tenant } from '../payload-types'
import { isConsolePath, platformHostname } from '../tenancy/platform-host'
import { findTenantForHostReloading, hostnameOf } from '../tenancy/resolve-tenant'
import { isSuspended, SUSPENDED_MESSAGE, suspendedPage } from '../tenancy/suspension'

// The first decision on every request, by its Host: production serves known hosts only (a tenant's
// domain or the platform host: issue 8, finding 10; anything else 421), and a suspended tenant's
// host gets the suspended page or a 403 (issue 12 §6), whatever route it asks for.

export type THostGate = { kind: 'serve' } | { kind: 'misdirected' } | { kind: 'suspended'; tenant: Tenant }

const SERVE = { kind: 'serve' } as const

// The operators' console cookie (Payload's own auth): on the platform host, which outside production is
// also the demo tenant's, the console keeps working while that tenant is suspended.
const OPERATOR_COOKIE = /(?:^|;\s*)payload-token=/

function consoleRequest(req: http.IncomingMessage, path: string): boolean {
  if (hostnameOf(req.headers.host) !== platformHostname()) return false
  return isConsolePath(path) || path.startsWith('/_next/') || OPERATOR_COOKIE.test(req.headers.cookie ?? '')
}

export async function hostGate(payload: Payload, req: http.IncomingMessage, knownHostsOnly: boolean): Promise<THostGate> {
  const path = (req.url ?? '').split('?', 1)[0] ?? ''
  if (consoleRequest(req, path)) return SERVE
  const tenant = await findTenantForHostReloading(payload, req.headers.host)
  if (!tenant) return knownHostsOnly && hostnameOf(req.headers.host) !== platformHostname() ? { kind: 'misdirected' } : SERVE
  return isSuspended(tenant) ? { kind: 'suspended', tenant } : SERVE
}

const SUSPENDED_JSON = JSON.stringify({ message: SUSPENDED_MESSAGE })

/** 403: JSON for API and socket calls, the suspended page for everything else. */
export function answerSuspended(req: http.IncomingMessage, res: http.ServerResponse, tenant: Tenant): void {
  const path = (req.url ?? '').split('?', 1)[0] ?? ''
  const api = path.startsWith('/api/') || path.startsWith('/socket.io') || path.startsWith('/sanctum/')
  const body = api ? SUSPENDED_JSON : suspendedPage(tenant)
  res.writeHead(403, { 'Content-Type': api ? 'application/json' : 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' })
  res.end(body)
}
