import type { Payload, PayloadRequest, TypedUser } from 'payload'

import type { TResourceDefinition } from './define-resource'

// A person's columns on a kit list (issue 9 §2), kept per person and list in `list-preferences`
// (src/collections/people/ListPreferences): read when the server renders the list, so the page
// arrives with its columns (no flash), and written by PUT /api/resources/{key}/columns. Both run
// as the person (only the owner reads or writes a row).

type TOwner = { payload: Payload; user: TypedUser }

async function ownRow({ payload, user }: TOwner, listKey: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'list-preferences',
    where: { and: [{ user: { equals: user.id } }, { listKey: { equals: listKey } }] },
    overrideAccess: false,
    user,
    req,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { columns: true },
  })
  return docs[0] ?? null
}

/** The columns the person chose for this list, as stored (the list reads them through visibleColumns); null when they never chose. */
export async function readColumnChoice(owner: TOwner, resource: TResourceDefinition): Promise<string[] | null> {
  const row = await ownRow(owner, resource.key)
  const columns = row?.columns
  return Array.isArray(columns) ? columns.filter((column): column is string => typeof column === 'string') : null
}

/** The declared columns among `columns`, in declared order (unknown names are dropped). */
export function knownColumns(resource: TResourceDefinition, columns: readonly string[]): string[] {
  const wanted = new Set(columns)
  return resource.columns.filter((column) => wanted.has(column.field)).map((column) => column.field)
}

/** Keeps the person's choice of this list's columns (one row per person and list). */
export async function saveColumnChoice(owner: TOwner, resource: TResourceDefinition, columns: string[], req?: PayloadRequest): Promise<void> {
  const row = await ownRow(owner, resource.key, req)
  const common = { overrideAccess: false, user: owner.user, req, depth: 0 } as const
  if (row) {
    await owner.payload.update({ collection: 'list-preferences', id: row.id, data: { columns }, ...common })
    return
  }
  try {
    await owner.payload.create({ collection: 'list-preferences', data: { listKey: resource.key, columns } as never, ...common })
  } catch (error) {
    // A second save of the same first choice (two tabs) meets the unique (user, list) index: update the row the other made.
    const made = await ownRow(owner, resource.key, req)
    if (!made) throw error
    await owner.payload.update({ collection: 'list-preferences', id: made.id, data: { columns }, ...common })
  }
}
