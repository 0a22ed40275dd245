import { toDateInputValue } from '@/lib/dates'
import { minorToMajorInput } from '@/lib/money'
import type { TFormOption } from '@/lib/resource/define-resource'
import type { InvestmentOpportunity } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

import type { TSignedInContext } from './opportunity-queries'
import { idOf, idsOf, readOpportunityRelations } from './opportunity-relations'

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
  investmentTerms: '',
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


const money = (minor: number | null | undefined, currency: string) => (minor == null ? '' : minorToMajorInput(minor, currency))

/** A stored opportunity as the form's values. */
export async function opportunityValues(ctx: TSignedInContext, opportunity: InvestmentOpportunity): Promise<TFormValues> {
  const relations = await readOpportunityRelations(ctx, { ...opportunity })
  const attributeName = relations.attributeNames
  const imageName = new Map([...relations.images.values()].map((doc) => [doc.id, doc.filename]))
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
    investmentTerms: opportunity.investmentTerms ?? '',
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
