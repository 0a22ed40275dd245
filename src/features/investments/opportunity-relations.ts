import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import type { Image, Tenant } from '@/payload-types'

// The records an opportunity points at, read once for whichever screen shows it: its attributes'
// names (through their collection's access, as the viewer) and its team's and gallery's images
// (only of the viewer's tenant; the caller has already been allowed to read the opportunity).

type TRelationsContext = { payload: Payload; user: TTenantUser; tenant: Tenant }

export const ATTRIBUTE_FIELDS = ['investmentType', 'investmentSubType', 'industries', 'investorTypes', 'investmentCategories', 'investmentCharacters'] as const

/** A relationship's id, whether stored as an id or populated as a row. */
export const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null)
export const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(idOf).filter((id): id is number => id !== null) : [])

const rowImages = (rows: unknown) => (Array.isArray(rows) ? rows.map((row: unknown) => (row && typeof row === 'object' ? idOf((row as { image?: unknown }).image) : null)) : [])

export type TOpportunityRelations = {
  attributeNames: Map<number, string>
  images: Map<number, Pick<Image, 'id' | 'filename' | 'width' | 'height'>>
}

export async function readOpportunityRelations(ctx: TRelationsContext, opportunity: Record<string, unknown>): Promise<TOpportunityRelations> {
  const attributeIds = [...new Set(ATTRIBUTE_FIELDS.flatMap((field) => (Array.isArray(opportunity[field]) ? idsOf(opportunity[field]) : [idOf(opportunity[field])].filter((id): id is number => id !== null))))]
  const imageIds = [...new Set([...rowImages(opportunity.teamMembers), ...rowImages(opportunity.gallery)].filter((id): id is number => id !== null))]
  const [attributes, images] = await Promise.all([
    attributeIds.length
      ? ctx.payload.find({ collection: 'attribute-options', where: { id: { in: attributeIds } }, overrideAccess: false, user: ctx.user, depth: 0, limit: attributeIds.length, pagination: false, select: { name: true } })
      : null,
    // Images are read only through their endpoint, which applies the same rule.
    imageIds.length
      ? ctx.payload.find({
          collection: 'images',
          where: { and: [{ id: { in: imageIds } }, { tenant: { equals: ctx.tenant.id } }] },
          overrideAccess: true,
          depth: 0,
          limit: imageIds.length,
          pagination: false,
          select: { filename: true, width: true, height: true },
        })
      : null,
  ])
  return {
    attributeNames: new Map((attributes?.docs ?? []).map((doc) => [doc.id, doc.name])),
    images: new Map((images?.docs ?? []).map((doc) => [doc.id, { id: doc.id, filename: doc.filename, width: doc.width, height: doc.height }])),
  }
}
