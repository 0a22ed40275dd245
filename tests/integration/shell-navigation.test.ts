import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, test } from 'vitest'

import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { adminNavigation, createActions } from '@/navigation/admin-navigation'

import { TestClient } from '../support/http-client'
import { tenantFeatures } from '../support/tenant-seed'

// Issue 3, items 3-5 (spec 2.2, 9): each staff role of two tenants with different switches sees
// exactly the navigation and create menu the permission table and the switches allow, in the
// server-rendered shell. The expectations come from the navigation module itself (adminNavigation,
// createActions), fed with tenants/<code>.json over the spec defaults, so the table is never copied
// here. The browser test (tests/e2e/shell-navigation.spec.ts) opens the menu and the drawer.

const STAFF_ROLES = ROLE_IDS.filter((role) => role !== ROLE.user)
// demo has every default switch; angel turns market sounding and organisation links on.
const STAFF_TENANTS = ['demo', 'angel'] as const
/** A page every staff role may open (spec 2.1: the settings landing needs no permission). */
const STAFF_PAGE = '/admin/settings'

const navigationOf = (role: TRoleId, tenant: string) => adminNavigation({ role, features: tenantFeatures(tenant), terminology: {} })

test('the expectations differ between the tenants and roles (the table-driven checks are not vacuous)', () => {
  const keys = (role: TRoleId, tenant: string) => navigationOf(role, tenant).flatMap((section) => [section.key, ...section.children.map((child) => `${section.key}/${child.key}`)])
  expect(keys(ROLE.superAdmin, 'angel')).toContain('insider-register')
  expect(keys(ROLE.superAdmin, 'demo')).not.toContain('insider-register')
  expect(keys(ROLE.superAdmin, 'angel')).toContain('investors/organisation-applications')
  expect(keys(ROLE.superAdmin, 'demo')).not.toContain('investors/organisation-applications')
  expect(new Set(STAFF_ROLES.map((role) => keys(role, 'demo').join())).size, 'the roles should not all see the same navigation').toBeGreaterThan(1)
  const creates = new Set(STAFF_ROLES.map((role) => createActions({ role, features: tenantFeatures('demo'), terminology: {} }).length))
  expect(creates.has(0) && creates.size > 1, 'some roles have a create menu and some none').toBe(true)
})

/** The shell's navigation links as rendered: level, parent, key, label and address, in order. */
function shownNavigation(nav: HTMLElement) {
  return nav.querySelectorAll('[data-nav-key]').map((link) => ({
    level: link.getAttribute('data-nav-level'),
    parent: link.getAttribute('data-nav-parent') ?? null,
    key: link.getAttribute('data-nav-key'),
    label: link.text.trim(),
    href: link.getAttribute('href'),
  }))
}

describe.each(STAFF_TENANTS)('%s', (tenant) => {
  test.each(STAFF_ROLES.map((role) => [ROLE_SLUG[role], ROLE_LABEL[role], role] as const))('%s (%s) sees exactly the navigation and create menu of the permission table', async (slug, _label, role) => {
    const client = new TestClient(tenant)
    await client.login(`${slug}@${tenant}.test`)
    const response = await client.get(STAFF_PAGE, { accept: 'text/html' })
    expect(response.status, `${STAFF_PAGE} for ${slug}`).toBe(200)
    const html = parse(response.text)

    const navs = html.querySelectorAll('[data-testid="staff-nav"]')
    expect(navs, 'one staff navigation').toHaveLength(1)
    // Labels (default terminology) and addresses as the module gives them; a section leads to its first sub-area (spec 2.2).
    const expected = navigationOf(role, tenant).flatMap((section) => [
      { level: '1', parent: null, key: section.key, label: section.label, href: section.path },
      ...section.children.map((child) => ({ level: '2', parent: section.key, key: child.key, label: child.label, href: child.path })),
    ])
    expect(shownNavigation(navs[0]!)).toEqual(expected)

    const actions = createActions({ role, features: tenantFeatures(tenant), terminology: {} }).map((action) => action.key)
    const trigger = html.querySelector('[data-testid="create-menu"]')
    expect(trigger?.getAttribute('data-create-keys')?.split(' ') ?? null, 'create menu (null: no menu)').toEqual(actions.length > 0 ? actions : null)
  })
})
