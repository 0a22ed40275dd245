import { z } from 'zod'

import { SCREENING_NOTE_MAX, SCREENING_STATUSES } from './screening'

/** The body staff send to record a result (POST /api/investor-screenings/record). */
export const ZScreeningBody = z.object({
  investor: z.coerce.number('Name the investor').int().positive('Name the investor'),
  status: z.enum(SCREENING_STATUSES, 'Choose the result'),
  note: z.string('Say what was checked and what it showed').trim().min(1, 'Say what was checked and what it showed').max(SCREENING_NOTE_MAX, `Use at most ${SCREENING_NOTE_MAX} characters`),
  evidenceDocument: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number().int().positive('Choose one of the investor’s documents').optional()),
})
export type TScreeningBody = z.infer<typeof ZScreeningBody>
