import { can, isAdminType, type TResource } from './permissions'

/** Admin areas in menu order, each with the resource whose `index` opens it (spec 2.2). */
export const ADMIN_LANDING_ORDER: Array<{ path: string; resource: TResource }> = [
  { path: '/admin', resource: 'overview' },
  { path: '/admin/investments/deals', resource: 'pipeline_deals' },
  { path: '/admin/investments/opportunities', resource: 'investment_opportunity_live' },
  { path: '/admin/investments/existing', resource: 'investment_opportunity_existing' },
  { path: '/admin/investments/companies', resource: 'funds_opportunity' },
  { path: '/admin/funds', resource: 'funds' },
  { path: '/admin/investors', resource: 'investors' },
  { path: '/admin/reports/kpis', resource: 'reports' },
  { path: '/admin/reports/updates', resource: 'update_reports' },
  { path: '/admin/reports/wip', resource: 'wip-report' },
]

/** The first admin page a role may open; /admin/settings/security (own password) is always open to staff. */
export function firstAdminPath(role: unknown): string {
  return ADMIN_LANDING_ORDER.find((entry) => can(role, entry.resource, 'index'))?.path ?? '/admin/settings/security'
}

/** spec 2.4: where the browser goes after login. */
export function pathAfterLogin(role: unknown, target: string | null | undefined): string {
  const admin = isAdminType(role)
  const safeTarget = target && target.startsWith('/') && !target.startsWith('//') ? target : null
  if (!admin && safeTarget?.includes('admin')) return '/investor'
  if (safeTarget && safeTarget !== '/' && safeTarget !== '/login') return safeTarget
  return admin ? firstAdminPath(role) : '/investor'
}
