import { forbidden, redirect } from 'next/navigation'

import { can, type TAction, type TResource } from '@/access/permissions'

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
