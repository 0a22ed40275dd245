/**
 * A board column shows at most this many deals of its stage (by name); its header gives the
 * stage's full count and the rest are the list's job (its filters, paging and export). Keeps a
 * pipeline of 100,000 deals a page of a few dozen cards.
 */
export const COLUMN_LIMIT = 25
