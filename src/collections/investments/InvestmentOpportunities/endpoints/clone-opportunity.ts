import { ValidationError, type Payload } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { SLUG_MAX_LENGTH } from '@/domain/investments/slug'
import { adminPathForOpportunity, OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, rowIdOf } from '@/lib/http'
import type { InvestmentOpportunity } from '@/payload-types'

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

/** 'green-energy' → 'green-energy-2' (or the first free number); an existing '-N' suffix is replaced, not stacked. */
export async function freeSlugLike(payload: Payload, tenantId: number, slug: string): Promise<string> {
  const base = slug.replace(/-\d+$/, '') || slug
  // Slugs are [a-z0-9-] (SLUG_PATTERN): nothing in them is special to LIKE.
  const { rows } = await payload.db.pool.query<{ slug: string }>(`SELECT slug FROM investment_opportunities WHERE tenant_id = $1 AND slug LIKE $2`, [tenantId, `${base.slice(0, SLUG_MAX_LENGTH - 12)}%`])
  const taken = new Set(rows.map((row) => row.slug))
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-$/, '')}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}

const isSlugClash = (error: unknown) => error instanceof ValidationError && error.data.errors.some((issue) => issue.path.includes('slug'))

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
    const id = rowIdOf(req.routeParams?.id)
    if (id === null) throw new AppError('not_found')
    if (!stagesFor(user, 'create').includes(OPPORTUNITY_STAGE.draft)) throw new AppError('forbidden', 'Your role may not create opportunities.')
    const { docs } = await req.payload.find({ collection: COLLECTION, where: { id: { equals: id } }, overrideAccess: false, user, req, depth: 0, limit: 1, pagination: false })
    const source = docs[0]
    if (!source) throw new AppError('not_found')
    const copied = Object.fromEntries(Object.entries(source).filter(([field]) => !NOT_COPIED.has(field))) as Partial<InvestmentOpportunity>
    const tenantId = tenantIdOf(user.tenant) ?? 0
    const title = `${COPY_PREFIX}${source.title}`.slice(0, TITLE_MAX_LENGTH)
    // Two clones at once may pick the same free slug: the unique index refuses the second, which tries again.
    for (let attempt = 1; ; attempt++) {
      const slug = await freeSlugLike(req.payload, tenantId, source.slug)
      try {
        const created = await req.payload.create({
          collection: COLLECTION,
          // The session's tenant (tenantField stamps it anyway), never the source's or a body's.
          data: { ...copied, title, slug, stage: OPPORTUNITY_STAGE.draft, targetAmount: source.targetAmount, currency: source.currency, tenant: tenantId },
          overrideAccess: false,
          user,
          req,
          depth: 0,
        })
        return json({ id: created.id, path: adminPathForOpportunity(created), doc: { id: created.id, title: created.title, slug: created.slug, stage: created.stage } }, 201)
      } catch (error) {
        if (attempt >= 3 || !isSlugClash(error)) throw error
      }
    }
  },
})
