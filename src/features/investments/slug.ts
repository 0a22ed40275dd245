// Opportunity slugs: lower-case words joined by dashes, unique per tenant (the collection's index).
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A slug from a title ('Food & Drink 2' -> 'food-and-drink-2'). */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
