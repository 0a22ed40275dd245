/** A relationship's value (an id, '12', or a populated row) as a row id; null for anything that names no row. */
export const relationIdOf = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw
  // Row ids are PostgreSQL integers: anything larger names no row (and must not reach a query).
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}
