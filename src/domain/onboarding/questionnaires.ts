// Onboarding questionnaires (issue 11 §7, decision 026): the registration form, the fact find and the
// risk profile, each a questionnaire per tenant and kind with numbered versions. A version's questions
// are data (JSON on the version row): the words, the answer kind, options and, on the risk profile,
// each option's score and the bands the total falls into. Words and pure rules only: the zod schemas
// built from a version live in questionnaire-body.ts, so pages that only show answers do not load zod.

export const QUESTIONNAIRE_KINDS = ['registration', 'fact-find', 'risk-profile'] as const
export type TQuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number]

export const QUESTIONNAIRE_KIND_LABEL: Record<TQuestionnaireKind, string> = { registration: 'Registration form', 'fact-find': 'Fact find', 'risk-profile': 'Risk profile' }

/** The record tab (spec 2.1 /details/registration-form, /fact-find, /risk-profile) of each kind. */
export const QUESTIONNAIRE_TAB_SEGMENT: Record<TQuestionnaireKind, string> = { registration: 'registration-form', 'fact-find': 'fact-find', 'risk-profile': 'risk-profile' }

export const kindOfSegment = (segment: string): TQuestionnaireKind | null => QUESTIONNAIRE_KINDS.find((kind) => QUESTIONNAIRE_TAB_SEGMENT[kind] === segment) ?? null

export const QUESTION_KINDS = ['text', 'textarea', 'number', 'money', 'date', 'select', 'yes-no'] as const
export type TQuestionKind = (typeof QUESTION_KINDS)[number]

export type TQuestionOption = { value: string; label: string; /** risk profile: points this answer adds */ score?: number }

/**
 * One question of a version. `id` names the answer (stable across versions when the question means
 * the same); `section` groups it under a heading with the ones after it. `money` is whole pounds,
 * `number` a whole number within min/max; `select` and `yes-no` answer with an option's value.
 */
export type TQuestion = {
  id: string
  label: string
  kind: TQuestionKind
  required?: boolean
  section?: string
  helper?: string
  options?: TQuestionOption[]
  min?: number
  max?: number
  maxLength?: number
}

/** A risk band: a total score from `min` (inclusive) falls into the highest band whose min it reaches. */
export type TRiskBand = { min: number; band: string; description: string }

export type TQuestionnaireContent = { questions: TQuestion[]; bands?: TRiskBand[] | null }

/** An answer as stored: text, a whole number, or an option's value; null when an optional question was left blank. */
export type TAnswerValue = string | number | null
export type TAnswers = Record<string, TAnswerValue>

export const YES_NO_OPTIONS: TQuestionOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

export const optionsOf = (question: TQuestion): TQuestionOption[] => (question.kind === 'yes-no' ? YES_NO_OPTIONS : (question.options ?? []))

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })

/** An answer in words, as staff read it on the tab. */
export function answerText(question: TQuestion, value: TAnswerValue | undefined): string {
  if (value === null || value === undefined || value === '') return 'Not answered'
  if (question.kind === 'select' || question.kind === 'yes-no') return optionsOf(question).find((option) => option.value === value)?.label ?? String(value)
  if (question.kind === 'money') return POUNDS.format(Number(value))
  if (question.kind === 'number') return new Intl.NumberFormat('en-GB').format(Number(value))
  if (question.kind === 'date') return new Date(`${String(value)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  return String(value)
}

/** The risk profile's total (the chosen options' scores) and the band it falls into; null for a questionnaire without bands. */
export function riskResult(content: TQuestionnaireContent, answers: TAnswers): { score: number; band: string } | null {
  const bands = [...(content.bands ?? [])].sort((a, b) => a.min - b.min)
  if (bands.length === 0) return null
  let score = 0
  for (const question of content.questions) {
    const chosen = optionsOf(question).find((option) => option.value === answers[question.id])
    score += chosen?.score ?? 0
  }
  const band = bands.filter((candidate) => score >= candidate.min).pop() ?? bands[0]!
  return { score, band: band.band }
}

export const bandDescription = (content: TQuestionnaireContent, band: string | null | undefined) => content.bands?.find((candidate) => candidate.band === band)?.description ?? null

/** A version's content read from its row (JSON columns), never trusted to be well formed beyond what the collection checked. */
export function contentOf(row: { questions?: unknown; bands?: unknown }): TQuestionnaireContent {
  return { questions: Array.isArray(row.questions) ? (row.questions as TQuestion[]) : [], bands: Array.isArray(row.bands) ? (row.bands as TRiskBand[]) : null }
}
