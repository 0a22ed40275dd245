'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'

import type { TNavLink } from '@/navigation/admin-navigation'

import { activeNav } from './nav-active'

export type TStaffNavClasses = { nav: string; list: string; subList: string; level1: string; level2: string }

type TProps = {
  items: TNavLink[]
  /** Wider addresses of sections with sub-areas (e.g. /admin/reports), so their landing pages light the section. */
  areas: Record<string, string>
  testId: string
  /** Chakra's classes for these elements, computed on the server (staff-navigation.tsx). */
  classes: TStaffNavClasses
}

/**
 * spec 2.2: the staff side navigation, items and sub-items exactly as adminNavigation() gives
 * them. Each link carries data-nav-key (sub-items also data-nav-parent) for the tests. Which link
 * is current follows the address on every client navigation (the layout stays); the look of the
 * current page and section comes from aria-current and data-active in the classes.
 */
export function StaffNavigationLinks({ items, areas, testId, classes }: TProps) {
  const pathname = usePathname() ?? ''
  const active = activeNav(pathname, items, { exact: ['overview'], areas })
  return (
    <nav aria-label="Main navigation" data-testid={testId} className={classes.nav}>
      <ul className={classes.list}>
        {items.map((section) => {
          const sectionActive = active.section === section.key
          const current = sectionActive ? (section.children.length === 0 || active.item === null ? 'page' : 'true') : undefined
          return (
            <li key={section.key}>
              <NextLink href={section.path} aria-current={current} data-nav-key={section.key} data-nav-level={1} data-active={current !== undefined || undefined} className={classes.level1}>
                {section.label}
              </NextLink>
              {section.children.length > 0 && (
                <ul className={classes.subList}>
                  {section.children.map((child) => {
                    const childCurrent = sectionActive && active.item === child.key ? 'page' : undefined
                    return (
                      <li key={child.key}>
                        <NextLink
                          href={child.path}
                          aria-current={childCurrent}
                          data-nav-key={child.key}
                          data-nav-level={2}
                          data-nav-parent={section.key}
                          data-active={childCurrent !== undefined || undefined}
                          className={classes.level2}
                        >
                          {child.label}
                        </NextLink>
                      </li>
                    )
                  })}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
