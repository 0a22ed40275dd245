import { hostnameOf } from './resolve-tenant'

/** The operators' host (PLATFORM_HOST, default localhost): it serves /cms and is no tenant's. */
export const platformHostname = () => hostnameOf(process.env.PLATFORM_HOST || 'localhost')

/** The console's own requests: /cms pages and the operators' auth API. */
export const isConsolePath = (pathname: string) => pathname === '/cms' || pathname.startsWith('/cms/') || pathname === '/api/operators' || pathname.startsWith('/api/operators/')

/**
 * Payload's csrf allowlist: the origins its operator cookie is accepted from (issue 8, finding 9).
 * https on the platform host in production; the local server's origins otherwise.
 */
export function consoleOrigins(): string[] {
  const host = process.env.PLATFORM_HOST || 'localhost'
  const fromPublicUrl = process.env.PUBLIC_URL ? [new URL(process.env.PUBLIC_URL).origin] : []
  if (process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1') return [`https://${host}`, ...fromPublicUrl]
  return [`http://${host}:${process.env.PORT ?? 3000}`, `http://${host}`, ...fromPublicUrl]
}
