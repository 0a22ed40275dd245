// Notes, calls and tasks (issue 9 §3): the fixed choices, shared by the collections and the forms.

export const CALL_OUTCOMES = [
  { value: 'connected', label: 'Connected' },
  { value: 'no_answer', label: 'No answer' },
  { value: 'voicemail', label: 'Voicemail' },
  { value: 'wrong_number', label: 'Wrong number' },
] as const
export type TCallOutcome = (typeof CALL_OUTCOMES)[number]['value']

export const CALL_OUTCOME_VALUES = CALL_OUTCOMES.map((outcome) => outcome.value) as [TCallOutcome, ...TCallOutcome[]]

export const callOutcomeLabel = (value: unknown) => CALL_OUTCOMES.find((outcome) => outcome.value === value)?.label ?? String(value ?? '')

export const TASK_TITLE_MAX = 200
export const CALL_SUMMARY_MAX = 2_000
export const CALL_MAX_MINUTES = 24 * 60
