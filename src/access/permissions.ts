import { ROLE, ROLE_IDS, type TRoleId } from './roles'

// spec 6: actions and resources.
export const ACTIONS = ['index', 'show', 'create', 'update', 'delete', 'delete_unsafe'] as const
export type TAction = (typeof ACTIONS)[number]

export const SPEC_RESOURCES = [
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

/**
 * Resources the spec does not name but the product needs to route through the same table
 * (docs/decisions/001-permission-table.md): the two areas themselves, the investor's own view
 * of opportunities, and notifications.
 */
export const AREA_RESOURCES = ['admin_area', 'investor_portal', 'portal_investments', 'notifications'] as const

export const RESOURCES = [...SPEC_RESOURCES, ...AREA_RESOURCES] as const
export type TResource = (typeof RESOURCES)[number]

type TGrants = Partial<Record<TResource, readonly TAction[]>>

const ALL: readonly TAction[] = ['index', 'show', 'create', 'update', 'delete']
const NO_DELETE: readonly TAction[] = ['index', 'show', 'create', 'update']
const LIST_SHOW_UPDATE: readonly TAction[] = ['index', 'show', 'update']
const LIST_SHOW: readonly TAction[] = ['index', 'show']

const STAFF_AREA: TGrants = { admin_area: ['index', 'show'], notifications: ['index', 'update'] }

// Super Admin: "nearly everything": every action on every spec resource, except the two
// Support-only grants (attributes_lock index, delete_unsafe).
const superAdminGrants: TGrants = {
  ...STAFF_AREA,
  ...Object.fromEntries(SPEC_RESOURCES.map((resource) => [resource, ALL])),
  attributes_lock: [],
}

// Creator: the spec gives two readings of one key; we grant the union (docs/decisions/001).
const creatorGrants: TGrants = {
  ...STAFF_AREA,
  investment_opportunity_live: LIST_SHOW_UPDATE,
  investment_opportunity_existing: LIST_SHOW_UPDATE,
  funds_opportunity: LIST_SHOW_UPDATE,
  investors: ['index', 'create'],
}

export const PERMISSIONS: Record<TRoleId, TGrants> = {
  [ROLE.superAdmin]: superAdminGrants,
  [ROLE.support]: {
    ...superAdminGrants,
    attributes_lock: ['index'],
    investment_opportunity_live: [...ALL, 'delete_unsafe'],
    investment_opportunity_existing: [...ALL, 'delete_unsafe'],
    investors: [...ALL, 'delete_unsafe'],
  },
  [ROLE.investmentCommittee]: {
    ...STAFF_AREA,
    pipeline_deals: ALL,
    investment_opportunity_live: NO_DELETE,
    investment_opportunity_existing: NO_DELETE,
    funds: ALL,
    funds_opportunity: LIST_SHOW,
    investors: NO_DELETE,
    investor_category: ['update'],
    overview: LIST_SHOW,
    reports: LIST_SHOW,
    custom_kpis: LIST_SHOW,
    update_reports: LIST_SHOW,
    'wip-report': ['index', 'show', 'create'],
  },
  [ROLE.entrepreneur]: {
    ...STAFF_AREA,
    pipeline_deals: LIST_SHOW_UPDATE,
    investment_opportunity_live: LIST_SHOW_UPDATE,
    investment_opportunity_existing: ['index', 'show', 'create', 'update'],
  },
  [ROLE.custodian]: {
    ...STAFF_AREA,
    investment_opportunity_live: LIST_SHOW_UPDATE,
    investment_opportunity_existing: LIST_SHOW_UPDATE,
    funds_opportunity: LIST_SHOW_UPDATE,
  },
  [ROLE.creator]: creatorGrants,
  [ROLE.investmentManager]: {
    ...STAFF_AREA,
    investment_opportunity_live: LIST_SHOW,
    investment_opportunity_existing: LIST_SHOW,
    investors: ['index', 'show', 'update', 'delete'],
    investor_category: ['update'],
    onboarding_documents: ['index'],
  },
  [ROLE.adviser]: {
    ...STAFF_AREA,
    investors: ALL,
  },
  [ROLE.fundManager]: {
    ...STAFF_AREA,
    pipeline_deals: NO_DELETE,
    investment_opportunity_live: NO_DELETE,
    investment_opportunity_existing: NO_DELETE,
    investors: NO_DELETE,
    investor_category: ['update'],
    funds: ['index', 'show', 'update', 'delete'],
    funds_opportunity: NO_DELETE,
    reports: ['index', 'create'],
    custom_kpis: ['index'],
    update_reports: LIST_SHOW,
    'wip-report': LIST_SHOW,
  },
  [ROLE.user]: {
    investor_portal: ['index', 'show'],
    // create: invest in (or reserve an allocation of) an opportunity the portal shows (decision 012).
    portal_investments: ['index', 'show', 'create'],
    notifications: ['index', 'update'],
  },
}

/**
 * spec 6: the one permission decision. No resource means granted; an unknown role is denied.
 */
export function can(role: unknown, resource: TResource | null | undefined, action: TAction): boolean {
  if (!resource) return true
  if (typeof role !== 'number' || !(role in PERMISSIONS)) return false
  return PERMISSIONS[role as TRoleId][resource]?.includes(action) ?? false
}

export function isAdminType(role: unknown): boolean {
  return can(role, 'admin_area', 'show')
}

/** The resources whose rich-text editors carry spec 9's AI rewrite control: update reports (the body) and opportunities (the summary; both opportunity forms are guarded by investment_opportunity_live). */
export const AI_REWRITE_RESOURCES: readonly TResource[] = ['update_reports', 'investment_opportunity_live']

/**
 * Who may ask for an AI rewrite (docs/decisions/044-ai-rewrite.md): staff who may write a record
 * whose editor has the control (create or update it), since the rewrite only ever lands in such an
 * editor. Investors and staff who only read those records may not: each call sends text to an
 * outside service and costs the platform.
 */
export function mayRewriteWithAi(role: unknown): boolean {
  return isAdminType(role) && AI_REWRITE_RESOURCES.some((resource) => can(role, resource, 'create') || can(role, resource, 'update'))
}

/**
 * Who may create, edit, demote or delete a Super Admin account (issue 8, finding 16): only a Super
 * Admin. The table gives Support every grant of Super Admin's on resources, but says nothing of
 * handing out the role; a role that can mint the tenant's highest role can take the tenant over,
 * so we read the silence as no (docs/decisions/008-super-admin-accounts.md).
 */
export function mayManageSuperAdmins(role: unknown): boolean {
  return role === ROLE.superAdmin
}

/**
 * Which role `actor` may give a staff account (issue 12 §5, admin accounts): through spec 6's `user`
 * create (inviting) or update (changing a role); staff roles only (investors register or are made
 * on the investors screens); Super Admin only by a Super Admin (decision 008).
 */
export function mayGrantRole(actor: unknown, role: unknown, action: 'create' | 'update'): boolean {
  if (!can(actor, 'user', action)) return false
  if (typeof role !== 'number' || !(ROLE_IDS as number[]).includes(role) || role === ROLE.user) return false
  return role !== ROLE.superAdmin || mayManageSuperAdmins(actor)
}
