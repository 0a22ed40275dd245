import escapeHtml from 'escape-html'

import type { Tenant } from '@/payload-types'

// Issue 12 §6: an operator can suspend a tenant and resume it. While suspended its users see this
// page, its APIs answer 403, no session counts (src/auth/session-strategy.ts) and its data is kept.
// The HTTP server answers before anything else runs (src/server/http-server.ts).

export const TENANT_STATUSES = ['active', 'suspended'] as const

export const isSuspended = (tenant: Pick<Tenant, 'status'> | null | undefined) => tenant?.status === 'suspended'

export const SUSPENDED_MESSAGE = 'This account is suspended. Its data is kept; please contact the firm for more information.'

/** The page a suspended tenant's visitors see: plain HTML in the tenant's name, nothing to load. */
export function suspendedPage(tenant: Pick<Tenant, 'name' | 'supportEmail'>): string {
  const name = escapeHtml(tenant.name)
  const contact = tenant.supportEmail ? `<p>Questions: <a href="mailto:${escapeHtml(tenant.supportEmail)}">${escapeHtml(tenant.supportEmail)}</a></p>` : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}: account suspended</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f7f9;color:#1a202c}main{max-width:32rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{font-size:1.5rem;margin-top:0}</style></head>
<body><main><h1>${name} is temporarily unavailable</h1><p>This account has been suspended, so signing in and the portal are paused. Your data is kept safe.</p>${contact}</main></body></html>`
}
