import { Link, List, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import type { TRequestContext } from '@/auth/request-context'
import { adminRouteOpen, childAdminRoutes } from '@/navigation/admin-routes'
import { featuresOf } from '@/tenancy/branding'

type TProps = { ctx: TRequestContext & { user: NonNullable<TRequestContext['user']> }; path: string; label: string; descriptions?: Record<string, string> }

/** The sub-pages of a settings section the signed-in role may open (the route table decides), as links. */
export function SettingsLinks({ ctx, path, label, descriptions = {} }: TProps) {
  const features = featuresOf(ctx.tenant)
  const open = childAdminRoutes(path).filter((child) => adminRouteOpen(child.pattern, ctx.user.role_id, features))
  if (open.length === 0) return null
  return (
    <List.Root as="ul" gap={2} aria-label={label} mb={8}>
      {open.map((child) => (
        <List.Item key={child.pattern}>
          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
            <NextLink href={child.pattern}>{child.title}</NextLink>
          </Link>
          {descriptions[child.pattern] && (
            <Text as="span" color="fg.muted">
              {' '}
              : {descriptions[child.pattern]}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  )
}
