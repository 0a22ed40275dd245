import { z } from 'zod'

import { zRelationId, zText } from '@/domain/values'

import { optionsOf, QUESTION_KINDS, QUESTIONNAIRE_KINDS, type TAnswers, type TQuestion, type TQuestionnaireContent } from './questionnaires'

// The zod side of onboarding questionnaires (decision 026): a version's content as the collection
// accepts it, and the answers schema built from a version's questions, which the endpoint, the
// collection and the seed all validate with.

const zOption = z.object({ value: zText('Give the option a value', 60), label: zText('Give the option words', 300), score: z.number().int().min(-100).max(100).optional() })

const zQuestion = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, 'A question id is lower-case letters, digits and _'),
    label: zText('Give the question words', 500),
    kind: z.enum(QUESTION_KINDS, 'Choose an answer kind'),
    required: z.boolean().optional(),
    section: z.string().max(120).optional(),
    helper: z.string().max(500).optional(),
    options: z.array(zOption).max(20).optional(),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
    maxLength: z.number().int().min(1).max(5000).optional(),
  })
  .refine((question) => question.kind !== 'select' || (question.options?.length ?? 0) >= 2, { message: 'A choice question needs at least two options', path: ['options'] })

/** A version's questions (and, on a risk profile, its bands): ids unique, at most 60 questions. */
export const ZQuestionnaireContent = z.object({
  questions: z
    .array(zQuestion, 'Give the questions')
    .min(1, 'Give at least one question')
    .max(60, 'At most 60 questions')
    .refine((questions) => new Set(questions.map((question) => question.id)).size === questions.length, 'Question ids must be unique'),
  bands: z
    .array(z.object({ min: z.number().int(), band: zText('Name the band', 60), description: zText('Describe the band', 500) }))
    .max(10)
    .nullish(),
})

/** The body of a version row (tenant and version number are the server's). */
export const ZQuestionnaireVersion = ZQuestionnaireContent.extend({ kind: z.enum(QUESTIONNAIRE_KINDS, 'Choose a questionnaire'), title: zText('Give the questionnaire a title', 200) })

const ANSWER_REQUIRED = 'Answer this question'
const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value)

function answerSchema(question: TQuestion): z.ZodType<string | number | null> {
  let schema: z.ZodType<string | number>
  switch (question.kind) {
    case 'text':
    case 'textarea': {
      const max = question.maxLength ?? (question.kind === 'text' ? 200 : 2000)
      schema = z.string(ANSWER_REQUIRED).trim().min(1, ANSWER_REQUIRED).max(max, `Use at most ${max} characters`)
      break
    }
    case 'number':
    case 'money': {
      const unit = question.kind === 'money' ? 'an amount in whole pounds' : 'a whole number'
      const min = question.min ?? 0
      const max = question.max ?? 1_000_000_000_000
      // A form sends text ('250,000'); the API may send the number.
      const asNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(/[,£\s]/g, '')) : value)
      const number = z.number({ error: (issue) => (issue.input == null ? ANSWER_REQUIRED : `Enter ${unit}`) }).int(`Enter ${unit}`).min(min, `Enter ${min} or more`).max(max, `Enter ${max} or less`)
      schema = z.preprocess(asNumber, number) as unknown as z.ZodType<number>
      break
    }
    case 'date':
      schema = z.string(ANSWER_REQUIRED).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a date')
      break
    case 'select':
    case 'yes-no': {
      const values = optionsOf(question).map((option) => option.value)
      schema = z.string(ANSWER_REQUIRED).refine((value) => values.includes(value), 'Choose one of the options')
      break
    }
  }
  return z.preprocess(blankAsNull, question.required ? schema : schema.nullable()) as z.ZodType<string | number | null>
}

/**
 * The answers a version accepts: one entry per question (required ones answered, each of its kind),
 * and nothing else (a key the version does not ask is refused, so stale forms do not slip through).
 */
export function answersSchema(content: TQuestionnaireContent): z.ZodType<TAnswers> {
  return z.strictObject(Object.fromEntries(content.questions.map((question) => [question.id, answerSchema(question)])), 'Give the answers') as unknown as z.ZodType<TAnswers>
}

/** POST /api/questionnaire-answers/record: the version answered, whose answers (an investor's or a contact's), and the answers. */
export const ZRecordAnswers = z
  .object({
    questionnaire: zRelationId('Choose the questionnaire'),
    investor: z.number().int().positive().nullish(),
    contact: z.number().int().positive().nullish(),
    answers: z.record(z.string(), z.unknown(), 'Give the answers'),
  })
  .refine((body) => Number(body.investor != null) + Number(body.contact != null) === 1, { message: 'Name either an investor or a contact', path: ['investor'] })
