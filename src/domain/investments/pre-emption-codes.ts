// spec 4 "Pre-emption response codes" (docs/decisions/015), apart from the rules and schemas of
// ./pre-emption.ts so the browser's forms take the codes and labels without zod.

/** spec 4 "Pre-emption response codes", stored as the spec's numbers. */
export const PRE_EMPTION_CODE = { dontTake: 1, maintain: 2, increase: 3, notApplicable: 4, awaiting: 5, decrease: 6 } as const
export type TPreEmptionCode = (typeof PRE_EMPTION_CODE)[keyof typeof PRE_EMPTION_CODE]

/** The codes in the spec's order. */
export const PRE_EMPTION_CODES: readonly TPreEmptionCode[] = [1, 2, 3, 4, 5, 6]

/** The order a person chooses in: what they take, then what they do not. */
export const PRE_EMPTION_CODE_CHOICES: readonly TPreEmptionCode[] = [2, 3, 6, 1, 4, 5]

/** spec 4's words, as labels. */
export const PRE_EMPTION_CODE_LABEL: Record<TPreEmptionCode, string> = {
  1: 'Don’t take',
  2: 'Maintain',
  3: 'Increase',
  4: 'Not applicable',
  5: 'Awaiting',
  6: 'Decrease',
}

export const PRE_EMPTION_CODE_PALETTE: Record<TPreEmptionCode, string> = { 1: 'red', 2: 'blue', 3: 'green', 4: 'gray', 5: 'orange', 6: 'purple' }

export const isPreEmptionCode = (value: unknown): value is TPreEmptionCode => typeof value === 'number' && (PRE_EMPTION_CODES as readonly number[]).includes(value)

export const preEmptionCodeText = (value: unknown) => (isPreEmptionCode(value) ? PRE_EMPTION_CODE_LABEL[value] : `Code ${String(value ?? '—')}`)
