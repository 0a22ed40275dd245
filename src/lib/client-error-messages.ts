import type { AfterErrorHook } from 'payload'

// Payload's placeholder for an error whose message it hides.
const HIDDEN_MESSAGE = 'An unknown error occurred.'

/**
 * A client error (4xx) says what was wrong, and a validation error keeps its field errors.
 * Payload shows an error's message only when the error has a name, and its details (`data`: the
 * fields and their messages) only when `instanceof ValidationError` holds; class names do not
 * survive the production build's minification, and a bundle may hold Payload's error classes
 * twice, so either can be lost on the way to the form. Both are put back from the error itself.
 */
export const showClientErrorMessages: AfterErrorHook = ({ error, result }) => {
  const status = (error as { status?: unknown }).status
  if (typeof status !== 'number' || status >= 500 || !error.message) return undefined
  const data = (error as { data?: unknown }).data
  const first = result?.errors?.[0] as { message?: string; data?: unknown } | undefined
  const lostData = !!data && typeof data === 'object' && first?.data === undefined
  if (first?.message !== HIDDEN_MESSAGE && !lostData) return undefined
  return { response: { errors: [{ message: error.message, ...(lostData ? { data: data as Record<string, unknown> } : {}) }] } }
}
