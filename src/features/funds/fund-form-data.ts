import type { TFormOption } from '@/lib/resource/define-resource'
import { toDateInputValue } from '@/lib/dates'
import { minorToMajorInput } from '@/lib/money'
import type { Company, Fund } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

// Default values of the fund and company forms (major units, dates as YYYY-MM-DD, relations with their labels).

const money = (minor: number | null | undefined, currency: string) => (minor == null ? '' : minorToMajorInput(minor, currency))
const whole = (value: number | null | undefined) => (value == null ? '' : String(value))

export const emptyFundValues = (): TFormValues => ({
  name: '',
  status: '1',
  manager: '',
  structure: '',
  domicile: '',
  description: '',
  currency: 'GBP',
  targetSize: '',
  committedCapital: '',
  managementFeeBps: '',
  carriedInterestBps: '',
  hurdleRateBps: '',
  vintageYear: '',
  inceptionDate: '',
  finalCloseAt: '',
  termYears: '',
})

export function fundValues(fund: Fund): TFormValues {
  return {
    name: fund.name,
    status: String(fund.status),
    manager: fund.manager ?? '',
    structure: fund.structure ?? '',
    domicile: fund.domicile ?? '',
    description: fund.description ?? '',
    currency: fund.currency,
    targetSize: money(fund.targetSize, fund.currency),
    committedCapital: money(fund.committedCapital, fund.currency),
    managementFeeBps: whole(fund.managementFeeBps),
    carriedInterestBps: whole(fund.carriedInterestBps),
    hurdleRateBps: whole(fund.hurdleRateBps),
    vintageYear: whole(fund.vintageYear),
    inceptionDate: toDateInputValue(fund.inceptionDate),
    finalCloseAt: toDateInputValue(fund.finalCloseAt),
    termYears: whole(fund.termYears),
  }
}

export const emptyCompanyValues = (fund: TFormOption | null = null): TFormValues => ({
  name: '',
  fund,
  industry: null,
  country: '',
  website: '',
  currency: 'GBP',
  description: '',
  companyNumber: '',
  headquarters: '',
  foundedOn: '',
  firstInvestedAt: '',
  keyContact: '',
  keyContactEmail: '',
  boardSeat: false,
})

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null)

/** The company's values, its fund and industry named as the user may read them (else by id). */
export async function companyValues(ctx: TDetailContext, company: Company): Promise<TFormValues> {
  const fundId = idOf(company.fund)
  const industryId = idOf(company.industry)
  const [fund, industry] = await Promise.all([
    fundId === null ? null : ctx.payload.find({ collection: 'funds', where: { id: { equals: fundId } }, overrideAccess: false, user: ctx.user, depth: 0, limit: 1, select: { name: true } }).catch(() => null),
    industryId === null ? null : ctx.payload.find({ collection: 'attribute-options', where: { id: { equals: industryId } }, overrideAccess: false, user: ctx.user, depth: 0, limit: 1, select: { name: true } }).catch(() => null),
  ])
  return {
    name: company.name,
    fund: fundId === null ? null : { value: String(fundId), label: fund?.docs[0]?.name ?? `Fund #${fundId}` },
    industry: industryId === null ? null : { value: String(industryId), label: industry?.docs[0]?.name ?? `#${industryId}` },
    country: company.country ?? '',
    website: company.website ?? '',
    currency: company.currency,
    description: company.description ?? '',
    companyNumber: company.companyNumber ?? '',
    headquarters: company.headquarters ?? '',
    foundedOn: toDateInputValue(company.foundedOn),
    firstInvestedAt: toDateInputValue(company.firstInvestedAt),
    keyContact: company.keyContact ?? '',
    keyContactEmail: company.keyContactEmail ?? '',
    boardSeat: company.boardSeat === true,
  }
}
