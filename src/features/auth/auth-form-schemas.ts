import { z } from 'zod'

import { NEW_PASSWORD_FIELDS, passwordsMatch, ZEmail } from '@/auth/credential-rules'

export const ZRegisterForm = z
  .object({
    name: z.string().trim().min(1, 'Enter your first name').max(100, 'Use at most 100 characters'),
    surname: z.string().trim().min(1, 'Enter your surname').max(100, 'Use at most 100 characters'),
    email: ZEmail,
    ...NEW_PASSWORD_FIELDS,
  })
  .refine(...passwordsMatch)
export type TRegisterForm = z.infer<typeof ZRegisterForm>

export const ZForgotPasswordForm = z.object({ email: ZEmail })
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>

export const ZNewPasswordForm = z
  .object(NEW_PASSWORD_FIELDS)
  .refine(...passwordsMatch)
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>

/** Whether a server field name is one of the form's fields (so its error can sit under it). */
export const isFieldOf =
  <T extends string>(fields: readonly T[]) =>
  (field: string): field is T =>
    (fields as readonly string[]).includes(field)
