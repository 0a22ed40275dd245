import type { Payload } from 'payload'

import { databaseFaultOf } from '@/lib/database-faults'
import type { Tenant } from '@/payload-types'

// Tenants change rarely and are read on every request: keep them a few seconds in memory.
// A change through /cms clears this process's cache at once (tenants afterChange hook); other
// instances see it when their copy expires. TENANT_CACHE_TTL_MS shortens that (the test servers: 1 s,
// so a test that changes a tenant behind the server's back waits one second, not ten).
export const TENANT_CACHE_TTL_MS = Number(process.env.TENANT_CACHE_TTL_MS) > 0 ? Number(process.env.TENANT_CACHE_TTL_MS) : 10_000
let cache: { loadedAt: number; tenants: Tenant[] } | null = null

export function clearTenantCache(): void {
  cache = null
}

async function allTenants(payload: Payload): Promise<Tenant[]> {
  if (cache && Date.now() - cache.loadedAt < TENANT_CACHE_TTL_MS) return cache.tenants
  try {
    const { docs } = await payload.find({ collection: 'tenants', depth: 0, limit: 1000, pagination: false, overrideAccess: true })
    cache = { loadedAt: Date.now(), tenants: docs }
    return docs
  } catch (error) {
    // During a database outage the last known tenants keep pages such as /maintenance in the
    // tenant's colours; every read of other data still fails (and answers 503).
    if (cache && databaseFaultOf(error) === 'unavailable') return cache.tenants
    throw error
  }
}

/** The host without port, lower-cased: `Angel.localhost:3000` -> `angel.localhost`. */
export function hostnameOf(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

/**
 * Outside production `<code>.localhost` names tenant `<code>` and the default tenant answers any
 * other host (development conveniences). In production only a tenant's own domains count
 * (issue 8, finding 10): an unknown host is refused, never served as some tenant.
 */
export const hostFallbacksAllowed = () => process.env.NODE_ENV !== 'production'

/** Pure rule: exact domain, then (outside production) `<code>.localhost`, then the default tenant. */
export function pickTenantForHost<T extends Pick<Tenant, 'code' | 'domains' | 'isDefault'>>(
  tenants: T[],
  host: string | null | undefined,
  fallbacks = hostFallbacksAllowed(),
): T | null {
  const hostname = hostnameOf(host)
  const exact = tenants.find((tenant) => tenant.domains?.some((entry) => entry.domain.toLowerCase() === hostname))
  if (exact || !fallbacks) return exact ?? null
  const localCode = hostname.endsWith('.localhost') ? hostname.slice(0, -'.localhost'.length) : null
  const byCode = localCode ? tenants.find((tenant) => tenant.code === localCode) : undefined
  return byCode ?? tenants.find((tenant) => tenant.isDefault) ?? null
}

/** The tenant a Host names, or null. */
export async function findTenantForHost(payload: Payload, host: string | null | undefined): Promise<Tenant | null> {
  return pickTenantForHost(await allTenants(payload), host)
}

let lastReload = 0

/**
 * As findTenantForHost, but a host this process does not know makes it read the tenants again (at
 * most once a second): a tenant an operator has just created on another instance, or whose cache here
 * is still warm, is served at once rather than refused for up to TENANT_CACHE_TTL_MS.
 */
export async function findTenantForHostReloading(payload: Payload, host: string | null | undefined): Promise<Tenant | null> {
  const tenant = await findTenantForHost(payload, host)
  // Outside production an unknown host falls back to the default tenant: that counts as unknown too.
  const known = tenant && !(tenant.isDefault && !tenant.domains?.some((entry) => entry.domain === hostnameOf(host)))
  if (known || Date.now() - lastReload < 1_000) return tenant
  lastReload = Date.now()
  clearTenantCache()
  return findTenantForHost(payload, host)
}

/** The request's tenant, from its Host header only; nothing the browser sends can choose another. */
export async function resolveTenantFromHost(payload: Payload, host: string | null | undefined): Promise<Tenant> {
  const tenant = await findTenantForHost(payload, host)
  if (!tenant) throw new Error(`No tenant has the domain ${hostnameOf(host)}`)
  return tenant
}

/** A tenant by id, from the same short-lived cache (for a signed-in user's own tenant). */
export async function tenantById(payload: Payload, ref: number | Pick<Tenant, 'id'>): Promise<Tenant | null> {
  const id = typeof ref === 'number' ? ref : ref.id
  return (await allTenants(payload)).find((tenant) => tenant.id === id) ?? null
}
