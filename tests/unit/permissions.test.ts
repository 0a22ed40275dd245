import { describe, expect, test } from 'vitest'

import { ACTIONS, AREA_RESOURCES, can, isAdminType, RESOURCES, SPEC_RESOURCES, type TAction, type TResource } from '@/access/permissions'
import { ROLE_IDS } from '@/access/roles'

// spec 6, transcribed by hand: this file must not derive its expectations from PERMISSIONS.
// Interpretations the code chose (docs/decisions/001) are written out literally below.

const SPEC_ACTIONS = ['index', 'show', 'create', 'update', 'delete', 'delete_unsafe'] as const

const SPEC_RESOURCE_LIST = [
  'pipeline_deals',
  'investment_opportunity_live',
  'investment_opportunity_existing',
  'investors',
  'investors_password',
  'investor_category',
  'funds',
  'funds_opportunity',
  'overview',
  'reports',
  'custom_kpis',
  'update_reports',
  'wip-report',
  'branding',
  'pipelines',
  'user',
  'features',
  'attributes',
  'attributes_lock',
  'report_types',
  'industries',
  'investment_opportunity_sub_types',
  'investment_opportunity_types',
  'investment_opportunity_investor_types',
  'compliance',
  'investment_opportunity_live_cash_call',
  'onboarding_documents',
  'user_app_test',
] as const

const EXTRA_RESOURCE_LIST = ['admin_area', 'investor_portal', 'portal_investments', 'notifications'] as const

const SPEC_ROLES = [1, 2, 3, 5, 7, 8, 9, 10, 11, 12] as const
type TSpecRole = (typeof SPEC_ROLES)[number]

const ROLE_NAME: Record<TSpecRole, string> = {
  1: 'Super Admin',
  2: 'Entrepreneur',
  3: 'Investment Committee',
  5: 'User',
  7: 'Custodian',
  8: 'Support',
  9: 'Creator',
  10: 'Investment Manager',
  11: 'Fund Manager',
  12: 'Adviser',
}

type TGrantTable = Partial<Record<string, readonly string[]>>

const FULL = ['index', 'show', 'create', 'update', 'delete']
const FULL_EXCEPT_DELETE = ['index', 'show', 'create', 'update']
const LIST_VISIT_UPDATE = ['index', 'show', 'update']
const LIST_VISIT = ['index', 'show']

// Every admin-type role opens the admin area and reads/marks its notifications.
const STAFF_EXTRAS: TGrantTable = { admin_area: ['index', 'show'], notifications: ['index', 'update'] }

// "Nearly everything": every action but delete_unsafe on every spec resource, attributes_lock excepted.
const superAdmin: TGrantTable = {
  ...STAFF_EXTRAS,
  pipeline_deals: FULL,
  investment_opportunity_live: FULL,
  investment_opportunity_existing: FULL,
  investors: FULL,
  investors_password: FULL,
  investor_category: FULL,
  funds: FULL,
  funds_opportunity: FULL,
  overview: FULL,
  reports: FULL,
  custom_kpis: FULL,
  update_reports: FULL,
  'wip-report': FULL,
  branding: FULL,
  pipelines: FULL,
  user: FULL,
  features: FULL,
  attributes: FULL,
  report_types: FULL,
  industries: FULL,
  investment_opportunity_sub_types: FULL,
  investment_opportunity_types: FULL,
  investment_opportunity_investor_types: FULL,
  compliance: FULL,
  investment_opportunity_live_cash_call: FULL,
  onboarding_documents: FULL,
  user_app_test: FULL,
}

const EXPECTED: Record<TSpecRole, TGrantTable> = {
  1: superAdmin,
  // "All of Super Admin's, plus attributes_lock index and delete_unsafe on live opportunities, existing opportunities and investors"
  8: {
    ...superAdmin,
    attributes_lock: ['index'],
    investment_opportunity_live: [...FULL, 'delete_unsafe'],
    investment_opportunity_existing: [...FULL, 'delete_unsafe'],
    investors: [...FULL, 'delete_unsafe'],
  },
  // "Deals (full); live and existing opportunities (no delete); funds (full); fund opportunities; investors (no delete);
  //  investor category update; overview; KPI and KPI-portfolio view; update reports and WIP reports view; WIP create"
  3: {
    ...STAFF_EXTRAS,
    pipeline_deals: FULL,
    investment_opportunity_live: FULL_EXCEPT_DELETE,
    investment_opportunity_existing: FULL_EXCEPT_DELETE,
    funds: FULL,
    funds_opportunity: LIST_VISIT,
    investors: FULL_EXCEPT_DELETE,
    investor_category: ['update'],
    overview: LIST_VISIT,
    reports: LIST_VISIT,
    custom_kpis: LIST_VISIT,
    update_reports: LIST_VISIT,
    'wip-report': ['index', 'show', 'create'],
  },
  // "Deals: list, update, visit; live opportunities: list, visit, update; existing opportunities: list, update, visit, create"
  2: {
    ...STAFF_EXTRAS,
    pipeline_deals: ['index', 'update', 'show'],
    investment_opportunity_live: ['index', 'show', 'update'],
    investment_opportunity_existing: ['index', 'update', 'show', 'create'],
  },
  // "List, visit, update on live, existing and fund opportunities"
  7: {
    ...STAFF_EXTRAS,
    investment_opportunity_live: LIST_VISIT_UPDATE,
    investment_opportunity_existing: LIST_VISIT_UPDATE,
    funds_opportunity: LIST_VISIT_UPDATE,
  },
  // Both readings: list/visit/update on live, existing and fund opportunities, and investors index and create.
  9: {
    ...STAFF_EXTRAS,
    investment_opportunity_live: LIST_VISIT_UPDATE,
    investment_opportunity_existing: LIST_VISIT_UPDATE,
    funds_opportunity: LIST_VISIT_UPDATE,
    investors: ['index', 'create'],
  },
  // "Live and existing opportunities: list, visit; investors: visit, update, list, delete; investor category update; onboarding documents list"
  10: {
    ...STAFF_EXTRAS,
    investment_opportunity_live: LIST_VISIT,
    investment_opportunity_existing: LIST_VISIT,
    investors: ['show', 'update', 'index', 'delete'],
    investor_category: ['update'],
    onboarding_documents: ['index'],
  },
  // "Investors: visit, create, update, list, delete"
  12: {
    ...STAFF_EXTRAS,
    investors: ['show', 'create', 'update', 'index', 'delete'],
  },
  // "Deals (full except delete); live and existing opportunities (full except delete); investors (no delete); investor category update;
  //  funds (no create); fund opportunities (full except delete); KPI list and create; KPI portfolio list; update and WIP reports list and visit"
  11: {
    ...STAFF_EXTRAS,
    pipeline_deals: FULL_EXCEPT_DELETE,
    investment_opportunity_live: FULL_EXCEPT_DELETE,
    investment_opportunity_existing: FULL_EXCEPT_DELETE,
    investors: FULL_EXCEPT_DELETE,
    investor_category: ['update'],
    funds: ['index', 'show', 'update', 'delete'],
    funds_opportunity: FULL_EXCEPT_DELETE,
    reports: ['index', 'create'],
    custom_kpis: ['index'],
    update_reports: LIST_VISIT,
    'wip-report': LIST_VISIT,
  },
  // "Investor portal only" (no admin area)
  5: {
    investor_portal: ['index', 'show'],
    // decision 012: investing (or reserving) in what the portal shows is create on portal_investments.
    portal_investments: ['index', 'show', 'create'],
    notifications: ['index', 'update'],
  },
}

function expected(role: TSpecRole, resource: string, action: string): boolean {
  return EXPECTED[role][resource]?.includes(action) ?? false
}

const ALL_RESOURCES = [...SPEC_RESOURCE_LIST, ...EXTRA_RESOURCE_LIST]

describe('the permission table covers exactly the spec vocabulary', () => {
  test('actions are the six of spec 6', () => {
    expect([...ACTIONS]).toEqual([...SPEC_ACTIONS])
  })

  test('spec resources are the 28 of spec 6, and the area resources are the four non-spec ones', () => {
    expect([...SPEC_RESOURCES]).toEqual([...SPEC_RESOURCE_LIST])
    expect([...AREA_RESOURCES]).toEqual([...EXTRA_RESOURCE_LIST])
    expect([...RESOURCES].sort()).toEqual([...ALL_RESOURCES].sort())
  })

  test('role ids are the ten of spec 6', () => {
    expect([...ROLE_IDS].sort((a, b) => a - b)).toEqual([...SPEC_ROLES])
  })
})

describe.each(SPEC_ROLES.map((role) => ({ role, name: ROLE_NAME[role] })))('$name (role $role)', ({ role }) => {
  test.each(ALL_RESOURCES.map((resource) => ({ resource })))('grants exactly the spec actions on $resource', ({ resource }) => {
    const actual = Object.fromEntries(SPEC_ACTIONS.map((action) => [action, can(role, resource as TResource, action)]))
    const wanted = Object.fromEntries(SPEC_ACTIONS.map((action) => [action, expected(role, resource, action)]))
    expect(actual).toEqual(wanted)
  })

  test('is granted every action when no resource is given', () => {
    for (const action of SPEC_ACTIONS) {
      expect(can(role, null, action)).toBe(true)
      expect(can(role, undefined, action)).toBe(true)
    }
  })

  test(`is ${role === 5 ? 'not ' : ''}admin-type`, () => {
    expect(isAdminType(role)).toBe(role !== 5)
  })
})

describe('unknown roles', () => {
  const unknownRoles: unknown[] = [4, 6, 13, 0, -1, 1.5, null, undefined, '1', '8', NaN, { role_id: 1 }, [1]]

  test.each(unknownRoles.map((role) => ({ role, label: JSON.stringify(role) ?? String(role) })))('role $label is denied every action on every resource', ({ role }) => {
    const granted = ALL_RESOURCES.flatMap((resource) => SPEC_ACTIONS.filter((action) => can(role, resource as TResource, action)).map((action) => `${resource}.${action}`))
    expect(granted).toEqual([])
    expect(isAdminType(role)).toBe(false)
  })

  test('no resource means granted, even for an unknown role', () => {
    expect(can(4, null, 'index')).toBe(true)
    expect(can(null, undefined, 'delete')).toBe(true)
  })
})

// A few rows read straight off spec 6, as a guard against a transcription mistake above.
describe('literal rows of spec 6', () => {
  const rows: Array<[number, TResource, TAction, boolean, string]> = [
    [1, 'investment_opportunity_live', 'delete', true, 'Super Admin: delete on live opportunities'],
    [1, 'investors', 'delete', true, 'Super Admin: delete on investors'],
    [1, 'funds', 'delete', true, 'Super Admin: delete on funds'],
    [1, 'investment_opportunity_live_cash_call', 'create', true, 'Super Admin: cash calls'],
    [1, 'onboarding_documents', 'index', true, 'Super Admin: onboarding documents'],
    [1, 'user_app_test', 'show', true, 'Super Admin: user_app_test'],
    [1, 'attributes_lock', 'index', false, 'attributes_lock index is a Support extra'],
    [1, 'investors', 'delete_unsafe', false, 'delete_unsafe is a Support extra'],
    [8, 'attributes_lock', 'index', true, 'Support: attributes_lock index'],
    [8, 'investment_opportunity_live', 'delete_unsafe', true, 'Support: delete_unsafe on live opportunities'],
    [8, 'investment_opportunity_existing', 'delete_unsafe', true, 'Support: delete_unsafe on existing opportunities'],
    [8, 'investors', 'delete_unsafe', true, 'Support: delete_unsafe on investors'],
    [8, 'funds', 'delete_unsafe', false, 'Support: no delete_unsafe on funds'],
    [3, 'pipeline_deals', 'delete', true, 'Committee: deals (full)'],
    [3, 'investment_opportunity_live', 'delete', false, 'Committee: live opportunities (no delete)'],
    [3, 'investors', 'delete', false, 'Committee: investors (no delete)'],
    [3, 'wip-report', 'create', true, 'Committee: WIP create'],
    [3, 'investor_category', 'update', true, 'Committee: investor category update'],
    [2, 'investment_opportunity_existing', 'create', true, 'Entrepreneur: existing opportunities create'],
    [2, 'investment_opportunity_live', 'create', false, 'Entrepreneur: live opportunities have no create'],
    [2, 'pipeline_deals', 'create', false, 'Entrepreneur: deals list, update, visit only'],
    [7, 'funds_opportunity', 'update', true, 'Custodian: update on fund opportunities'],
    [7, 'investment_opportunity_live', 'delete', false, 'Custodian: no delete'],
    [9, 'investors', 'create', true, 'Creator: investors create'],
    [9, 'investment_opportunity_existing', 'update', true, 'Creator: update on existing opportunities'],
    [10, 'investors', 'delete', true, 'Investment Manager: investors delete'],
    [10, 'investors', 'create', false, 'Investment Manager: investors have no create'],
    [10, 'onboarding_documents', 'index', true, 'Investment Manager: onboarding documents list'],
    [10, 'onboarding_documents', 'show', false, 'Investment Manager: onboarding documents list only'],
    [12, 'investors', 'delete', true, 'Adviser: investors delete'],
    [12, 'investment_opportunity_live', 'index', false, 'Adviser: investors only'],
    [11, 'funds', 'create', false, 'Fund Manager: funds (no create)'],
    [11, 'funds', 'delete', true, 'Fund Manager: funds delete'],
    [11, 'pipeline_deals', 'delete', false, 'Fund Manager: deals (full except delete)'],
    [11, 'reports', 'create', true, 'Fund Manager: KPI create'],
    [11, 'custom_kpis', 'index', true, 'Fund Manager: KPI portfolio list'],
    [5, 'investors', 'index', false, 'User: investor portal only'],
    [5, 'admin_area', 'show', false, 'User: not admin-type'],
    [5, 'portal_investments', 'index', true, 'User: sees investments in the portal'],
    [5, 'portal_investments', 'create', true, 'User: invests in the portal (decision 012)'],
    [1, 'portal_investments', 'create', false, 'Super Admin: staff do not invest through the portal'],
  ]
  test.each(rows.map(([role, resource, action, granted, label]) => ({ role, resource, action, granted, label })))('$label', ({ role, resource, action, granted }) => {
    expect(can(role, resource, action)).toBe(granted)
  })
})
