'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'

import type { TNavLink } from '@/navigation/admin-navigation'

import { activeNav } from './nav-active'

// The profile link opens /investor/profile/view, but every /investor/profile/* page belongs to it.
const INVESTOR_AREAS = { profile: '/investor/profile' } as const

export type TInvestorNavClasses = { nav: string; list: string; item: string; link: string }

type TProps = {
  items: TNavLink[]
  testId: string
  /** Chakra's classes for these elements, computed on the server (investor-navigation.tsx). */
  classes: TInvestorNavClasses
}

/** spec 2.3: the portal's top navigation, in the tenant's order (investorNavigation()); the current one follows the address. */
export function InvestorNavigationLinks({ items, testId, classes }: TProps) {
  const pathname = usePathname() ?? ''
  const active = activeNav(pathname, items, { exact: ['overview'], areas: INVESTOR_AREAS })
  return (
    <nav aria-label="Main navigation" data-testid={testId} className={classes.nav}>
      <ul className={classes.list}>
        {items.map((item) => {
          const current = active.section === item.key
          return (
            <li key={item.key} className={classes.item}>
              <NextLink href={item.path} aria-current={current ? 'page' : undefined} data-nav-key={item.key} data-active={current || undefined} className={classes.link}>
                {item.label}
              </NextLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
