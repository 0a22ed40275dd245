// Rewards (spec 1 "rewards", a staff-managed resource; issue 13 §10, docs/decisions/040): what the
// tenant gives investors for registering, completing their profile, referring a friend ... and never
// for investing. FCA COBS 4.12A.8R: a firm may not offer a retail client a monetary or non-monetary
// incentive to invest in a restricted mass market investment. No zod here: the form's island reads
// these names; the body schema is ./reward-body.ts.

/** What earns a reward. None is about investing; the body refuses the ones that would be (INVESTING_TRIGGERS). */
export const REWARD_TRIGGERS = ['registration', 'email_verified', 'profile_completed', 'referral', 'anniversary'] as const
export type TRewardTrigger = (typeof REWARD_TRIGGERS)[number]

export const REWARD_TRIGGER_LABEL: Record<TRewardTrigger, string> = {
  registration: 'Registering an account',
  email_verified: 'Verifying their email address',
  profile_completed: 'Completing their profile',
  referral: 'Referring a friend who registers',
  anniversary: 'Each anniversary of their account',
}

/** Triggers a reward may never have (named so the refusal says why, rather than "not in the list"). */
export const INVESTING_TRIGGERS = ['investment', 'first_investment', 'amount_invested', 'investment_milestone', 'reinvestment', 'referral_invests'] as const

export const NO_INCENTIVE_TO_INVEST =
  'A reward may not depend on investing: the FCA’s rules (COBS 4.12A.8R) forbid any monetary or non-monetary incentive to invest. Reward registering, a completed profile, a referral or loyalty instead.'

// A condition about investing: the verb in any form, a first/each/per investment, an amount
// invested, subscribing for shares, pledging, backing a pitch or round. The noun on its own ("a
// ticket to our Investment Summit", "investor evening") is not a condition and passes.
const INVESTING_CONDITION =
  /\binvest(?:s|ed|ing)?\b|\b(?:first|each|every|per|any|an|your|their|next|second|initial|minimum)\s+investments?\b|\binvestments?\s+(?:of|over|above|worth|totalling|totaling)\b|\bsubscri(?:be|bes|bed|bing|ption)s?\s+(?:for|to)\s+shares\b|\bpledg(?:e|es|ed|ing)\b|\bback(?:s|ed|ing)?\s+(?:a|an|the|any|your)\s+(?:pitch|round|deal|opportunit(?:y|ies)|campaign)\b/i

/** Whether a text makes a reward conditional on investing. */
export const mentionsInvesting = (text: string | null | undefined): boolean => typeof text === 'string' && INVESTING_CONDITION.test(text)

export const isInvestingTrigger = (value: unknown): boolean => typeof value === 'string' && (INVESTING_TRIGGERS as readonly string[]).includes(value)
