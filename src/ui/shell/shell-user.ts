import type { TTenantUser } from '@/access/current-user'
import { isRoleId } from '@/access/roles'
import { roleDisplayName, type TTerminology } from '@/tenancy/terminology'
import type { TAvatarUser } from '@/ui/avatar/user-avatar'

/** What the shells' client parts need about the signed-in user; nothing more crosses to the browser. */
export type TShellUser = TAvatarUser & { fullName: string; roleName: string }

export function toShellUser(user: TTenantUser, terminology: TTerminology): TShellUser {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname ?? null,
    avatar: user.avatar ?? null,
    fullName: [user.name, user.surname].filter(Boolean).join(' '),
    roleName: isRoleId(user.role_id) ? roleDisplayName(user.role_id, terminology) : '',
  }
}

/** http(s) or an in-app path; a tenant setting is never allowed to become a script link. */
export function safeHref(value: string | null | undefined): string | null {
  const link = value?.trim()
  if (!link) return null
  if (link.startsWith('/') && !link.startsWith('//')) return link
  try {
    const url = new URL(link)
    return url.protocol === 'https:' || url.protocol === 'http:' ? link : null
  } catch {
    return null
  }
}
