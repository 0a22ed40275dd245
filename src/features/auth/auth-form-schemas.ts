import { z } from 'zod'

import { NEW_PASSWORD_FIELDS, passwordsMatch, ZEmail } from '@/auth/credential-rules'

// The auth forms' rules, loaded on their first validation (lazyZodResolver): zod stays out of the
// pages' first-load script.

export const ZLoginForm = z.object({
  email: z.string().trim().email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
})
export type TLoginForm = z.infer<typeof ZLoginForm>

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
