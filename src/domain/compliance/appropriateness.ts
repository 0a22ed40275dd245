// The appropriateness test (spec 4, spec 7 "Compliance", issue 13 §2, decision 030): pure rules and
// words. Three question sets per tenant: the general test (`appropriateness`, the form of the
// non-risk-warning path) and two FCA variants (`fca-1`, `fca-2`) asked when the tenant's
// risk_warning_enabled switch is on (PS22/10): the first attempt takes fca-1, a retake the other set.
// Correct answers live with the set on the server; investors are handed `publicQuestions` only.

/** spec 9: the tries allowed when no limit applies. */
export const UNLIMITED_TRIES = 9999
/** spec 9: after a failed attempt the test waits 24 hours. */
export const COOLDOWN_MS = 24 * 60 * 60 * 1000

export const APPROPRIATENESS_KINDS = ['appropriateness', 'fca-1', 'fca-2'] as const
export type TAppropriatenessKind = (typeof APPROPRIATENESS_KINDS)[number]

export const APPROPRIATENESS_KIND_LABEL: Record<TAppropriatenessKind, string> = {
  appropriateness: 'Appropriateness test',
  'fca-1': 'FCA appropriateness test 1',
  'fca-2': 'FCA appropriateness test 2',
}

/** The settings page of each set (spec 2.1 /admin/settings/investor/...). */
export const APPROPRIATENESS_SETTINGS_PATH: Record<TAppropriatenessKind, string> = {
  appropriateness: '/admin/settings/investor/appropriateness-test',
  'fca-1': '/admin/settings/investor/fca-appropriateness-test-1',
  'fca-2': '/admin/settings/investor/fca-appropriateness-test-2',
}

/** The two API families of spec 7: /api/compliance-* (the general test) and /api/fca-compliance-* (the FCA variants). */
export const APPROPRIATENESS_FAMILIES = ['compliance', 'fca-compliance'] as const
export type TAppropriatenessFamily = (typeof APPROPRIATENESS_FAMILIES)[number]

export type TOption = { id: string; text: string }
export type TQuestion = { id: string; text: string; options: TOption[]; correct: string }
export type TAppropriatenessSet = { kind: TAppropriatenessKind; title: string; intro: string; questions: TQuestion[]; passMark: number; allowedTries: number }

/** A question as an investor receives it: its options, never which one is correct. */
export type TPublicQuestion = { id: string; text: string; options: TOption[] }

export const publicQuestions = (set: Pick<TAppropriatenessSet, 'questions'>): TPublicQuestion[] =>
  set.questions.map((question) => ({ id: question.id, text: question.text, options: question.options.map((option) => ({ id: option.id, text: option.text })) }))

/** Which family the tenant's investors take: the FCA variants with the risk warning switch on, else the general test. */
export const familyFor = (riskWarningEnabled: boolean): TAppropriatenessFamily => (riskWarningEnabled ? 'fca-compliance' : 'compliance')

/** The set an attempt of `family` takes after `used` attempts: the general one, or fca-1 then fca-2 alternately. */
export const kindFor = (family: TAppropriatenessFamily, used: number): TAppropriatenessKind => (family === 'compliance' ? 'appropriateness' : used % 2 === 0 ? 'fca-1' : 'fca-2')

export type TPlanInput = {
  testEnabled: boolean
  passed: boolean
  riskWarningEnabled: boolean
  /** The tenant's allowed tries for the general test (missing or zero: no limit). */
  settingTries: number | null | undefined
  used: number
  /** When the last failed attempt ended, if any. */
  lastFailedAt: Date | string | null | undefined
  now: Date
}

export type TAppropriatenessPlan =
  | { applies: false; reason: 'disabled' | 'passed' }
  | { applies: true; family: TAppropriatenessFamily; allowed: number; used: number; questions: boolean; cooldownUntil: string | null }

/**
 * spec 4, exactly: only when the test is on and not passed. With the risk warning on, tries are 9999;
 * otherwise the setting's (missing or zero: 9999). Allowed at or below used: the count only, no
 * questions. After a failed attempt, 24 hours of cooldown (no questions until it ends).
 */
export function appropriatenessPlan(input: TPlanInput): TAppropriatenessPlan {
  if (!input.testEnabled) return { applies: false, reason: 'disabled' }
  if (input.passed) return { applies: false, reason: 'passed' }
  const allowed = input.riskWarningEnabled ? UNLIMITED_TRIES : input.settingTries && input.settingTries > 0 ? input.settingTries : UNLIMITED_TRIES
  const failedAt = input.lastFailedAt ? new Date(input.lastFailedAt).getTime() : null
  const cooldownEnds = failedAt !== null && failedAt + COOLDOWN_MS > input.now.getTime() ? new Date(failedAt + COOLDOWN_MS).toISOString() : null
  return { applies: true, family: familyFor(input.riskWarningEnabled), allowed, used: input.used, questions: allowed > input.used && cooldownEnds === null, cooldownUntil: cooldownEnds }
}

export type TMarkedAnswer = { question: string; questionText: string; option: string; optionText: string; correct: boolean }

/** Scores `answers` ({ questionId: optionId }, already checked against the set) on the server. */
export function scoreAttempt(set: Pick<TAppropriatenessSet, 'questions' | 'passMark'>, answers: Record<string, string>): { score: number; total: number; passed: boolean; marked: TMarkedAnswer[] } {
  const marked = set.questions.map((question) => {
    const option = question.options.find((candidate) => candidate.id === answers[question.id])
    return { question: question.id, questionText: question.text, option: option?.id ?? '', optionText: option?.text ?? '', correct: option?.id === question.correct }
  })
  const score = marked.filter((answer) => answer.correct).length
  return { score, total: set.questions.length, passed: score >= set.passMark, marked }
}
