import type { AfterErrorHook } from 'payload'

// Payload's placeholder for an error whose message it hides.
const HIDDEN_MESSAGE = 'An unknown error occurred.'

/**
 * A client error (4xx) says what was wrong. Payload shows an error's message only when the error
 * has a name, and class names do not survive the production build's minification, so its own
 * "Invalid JSON" and our APIErrors would reach the form as the placeholder above.
 */
export const showClientErrorMessages: AfterErrorHook = ({ error, result }) => {
  const status = (error as { status?: unknown }).status
  if (typeof status !== 'number' || status >= 500 || !error.message) return undefined
  if (result?.errors?.[0]?.message !== HIDDEN_MESSAGE) return undefined
  return { response: { errors: [{ message: error.message }] } }
}
