import { hostnameOf } from './resolve-tenant'

/** The operators' host (PLATFORM_HOST, default localhost): it serves /cms and is no tenant's. */
export const platformHostname = () => hostnameOf(process.env.PLATFORM_HOST || 'localhost')
