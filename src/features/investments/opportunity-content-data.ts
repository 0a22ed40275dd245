import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { isTaxOption, OPPORTUNITY_SWITCHED_FIELDS, type TTaxOption } from '@/domain/investments/opportunity-content'
import { imageUrl } from '@/domain/records/images'
import type { Tenant } from '@/payload-types'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'

import { idOf, idsOf, readOpportunityRelations } from './opportunity-relations'

// An opportunity's content as its screens show it (issue 9 §5): attribute names, money, reliefs,
// key points and dates, team and gallery with their pictures' addresses and sizes. Read as the
// viewer: attribute names through their collection's access, pictures only of a record the viewer
// has already been allowed to read (the same rule their address checks). Fields behind a tenant
// switch that is off are left out.

export type TImageRef = { url: string; width: number; height: number }

export type TOpportunityContent = {
  /** The tenant's word for an industry (spec 3 terminology `industry`). */
  industryTerm: string
  currency: string
  minimumInvestment: number | null
  valuation: number | null
  sharePrice: number | null
  investmentType: string | null
  investmentSubType: string | null
  industries: string[]
  investorTypes: string[]
  investmentCategories: string[]
  investmentCharacters: string[]
  taxOptions: TTaxOption[]
  keyPoints: string[]
  keyDates: { label: string; date: string }[]
  team: { name: string; role: string | null; bio: string | null; photo: TImageRef | null }[]
  gallery: { image: TImageRef; caption: string | null }[]
}

type TContentContext = { payload: Payload; user: TTenantUser; tenant: Tenant }

type TRowOf = Record<string, unknown>

const rowsOf = (value: unknown): TRowOf[] => (Array.isArray(value) ? value.filter((row): row is TRowOf => !!row && typeof row === 'object') : [])
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)
const amountOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : value != null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : null)

/** The fields of an opportunity its content is made of (for a query's `select`). */
export const CONTENT_SELECT = {
  currency: true,
  minimumInvestment: true,
  valuation: true,
  sharePrice: true,
  investmentType: true,
  investmentSubType: true,
  industries: true,
  investorTypes: true,
  investmentCategories: true,
  investmentCharacters: true,
  taxOptions: true,
  keyPoints: true,
  keyDates: true,
  teamMembers: true,
  gallery: true,
} as const

/** The content of one opportunity the viewer may read (a row at depth 0 or 1). */
export async function loadOpportunityContent(ctx: TContentContext, opportunity: TRowOf): Promise<TOpportunityContent> {
  const features = featuresOf(ctx.tenant)
  const switchedOn = (field: keyof typeof OPPORTUNITY_SWITCHED_FIELDS) => features[OPPORTUNITY_SWITCHED_FIELDS[field]]
  const team = rowsOf(opportunity.teamMembers)
  const gallery = rowsOf(opportunity.gallery)
  const { attributeNames: names, images } = await readOpportunityRelations(ctx, opportunity)
  const pictures = new Map([...images.values()].map((doc) => [doc.id, { url: imageUrl(doc.id), width: doc.width, height: doc.height }]))
  const nameOf = (value: unknown) => {
    const id = idOf(value)
    return id === null ? null : (names.get(id) ?? null)
  }
  const namesOf = (value: unknown) => idsOf(value).map((id) => names.get(id)).filter((name): name is string => !!name)
  const pictureOf = (value: unknown) => {
    const id = idOf(value)
    return id === null ? null : (pictures.get(id) ?? null)
  }
  return {
    industryTerm: term(terminologyOf(ctx.tenant), 'industry'),
    currency: String(opportunity.currency ?? 'GBP'),
    minimumInvestment: amountOf(opportunity.minimumInvestment),
    valuation: amountOf(opportunity.valuation),
    sharePrice: amountOf(opportunity.sharePrice),
    investmentType: nameOf(opportunity.investmentType),
    investmentSubType: nameOf(opportunity.investmentSubType),
    industries: namesOf(opportunity.industries),
    investorTypes: namesOf(opportunity.investorTypes),
    investmentCategories: switchedOn('investmentCategories') ? namesOf(opportunity.investmentCategories) : [],
    investmentCharacters: switchedOn('investmentCharacters') ? namesOf(opportunity.investmentCharacters) : [],
    taxOptions: switchedOn('taxOptions') && Array.isArray(opportunity.taxOptions) ? opportunity.taxOptions.filter(isTaxOption) : [],
    keyPoints: rowsOf(opportunity.keyPoints)
      .map((row) => textOf(row.text))
      .filter((point): point is string => point !== null),
    keyDates: rowsOf(opportunity.keyDates)
      .filter((row) => textOf(row.label) && textOf(row.date))
      .map((row) => ({ label: String(row.label), date: String(row.date) })),
    team: team.filter((row) => textOf(row.name)).map((row) => ({ name: String(row.name), role: textOf(row.role), bio: textOf(row.bio), photo: pictureOf(row.image) })),
    gallery: gallery.flatMap((row) => {
      const image = pictureOf(row.image)
      return image ? [{ image, caption: textOf(row.caption) }] : []
    }),
  }
}
