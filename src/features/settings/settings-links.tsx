import { Link, List, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import type { TRequestContext } from '@/auth/request-context'
import { adminRouteOpen, childAdminRoutes } from '@/navigation/admin-routes'
import { featuresOf } from '@/tenancy/branding'

type TProps = {
  ctx: TRequestContext & { user: NonNullable<TRequestContext['user']> }
  path: string
  label: string
  descriptions?: Record<string, string>
  /** A short line of the sub-page's current state (e.g. the terms version), under its link. */
  summaries?: Record<string, string>
  /** Sub-pages the section leaves out although the route table opens them (e.g. a test the tenant's switches do not use). */
  omit?: readonly string[]
}

/** The sub-pages of a settings section the signed-in role may open (the route table decides), as links. */
export function SettingsLinks({ ctx, path, label, descriptions = {}, summaries = {}, omit = [] }: TProps) {
  const features = featuresOf(ctx.tenant)
  const open = childAdminRoutes(path).filter((child) => !omit.includes(child.pattern) && adminRouteOpen(child.pattern, ctx.user.role_id, features))
  if (open.length === 0) return null
  return (
    <List.Root as="ul" gap={2} aria-label={label} mb={8}>
      {open.map((child) => (
        <List.Item key={child.pattern} data-settings-link={child.pattern}>
          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
            <NextLink href={child.pattern}>{child.title}</NextLink>
          </Link>
          {descriptions[child.pattern] && (
            <Text as="span" color="fg.muted">
              {' '}
              : {descriptions[child.pattern]}
            </Text>
          )}
          {summaries[child.pattern] && (
            <Text fontSize="sm" color="fg.muted" data-testid="settings-summary">
              {summaries[child.pattern]}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  )
}
