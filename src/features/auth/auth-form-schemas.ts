import { z } from 'zod'

// Client-side copies of the rules in src/auth (password.ts, endpoints/*.ts), which cannot be
// imported into the browser bundle (node:crypto); the server stays the authority.

const ZEmail = z.string().trim().toLowerCase().email('Enter a valid email address')
const ZNewPassword = z.string().min(10, 'Use at least 10 characters').max(200, 'Use at most 200 characters')

const passwordsMatch = (values: { password: string; password_confirmation: string }) => values.password === values.password_confirmation
const MISMATCH = { path: ['password_confirmation'], message: 'The passwords do not match' }

export const ZRegisterForm = z
  .object({
    name: z.string().trim().min(1, 'Enter your first name').max(100, 'Use at most 100 characters'),
    surname: z.string().trim().min(1, 'Enter your surname').max(100, 'Use at most 100 characters'),
    email: ZEmail,
    password: ZNewPassword,
    password_confirmation: z.string().min(1, 'Repeat your password'),
  })
  .refine(passwordsMatch, MISMATCH)
export type TRegisterForm = z.infer<typeof ZRegisterForm>

export const ZForgotPasswordForm = z.object({ email: ZEmail })
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>

export const ZNewPasswordForm = z
  .object({
    password: ZNewPassword,
    password_confirmation: z.string().min(1, 'Repeat your password'),
  })
  .refine(passwordsMatch, MISMATCH)
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>

/** Whether a server field name is one of the form's fields (so its error can sit under it). */
export const isFieldOf =
  <T extends string>(fields: readonly T[]) =>
  (field: string): field is T =>
    (fields as readonly string[]).includes(field)
