import type { Tenant } from '@/payload-types'

/**
 * The address links in a tenant's emails point at (issue 8, finding 2): its first configured
 * domain, over https in production. Never the request's Host or X-Forwarded-Host, which a sender of
 * a reset request controls. Outside production a tenant without domains is `<code>.localhost` on
 * this server's port.
 */
export function tenantOrigin(tenant: Pick<Tenant, 'code' | 'domains' | 'isDefault'>): string {
  const domain = tenant.domains?.[0]?.domain
  if (process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1') {
    if (!domain) throw new Error(`Tenant ${tenant.code} has no domain to link to`)
    return `https://${domain}`
  }
  const port = process.env.PORT ?? '3000'
  return `http://${domain ?? (tenant.isDefault ? 'localhost' : `${tenant.code}.localhost`)}:${port}`
}
