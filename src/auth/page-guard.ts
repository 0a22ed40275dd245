import { forbidden, notFound, redirect } from 'next/navigation'

import { can, type TAction, type TResource } from '@/access/permissions'
import { findAdminRoute } from '@/navigation/admin-routes'
import { featuresOf } from '@/tenancy/branding'

import { getRequestContext, type TRequestContext } from './request-context'

type TGuarded = TRequestContext & { user: NonNullable<TRequestContext['user']> }

/**
 * Every guarded page starts with this (in page.tsx, never layout.tsx: layouts are skipped on
 * client navigation). No session: to /login with the target. No permission: 403 and the error page (forbidden.tsx).
 */
export async function guardPage(path: string, ...checks: Array<readonly [TResource, TAction]>): Promise<TGuarded> {
  const context = await getRequestContext()
  const { user } = context
  if (!user) redirect(`/login?target=${encodeURIComponent(path)}`)
  if (!checks.every(([resource, action]) => can(user.role_id, resource, action))) forbidden()
  return { ...context, user }
}

/**
 * A page of ADMIN_ROUTES guarded by its own row (issue 9 §2): the permission and the tenant switch
 * come from the route table, not restated in the page. An address not in the table, or a switched-
 * off feature, is a 404.
 */
export async function guardAdminRoute(pathname: string): Promise<TGuarded> {
  const route = findAdminRoute(pathname)
  if (!route) notFound()
  const ctx = await guardPage(pathname, ['admin_area', 'show'], ...(route.resource ? [[route.resource, route.action] as const] : []))
  if (route.feature && !featuresOf(ctx.tenant)[route.feature]) notFound()
  return ctx
}
