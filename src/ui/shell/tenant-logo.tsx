import { chakra, Link } from '@chakra-ui/react'
import NextLink from 'next/link'

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
    <chakra.img src={lightLogoUrl} alt={tenantName} maxH="9" maxW={{ base: '32', md: '48' }} objectFit="contain" display="block" />
  ) : (
    tenantName
  )
  return (
    <Link
      asChild
      color="white"
      fontWeight="bold"
      fontSize={{ base: 'md', md: 'lg' }}
      textDecoration="none"
      _hover={{ textDecoration: 'none', opacity: 0.9 }}
      focusRingColor="white"
      minW={0}
      truncate
      data-testid="tenant-logo"
    >
      {external ? <a href={href}>{content}</a> : <NextLink href={href}>{content}</NextLink>}
    </Link>
  )
}
