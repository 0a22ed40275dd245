import { z } from 'zod'

import { zCurrency, zMinorAmount, zOptionalDate, zOptionalText, zText } from '@/domain/values'

import { FUND_STATUS } from './funds'

/** A form's select sends text ('1'); the API takes the spec's number (spec 4: 1 Active, 0 Closed). */
export const zFundStatus = z.preprocess(
  (value) => (typeof value === 'string' && /^[01]$/.test(value) ? Number(value) : value),
  z.union([z.literal(FUND_STATUS.active), z.literal(FUND_STATUS.closed)], 'Choose 1 (Active) or 0 (Closed)'),
)

/** A whole number within bounds, or nothing. */
const zOptionalWhole = (min: number, max: number, message: string) => z.number(message).int(message).min(min, message).max(max, message).nullish()

/** Basis points: 200 = 2 %. */
const zBasisPoints = zOptionalWhole(0, 10_000, 'Enter basis points from 0 to 10000 (200 = 2 %)')

/**
 * A fund as the REST API takes it (issue 10 §5): the one schema the funds collection validates
 * every write with and the fund form checks before sending. Money is in the fund's currency's
 * minor units; committed capital is what investors have signed up to so far, the target what the
 * fund means to raise.
 */
export const ZFundBody = z.object({
  name: zText('Enter a name', 200),
  status: zFundStatus,
  currency: zCurrency,
  targetSize: zMinorAmount.nullish(),
  committedCapital: zMinorAmount.nullish(),
  vintageYear: zOptionalWhole(1900, 2200, 'Enter a year such as 2024'),
  inceptionDate: zOptionalDate,
  finalCloseAt: zOptionalDate,
  termYears: zOptionalWhole(1, 99, 'Enter a term of 1 to 99 years'),
  manager: zOptionalText(200),
  domicile: zOptionalText(100),
  structure: zOptionalText(100),
  managementFeeBps: zBasisPoints,
  carriedInterestBps: zBasisPoints,
  hurdleRateBps: zBasisPoints,
  description: zOptionalText(5000),
})

export type TFundBody = z.output<typeof ZFundBody>
