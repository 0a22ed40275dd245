'use client'

import { Box, Link } from '@chakra-ui/react'
import NextLink from 'next/link'
import { usePathname } from 'next/navigation'

import type { TNavLink } from '@/navigation/admin-navigation'

import { activeNav } from './nav-active'

// The profile link opens /investor/profile/view, but every /investor/profile/* page belongs to it.
const INVESTOR_AREAS = { profile: '/investor/profile' } as const

type TProps = {
  items: TNavLink[]
  testId: string
  direction: 'row' | 'column'
  onNavigate?: () => void
}

/** spec 2.3: the portal's top navigation, in the tenant's order (investorNavigation()). */
export function InvestorNavigationLinks({ items, testId, direction, onNavigate }: TProps) {
  const pathname = usePathname() ?? ''
  const active = activeNav(pathname, items, { exact: ['overview'], areas: INVESTOR_AREAS })
  const row = direction === 'row'
  return (
    <Box
      as="nav"
      aria-label="Main navigation"
      data-testid={testId}
      bg="tenant.primary"
      color="white"
      h={row ? 'full' : undefined}
      px={row ? 0 : 3}
      py={row ? 0 : 4}
    >
      <Box as="ul" listStyleType="none" display="flex" flexDirection={direction} gap={1} h={row ? 'full' : undefined}>
        {items.map((item) => {
          const current = active.section === item.key
          return (
            <Box as="li" key={item.key} display="flex">
              <Link
                asChild
                display="flex"
                alignItems="center"
                w={row ? undefined : 'full'}
                px={3}
                py={2}
                fontSize="sm"
                fontWeight={current ? 'semibold' : 'medium'}
                color={current ? 'white' : 'whiteAlpha.800'}
                bg={!row && current ? 'whiteAlpha.200' : 'transparent'}
                rounded={row ? 'none' : 'md'}
                borderBottomWidth={row ? '3px' : 0}
                borderStartWidth={row ? 0 : '3px'}
                borderColor={current ? 'tenant.secondary' : 'transparent'}
                textDecoration="none"
                whiteSpace="nowrap"
                _hover={{ color: 'white', bg: 'whiteAlpha.100', textDecoration: 'none' }}
                focusRingColor="white"
                focusRingOffset="0"
              >
                <NextLink
                  href={item.path}
                  aria-current={current ? 'page' : undefined}
                  data-nav-key={item.key}
                  data-active={current || undefined}
                  onClick={onNavigate}
                >
                  {item.label}
                </NextLink>
              </Link>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
