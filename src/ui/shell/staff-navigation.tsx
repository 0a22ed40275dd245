'use client'

import { Box, Link } from '@chakra-ui/react'
import NextLink from 'next/link'
import { usePathname } from 'next/navigation'

import type { TNavLink } from '@/navigation/admin-navigation'

import { activeNav } from './nav-active'

type TProps = {
  items: TNavLink[]
  /** Wider addresses of sections with sub-areas (e.g. /admin/reports), so their landing pages light the section. */
  areas: Record<string, string>
  testId: string
  /** Called when a link is followed (the drawer closes itself with it). */
  onNavigate?: () => void
}

/**
 * spec 2.2: the staff side navigation, items and sub-items exactly as adminNavigation() gives
 * them. Each link carries data-nav-key (sub-items also data-nav-parent) for the tests.
 */
export function StaffNavigation({ items, areas, testId, onNavigate }: TProps) {
  const pathname = usePathname() ?? ''
  const active = activeNav(pathname, items, { exact: ['overview'], areas })
  return (
    <Box as="nav" aria-label="Main navigation" data-testid={testId} bg="tenant.primary" color="white" px={3} py={4}>
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap={1}>
        {items.map((section) => {
          const sectionActive = active.section === section.key
          return (
            <Box as="li" key={section.key}>
              <StaffNavLink
                href={section.path}
                navKey={section.key}
                level={1}
                current={sectionActive ? (section.children.length === 0 || active.item === null ? 'page' : 'true') : undefined}
                onNavigate={onNavigate}
              >
                {section.label}
              </StaffNavLink>
              {section.children.length > 0 && (
                <Box
                  as="ul"
                  listStyleType="none"
                  mt={1}
                  ms={3}
                  ps={2}
                  borderStartWidth="1px"
                  borderColor="whiteAlpha.300"
                  display="flex"
                  flexDirection="column"
                  gap={0.5}
                >
                  {section.children.map((child) => (
                    <Box as="li" key={child.key}>
                      <StaffNavLink
                        href={child.path}
                        navKey={child.key}
                        parentKey={section.key}
                        level={2}
                        current={sectionActive && active.item === child.key ? 'page' : undefined}
                        onNavigate={onNavigate}
                      >
                        {child.label}
                      </StaffNavLink>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}

type TLinkProps = {
  href: string
  navKey: string
  parentKey?: string
  level: 1 | 2
  /** 'page' for the current page's own link, 'true' for the section around it. */
  current: 'page' | 'true' | undefined
  onNavigate?: () => void
  children: string
}

function StaffNavLink({ href, navKey, parentKey, level, current, onNavigate, children }: TLinkProps) {
  const highlighted = current !== undefined
  return (
    <Link
      asChild
      display="block"
      px={3}
      py={level === 1 ? 2 : 1.5}
      rounded="md"
      fontSize="sm"
      fontWeight={level === 1 ? 'semibold' : highlighted ? 'semibold' : 'normal'}
      color={highlighted ? 'white' : 'whiteAlpha.800'}
      bg={current === 'page' ? 'whiteAlpha.200' : 'transparent'}
      borderStartWidth="3px"
      borderColor={current === 'page' ? 'tenant.secondary' : 'transparent'}
      textDecoration="none"
      _hover={{ bg: 'whiteAlpha.100', color: 'white', textDecoration: 'none' }}
      focusRingColor="white"
      focusRingOffset="0"
    >
      <NextLink
        href={href}
        aria-current={current}
        data-nav-key={navKey}
        data-nav-level={level}
        data-nav-parent={parentKey}
        data-active={highlighted || undefined}
        onClick={onNavigate}
      >
        {children}
      </NextLink>
    </Link>
  )
}
