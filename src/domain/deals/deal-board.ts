/** A board shows at most this many deals of one pipeline; more is a list's job (its filters, paging and export). */
export const BOARD_LIMIT = 300
