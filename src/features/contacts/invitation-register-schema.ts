import { z } from 'zod'

import { NEW_PASSWORD_FIELDS, passwordsMatch } from '@/auth/credential-rules'

/** The invitation registration form (its email is the invitation's, not typed): loaded on first validation. */
export const ZInvitationRegisterForm = z
  .object({
    name: z.string().trim().min(1, 'Enter your first name').max(100, 'Use at most 100 characters'),
    surname: z.string().trim().min(1, 'Enter your surname').max(100, 'Use at most 100 characters'),
    ...NEW_PASSWORD_FIELDS,
  })
  .refine(...passwordsMatch)
export type TInvitationRegisterForm = z.infer<typeof ZInvitationRegisterForm>
