import { z } from 'zod'

import { CALL_MAX_MINUTES, CALL_OUTCOME_VALUES, CALL_SUMMARY_MAX, TASK_TITLE_MAX } from '@/domain/records/record-features'
import { dateTimeInputToIso } from '@/lib/dates'

// The add forms of the notes, calls and tasks panel (loaded on their first validation: lazyZodResolver). Input: what the fields hold (text; the note as
// the editor's Lexical JSON). Output: the REST body without the record, which the form adds. They
// mirror the collections' rules so most mistakes show before a round trip; the server decides.

export const ZNoteForm = z.object({
  body: z.unknown().refine((value) => value !== null && value !== undefined, 'Write the note.'),
})
export type TNoteFormInput = z.input<typeof ZNoteForm>
export type TNoteFormOutput = z.output<typeof ZNoteForm>

export const ZCallForm = z
  .object({
    calledAt: z.string(),
    durationMinutes: z.string().trim(),
    outcome: z.enum(CALL_OUTCOME_VALUES, { message: 'Choose how the call went' }),
    summary: z.string().trim().max(CALL_SUMMARY_MAX, `Use at most ${CALL_SUMMARY_MAX} characters`),
  })
  .superRefine((values, ctx) => {
    if (!dateTimeInputToIso(values.calledAt)) ctx.addIssue({ code: 'custom', path: ['calledAt'], message: 'Enter when the call was' })
    const minutes = Number(values.durationMinutes)
    if (values.durationMinutes && (!Number.isSafeInteger(minutes) || minutes < 0 || minutes > CALL_MAX_MINUTES)) {
      ctx.addIssue({ code: 'custom', path: ['durationMinutes'], message: `Enter whole minutes, at most ${CALL_MAX_MINUTES}` })
    }
  })
  .transform((values) => ({
    calledAt: dateTimeInputToIso(values.calledAt),
    durationMinutes: values.durationMinutes ? Number(values.durationMinutes) : null,
    outcome: values.outcome,
    summary: values.summary || null,
  }))
export type TCallFormInput = z.input<typeof ZCallForm>
export type TCallFormOutput = z.output<typeof ZCallForm>

export const ZTaskForm = z
  .object({
    title: z.string().trim().min(1, 'Enter what needs doing').max(TASK_TITLE_MAX, `Use at most ${TASK_TITLE_MAX} characters`),
    dueAt: z.string(),
    assignee: z.string().min(1, 'Choose who does this task'),
  })
  .superRefine((values, ctx) => {
    if (values.dueAt && !dateTimeInputToIso(values.dueAt)) ctx.addIssue({ code: 'custom', path: ['dueAt'], message: 'Enter a valid date and time' })
  })
  .transform((values) => ({ title: values.title, dueAt: values.dueAt ? dateTimeInputToIso(values.dueAt) : null, assignee: Number(values.assignee) }))
export type TTaskFormInput = z.input<typeof ZTaskForm>
export type TTaskFormOutput = z.output<typeof ZTaskForm>
