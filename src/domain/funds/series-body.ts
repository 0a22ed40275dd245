import { z } from 'zod'

import { zDate, zMinorAmount, zOptionalText, zRelationId } from '@/domain/values'

import { FUND_KPI_KEYS, MATURITY_STATUSES, SERIES_SUBJECT_KINDS, SHARE_PRICE_SOURCES, VALUATION_METHODS, seriesDay, type TFundKpiKey } from './funds'

// The dated series of funds and companies (issue 10 §5, §6) as the REST API takes them: one point
// per subject per day (the collections add the unique index and a clear message), amounts in whole
// minor units of the subject's currency (the server stamps the currency from the subject).

export const FUTURE_DATE_MESSAGE = 'Choose a date no later than today'

/** A series date: a day at UTC midnight, never in the future (a price or a NAV is a fact of the past). */
export const zSeriesDate = zDate('Enter a date')
  .transform((value) => seriesDay(value))
  .refine((day) => new Date(day).getTime() <= Date.now(), FUTURE_DATE_MESSAGE)

const zWhole = (message: string) => z.number(message).int('Enter a whole number').min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)

const zOption = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, message)

const zSubjectKind = zOption(SERIES_SUBJECT_KINDS, 'Choose what the entry is about').default('company')

export const ZNetAssetValueBody = z.object({
  fund: zRelationId('Choose a fund'),
  date: zSeriesDate,
  navPerUnit: zMinorAmount,
  totalNav: zMinorAmount.nullish(),
  unitsOutstanding: zWhole('Enter a number of units').nonnegative('Enter a number of units of zero or more').nullish(),
  note: zOptionalText(500),
})

export const ZValuationBody = z.object({
  subjectKind: zSubjectKind,
  company: zRelationId('Choose a company'),
  date: zSeriesDate,
  value: zMinorAmount,
  method: zOption(VALUATION_METHODS, 'Choose a method from the list').nullish(),
  note: zOptionalText(500),
})

export const ZSharePriceBody = z.object({
  subjectKind: zSubjectKind,
  company: zRelationId('Choose a company'),
  date: zSeriesDate,
  price: zMinorAmount,
  source: zOption(SHARE_PRICE_SOURCES, 'Choose a source from the list').nullish(),
  note: zOptionalText(500),
})

export const ZMaturityStatusBody = z.object({
  subjectKind: zSubjectKind,
  company: zRelationId('Choose a company'),
  date: zSeriesDate,
  status: zOption(MATURITY_STATUSES, 'Choose a status from the list'),
  note: zOptionalText(500),
})

/** A KPI of a fund for a period (its last day); the value's unit is the KPI's (FUND_KPIS), negative rates allowed. */
export const ZFundKpiBody = z.object({
  fund: zRelationId('Choose a fund'),
  period: zSeriesDate,
  key: zOption(FUND_KPI_KEYS as unknown as readonly [TFundKpiKey, ...TFundKpiKey[]], 'Choose a KPI from the list'),
  value: zWhole('Enter a whole number in the KPI’s unit'),
  note: zOptionalText(500),
})

export type TNetAssetValueBody = z.output<typeof ZNetAssetValueBody>
export type TValuationBody = z.output<typeof ZValuationBody>
export type TSharePriceBody = z.output<typeof ZSharePriceBody>
export type TMaturityStatusBody = z.output<typeof ZMaturityStatusBody>
export type TFundKpiBody = z.output<typeof ZFundKpiBody>
