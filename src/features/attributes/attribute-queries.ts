import type { TDetailContext } from '@/ui/resource/resource-detail-page'

/** The tenant's investment types as select options (a sub-type's parent). */
export async function investmentTypeOptions(ctx: TDetailContext): Promise<{ value: string; label: string }[]> {
  const { docs } = await ctx.payload.find({
    collection: 'attribute-options',
    where: { and: [{ tenant: { equals: ctx.tenant.id } }, { kind: { equals: 'investment-type' } }] },
    overrideAccess: false,
    user: ctx.user,
    depth: 0,
    sort: ['position', 'name'],
    limit: 200,
    select: { name: true },
  })
  return docs.map((doc) => ({ value: String(doc.id), label: doc.name }))
}
