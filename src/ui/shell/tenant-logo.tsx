import { chakra, Link } from '@chakra-ui/react'
import NextLink from 'next/link'

import { SHELL } from './shell-styles'

type TProps = {
  tenantName: string
  /** The light logo (spec 3: logo_alt, for dark backgrounds); without one the name is written out. */
  lightLogoUrl: string | null
  href: string
}

/** The tenant's mark on the dark bar, linking home (or to the tenant's own site). */
export function TenantLogo({ tenantName, lightLogoUrl, href }: TProps) {
  const external = /^https?:\/\//.test(href)
  const content = lightLogoUrl ? (
    <chakra.img src={lightLogoUrl} alt={tenantName} {...SHELL.logoImage.props} />
  ) : (
    tenantName
  )
  return (
    <Link asChild {...SHELL.logo.props} data-testid="tenant-logo">
      {external ? <a href={href}>{content}</a> : <NextLink href={href}>{content}</NextLink>}
    </Link>
  )
}
