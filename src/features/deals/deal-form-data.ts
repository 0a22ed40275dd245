import type { TDetailContext } from '@/ui/resource/resource-detail-page'
import type { TFormOption } from '@/lib/resource/define-resource'
import { toDateInputValue } from '@/lib/dates'
import { minorToMajorInput } from '@/lib/money'
import type { Deal } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

/** The tenant's pipelines and their stages as the deal form's options, read as the user. */
export async function dealFormOptions(ctx: TDetailContext): Promise<Record<string, TFormOption[]>> {
  const { docs } = await ctx.payload.find({
    collection: 'pipelines',
    where: { tenant: { equals: ctx.tenant.id } },
    overrideAccess: false,
    user: ctx.user,
    depth: 0,
    sort: 'name',
    limit: 200,
    select: { name: true, stages: true },
  })
  return {
    pipeline: docs.map((pipeline) => ({ value: String(pipeline.id), label: pipeline.name })),
    stage: docs.flatMap((pipeline) => (pipeline.stages ?? []).map((stage) => ({ value: stage.id ?? '', label: stage.name, parent: String(pipeline.id) }))),
  }
}

export function emptyDealValues(options: Record<string, TFormOption[]>): TFormValues {
  const pipeline = options.pipeline?.[0]?.value ?? ''
  return { name: '', company: '', pipeline, stage: options.stage?.find((stage) => stage.parent === pipeline)?.value ?? '', amount: '', currency: 'GBP', expectedCloseAt: '' }
}

export function dealValues(deal: Deal): TFormValues {
  const pipeline = typeof deal.pipeline === 'object' ? deal.pipeline.id : deal.pipeline
  return {
    name: deal.name,
    company: deal.company ?? '',
    pipeline: String(pipeline),
    stage: deal.stage,
    amount: deal.amount == null ? '' : minorToMajorInput(deal.amount, deal.currency),
    currency: deal.currency,
    expectedCloseAt: toDateInputValue(deal.expectedCloseAt),
  }
}
