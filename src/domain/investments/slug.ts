// Opportunity slugs: lower-case words joined by dashes, unique per tenant (the collection's index).
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Long enough for any title (200 characters), short enough for the unique index. */
export const SLUG_MAX_LENGTH = 200

/**
 * Words an opportunity's slug may not be (decision 040): the fixed segments under
 * /investor/investments/ (an opportunity called `actions` would be shadowed by the actions page),
 * and words kept for pages to come beside them. tests/unit/slug.test.ts holds every fixed folder of
 * src/app/(app)/investor/investments/ to this list.
 */
export const RESERVED_SLUGS: readonly string[] = ['actions', 'market-sounding', 'reservations', 'reserved', 'new', 'edit', 'create', 'search', 'export']
export const RESERVED_SLUG_MESSAGE = 'This slug is a page of the portal: choose another (e.g. add a word)'

export const isReservedSlug = (value: string): boolean => RESERVED_SLUGS.includes(value)

export const isSlug = (value: unknown): value is string => typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)

/** A slug from a title ('Food & Drink 2' -> 'food-and-drink-2'); a reserved word gets a suffix ('Actions' -> 'actions-2'). */
export function slugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, '')
  return isReservedSlug(slug) ? `${slug}-2` : slug
}
