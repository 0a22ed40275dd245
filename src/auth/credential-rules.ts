import { z } from 'zod'

// The email and password rules, shared by the browser forms and the auth endpoints (browser-safe:
// no node imports). The server stays the authority; the forms only answer sooner.

export const ZEmail = z.string().trim().toLowerCase().email('Enter a valid email address')

export const ZPassword = z.string().min(10, 'Use at least 10 characters').max(200, 'Use at most 200 characters')

/** A new password typed twice. */
export const NEW_PASSWORD_FIELDS = { password: ZPassword, password_confirmation: z.string().min(1, 'Repeat your password') }

export const passwordsMatch: [(data: { password: string; password_confirmation: string }) => boolean, { path: string[]; message: string }] = [
  (data) => data.password === data.password_confirmation,
  { path: ['password_confirmation'], message: 'The passwords do not match' },
]
