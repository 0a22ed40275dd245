// Payload's paginated answer (find at depth 0), for hand-written statements that answer as it does.

export type TPagination = {
  hasNextPage: boolean
  hasPrevPage: boolean
  limit: number
  nextPage: number | null
  page: number
  pagingCounter: number
  prevPage: number | null
  totalDocs: number
  totalPages: number
}

/** Payload's pagination arithmetic (drizzle findMany), including its answer for an empty set. */
export function paginationOf(totalDocs: number, page: number, limit: number): TPagination {
  if (totalDocs === 0) {
    return { hasNextPage: false, hasPrevPage: false, limit, nextPage: null, page, pagingCounter: 1, prevPage: null, totalDocs: 0, totalPages: 1 }
  }
  const totalPages = Math.ceil(totalDocs / limit)
  const hasPrevPage = page > 1
  const hasNextPage = totalPages > page
  return {
    hasNextPage,
    hasPrevPage,
    limit,
    nextPage: hasNextPage ? page + 1 : null,
    page,
    pagingCounter: (page - 1) * limit + 1,
    prevPage: hasPrevPage ? page - 1 : null,
    totalDocs,
    totalPages,
  }
}
