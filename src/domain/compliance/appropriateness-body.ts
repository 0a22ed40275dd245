import { z } from 'zod'

import { zText } from '@/domain/values'

import type { TAppropriatenessSet } from './appropriateness'

// The bodies of appropriateness writes (decision 030), apart from appropriateness.ts so screens that
// only need the words and rules do not load zod.

const zId = z.string('Give an id').trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use up to 40 lower-case letters, digits or dashes')

/** A question set as staff save it: questions with 2 to 6 options and the correct one, the pass mark and the allowed tries. */
export const ZAppropriatenessSetContent = z
  .object({
    title: zText('Give the test a title', 200),
    intro: z.string().trim().max(2000, 'At most 2000 characters').default(''),
    questions: z
      .array(
        z.object({
          id: zId,
          text: zText('Write the question', 1000),
          options: z.array(z.object({ id: zId, text: zText('Write the option', 500) })).min(2, 'Give at least two options').max(6, 'At most six options'),
          correct: zId,
        }),
        'Add the questions',
      )
      .min(1, 'Add at least one question')
      .max(40, 'At most 40 questions'),
    passMark: z.number('Give the pass mark').int('Give a whole number').min(1, 'The pass mark is at least 1'),
    // 0: no limit (spec 4 reads a missing or zero setting as 9999).
    allowedTries: z.number('Give the allowed tries').int('Give a whole number').min(0, 'Zero or more (0: no limit)').max(9999, 'At most 9999'),
  })
  .superRefine((set, ctx) => {
    const ids = new Set<string>()
    set.questions.forEach((question, index) => {
      if (ids.has(question.id)) ctx.addIssue({ code: 'custom', path: ['questions', index, 'id'], message: 'Each question needs its own id' })
      ids.add(question.id)
      const options = new Set(question.options.map((option) => option.id))
      if (options.size !== question.options.length) ctx.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: 'Each option needs its own id' })
      if (!options.has(question.correct)) ctx.addIssue({ code: 'custom', path: ['questions', index, 'correct'], message: 'Choose which option is correct' })
    })
    if (set.passMark > set.questions.length) ctx.addIssue({ code: 'custom', path: ['passMark'], message: 'The pass mark cannot be more than the number of questions' })
  })

export type TAppropriatenessSetContent = z.infer<typeof ZAppropriatenessSetContent>

/** An investor's answers to `set`: exactly one of its options for each of its questions, nothing else. */
export function answersSchema(set: Pick<TAppropriatenessSet, 'questions'>) {
  const shape = Object.fromEntries(
    set.questions.map((question) => [question.id, z.enum(question.options.map((option) => option.id) as [string, ...string[]], 'Choose one of the options')]),
  )
  return z.object({ answers: z.strictObject(shape, 'Answer every question') })
}
