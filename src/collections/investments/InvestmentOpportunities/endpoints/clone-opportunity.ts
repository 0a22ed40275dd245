import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { OPPORTUNITY_SWITCHED_FIELDS } from '@/domain/investments/opportunity-content'
import { adminPathForOpportunity, OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, routeRowId } from '@/lib/http'
import type { InvestmentOpportunity } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

import { withFreeSlug } from '../free-slug'
import { stagesFor } from '../stage-access'

const COLLECTION = 'investment-opportunities'
const TITLE_MAX_LENGTH = 200
const COPY_PREFIX = 'Copy of '

/**
 * What a clone does not take from its source: identity and bookkeeping (the tenant is stamped
 * from the session), and what the clone gets anew (title, slug, stage 1). Every other field is
 * copied, so a field added later is cloned unless it is listed here.
 */
const NOT_COPIED = new Set(['id', 'createdAt', 'updatedAt', 'tenant', 'title', 'slug', 'stage'])

/** An array field's rows without their ids (they are the rows' keys: the copy's rows are new ones). */
const withoutRowIds = (value: unknown) =>
  Array.isArray(value) ? value.map((row: unknown) => (row && typeof row === 'object' && !Array.isArray(row) ? Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id')) : row)) : value

/**
 * POST /api/investment-opportunities/{id}/clone (spec 7): a new draft with the source's data,
 * titled "Copy of …", under a free slug of the tenant. Needs create on drafts and read on the
 * source; answers 201 { id, path, doc } with the copy's admin address (its edit screen).
 */
export const cloneOpportunityEndpoint = defineEndpoint({
  path: '/:id/clone',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    if (!stagesFor(user, 'create').includes(OPPORTUNITY_STAGE.draft)) throw new AppError('forbidden', 'Your role may not create opportunities.')
    const { docs } = await req.payload.find({ collection: COLLECTION, where: { id: { equals: id } }, overrideAccess: false, user, req, depth: 0, limit: 1, pagination: false })
    const source = docs[0]
    if (!source) throw new AppError('not_found')
    const copied = Object.fromEntries(Object.entries(source).filter(([field]) => !NOT_COPIED.has(field)).map(([field, value]) => [field, withoutRowIds(value)])) as Partial<InvestmentOpportunity>
    const tenantId = tenantIdOf(user.tenant) ?? 0
    // A value kept from while a switch was on is not copied into a new row while it is off (it would be refused).
    const tenant = await tenantById(req.payload, tenantId)
    const features = tenant ? featuresOf(tenant) : null
    for (const [field, feature] of Object.entries(OPPORTUNITY_SWITCHED_FIELDS)) if (!features?.[feature]) delete copied[field as keyof typeof copied]
    const title = `${COPY_PREFIX}${source.title}`.slice(0, TITLE_MAX_LENGTH)
    const created = await withFreeSlug(req.payload, tenantId, source.slug, (slug) =>
      req.payload.create({
        collection: COLLECTION,
        // The session's tenant (tenantField stamps it anyway), never the source's or a body's.
        data: { ...copied, title, slug, stage: OPPORTUNITY_STAGE.draft, targetAmount: source.targetAmount, currency: source.currency, tenant: tenantId },
        overrideAccess: false,
        user,
        req,
        depth: 0,
      }),
    )
    return json({ id: created.id, path: adminPathForOpportunity(created), doc: { id: created.id, title: created.title, slug: created.slug, stage: created.stage } }, 201)
  },
})
