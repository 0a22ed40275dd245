// Opportunity slugs: lower-case words joined by dashes, unique per tenant (the collection's index).
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Long enough for any title (200 characters), short enough for the unique index. */
export const SLUG_MAX_LENGTH = 200

export const isSlug = (value: unknown): value is string => typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)

/** A slug from a title ('Food & Drink 2' -> 'food-and-drink-2'). */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, '')
}
