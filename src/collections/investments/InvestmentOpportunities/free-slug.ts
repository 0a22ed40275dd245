import { ValidationError, type Payload } from 'payload'

import { isReservedSlug, SLUG_MAX_LENGTH } from '@/domain/investments/slug'

/**
 * 'green-energy' → 'green-energy-2' (or the first free number); an existing '-N' suffix is replaced,
 * not stacked. With `tryBase`, the slug itself when it is free (a new record rather than a copy).
 */
export async function freeSlugLike(payload: Payload, tenantId: number, slug: string, { tryBase = false } = {}): Promise<string> {
  if (tryBase && !isReservedSlug(slug)) {
    const { rowCount } = await payload.db.pool.query(`SELECT 1 FROM investment_opportunities WHERE tenant_id = $1 AND slug = $2`, [tenantId, slug])
    if (!rowCount) return slug
  }
  const base = slug.replace(/-\d+$/, '') || slug
  // Slugs are [a-z0-9-] (SLUG_PATTERN): nothing in them is special to LIKE.
  const { rows } = await payload.db.pool.query<{ slug: string }>(`SELECT slug FROM investment_opportunities WHERE tenant_id = $1 AND slug LIKE $2`, [tenantId, `${base.slice(0, SLUG_MAX_LENGTH - 12)}%`])
  const taken = new Set(rows.map((row) => row.slug))
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-$/, '')}${suffix}`
    if (!taken.has(candidate) && !isReservedSlug(candidate)) return candidate
  }
}

const isSlugClash = (error: unknown) => error instanceof ValidationError && error.data.errors.some((issue) => issue.path.includes('slug'))

/** Creates under a free slug; two creations at once may pick the same one: the unique index refuses the second, which tries again. */
export async function withFreeSlug<T>(payload: Payload, tenantId: number, slug: string, create: (slug: string) => Promise<T>, options: { tryBase?: boolean } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create(await freeSlugLike(payload, tenantId, slug, options))
    } catch (error) {
      if (attempt >= 3 || !isSlugClash(error)) throw error
    }
  }
}
