import { describe, expect, it } from 'vitest'

import { ADMIN_ROUTES, findAdminRoute } from '@/navigation/admin-routes'
import { ADMIN_NAVIGATION, CREATE_ACTIONS, SETTINGS_CARDS } from '@/navigation/admin-navigation'

describe('admin route table (spec 2.1)', () => {
  it('has every route once', () => {
    const patterns = ADMIN_ROUTES.map((route) => route.pattern)
    expect(new Set(patterns).size).toBe(patterns.length)
  })

  it.each([
    ['/admin/investments/deals/new-deal', '/admin/investments/deals/new-deal'],
    ['/admin/investments/deals/17/edit', '/admin/investments/deals/:id/edit'],
    ['/admin/investors/contacts/new-contact', '/admin/investors/contacts/new-contact'],
    ['/admin/investors/contacts/4/details', '/admin/investors/contacts/:id/details'],
    ['/admin/investors/9/sign-pdf/3', '/admin/investors/:id/sign-pdf/:documentId'],
    ['/admin/reports/updates/5/edit-update', '/admin/reports/updates/:id/edit-update'],
    ['/admin/settings/terminology/funds', '/admin/settings/terminology/funds'],
    ['/admin/settings/investor/portfolio/2', '/admin/settings/investor/portfolio/:id'],
  ])('%s resolves to %s (literal segments win)', (path, pattern) => {
    expect(findAdminRoute(path)?.pattern).toBe(pattern)
  })

  it('knows nothing outside the spec', () => {
    expect(findAdminRoute('/admin/nope')).toBeNull()
    expect(findAdminRoute('/admin/investments/deals/1/2/3')).toBeNull()
  })

  it('routes every navigation entry, settings card and create action', () => {
    const paths = [
      ...ADMIN_NAVIGATION.flatMap((section) => [section.path, ...(section.children ?? []).map((child) => child.path)]),
      ...SETTINGS_CARDS.map((card) => card.path),
      ...CREATE_ACTIONS.map((action) => action.path),
    ]
    for (const path of paths) expect(findAdminRoute(path), path).not.toBeNull()
  })
})
