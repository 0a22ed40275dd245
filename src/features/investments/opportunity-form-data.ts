import { toDateInputValue } from '@/lib/dates'
import { minorToMajorInput } from '@/lib/money'
import type { TFormOption } from '@/lib/resource/define-resource'
import type { InvestmentOpportunity } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

import type { TSignedInContext } from './opportunity-queries'

// The opportunity form's starting values (server side): a new one's, and a stored one's with the
// names of its attributes and the file names of its images (relationship and image fields show
// `{ value, label }`).

export const EMPTY_OPPORTUNITY_VALUES: TFormValues = {
  title: '',
  slug: '',
  stage: '1',
  opensAt: '',
  closesAt: '',
  summary: null,
  currency: 'GBP',
  targetAmount: '',
  minimumInvestment: '',
  valuation: '',
  sharePrice: '',
  taxOptions: [],
  investmentType: null,
  investmentSubType: null,
  industries: [],
  investorTypes: [],
  investmentCategories: [],
  investmentCharacters: [],
  keyPoints: [],
  keyDates: [],
  teamMembers: [],
  gallery: [],
}

/** The opportunity as the user may read it (every field, relationships as ids); null when they may not. */
export async function findOpportunityForEdit(ctx: TSignedInContext, id: number): Promise<InvestmentOpportunity | null> {
  const { docs } = await ctx.payload.find({
    collection: 'investment-opportunities',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: ctx.tenant.id } }] },
    overrideAccess: false,
    user: ctx.user,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null)
const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(idOf).filter((id): id is number => id !== null) : [])

const money = (minor: number | null | undefined, currency: string) => (minor == null ? '' : minorToMajorInput(minor, currency))

/** A stored opportunity as the form's values. */
export async function opportunityValues(ctx: TSignedInContext, opportunity: InvestmentOpportunity): Promise<TFormValues> {
  const attributeIds = [
    idOf(opportunity.investmentType),
    idOf(opportunity.investmentSubType),
    ...idsOf(opportunity.industries),
    ...idsOf(opportunity.investorTypes),
    ...idsOf(opportunity.investmentCategories),
    ...idsOf(opportunity.investmentCharacters),
  ].filter((id): id is number => id !== null)
  const imageIds = [...(opportunity.teamMembers ?? []).map((member) => idOf(member.image)), ...(opportunity.gallery ?? []).map((item) => idOf(item.image))].filter(
    (id): id is number => id !== null,
  )
  const [attributes, images] = await Promise.all([
    attributeIds.length
      ? ctx.payload.find({ collection: 'attribute-options', where: { id: { in: attributeIds } }, overrideAccess: false, user: ctx.user, depth: 0, limit: attributeIds.length, pagination: false, select: { name: true } })
      : null,
    // Images are read only through their endpoint; their names are shown to whoever may edit the record that shows them.
    imageIds.length
      ? ctx.payload.find({
          collection: 'images',
          where: { and: [{ id: { in: imageIds } }, { tenant: { equals: ctx.tenant.id } }] },
          overrideAccess: true,
          depth: 0,
          limit: imageIds.length,
          pagination: false,
          select: { filename: true },
        })
      : null,
  ])
  const attributeName = new Map((attributes?.docs ?? []).map((doc) => [doc.id, doc.name]))
  const imageName = new Map((images?.docs ?? []).map((doc) => [doc.id, doc.filename]))
  const option = (value: unknown, names: Map<number, string>): TFormOption | null => {
    const id = idOf(value)
    return id === null ? null : { value: String(id), label: names.get(id) ?? `#${id}` }
  }
  const options = (value: unknown) => idsOf(value).map((id) => option(id, attributeName)!)
  const { currency } = opportunity
  return {
    title: opportunity.title,
    slug: opportunity.slug,
    stage: String(opportunity.stage),
    opensAt: toDateInputValue(opportunity.opensAt),
    closesAt: toDateInputValue(opportunity.closesAt),
    summary: opportunity.summary ?? null,
    currency,
    targetAmount: minorToMajorInput(opportunity.targetAmount, currency),
    minimumInvestment: money(opportunity.minimumInvestment, currency),
    valuation: money(opportunity.valuation, currency),
    sharePrice: money(opportunity.sharePrice, currency),
    taxOptions: opportunity.taxOptions ?? [],
    investmentType: option(opportunity.investmentType, attributeName),
    investmentSubType: option(opportunity.investmentSubType, attributeName),
    industries: options(opportunity.industries),
    investorTypes: options(opportunity.investorTypes),
    investmentCategories: options(opportunity.investmentCategories),
    investmentCharacters: options(opportunity.investmentCharacters),
    keyPoints: (opportunity.keyPoints ?? []).map((row) => ({ id: row.id, text: row.text })),
    keyDates: (opportunity.keyDates ?? []).map((row) => ({ id: row.id, label: row.label, date: toDateInputValue(row.date) })),
    teamMembers: (opportunity.teamMembers ?? []).map((row) => ({ id: row.id, name: row.name, role: row.role ?? '', bio: row.bio ?? '', image: option(row.image, imageName) })),
    gallery: (opportunity.gallery ?? []).map((row) => ({ id: row.id, image: option(row.image, imageName), caption: row.caption ?? '' })),
  }
}
