import type { AfterErrorHook } from 'payload'

// Payload's placeholder for an error whose message it hides.
const HIDDEN_MESSAGE = 'An unknown error occurred.'

type TErrorWithData = { status?: unknown; isPublic?: unknown; data?: { errors?: unknown } | null }

/**
 * A client error (4xx) says what was wrong, with its field errors. Payload shows an error's message
 * only when the error has a name, and class names do not survive the production build's
 * minification, so its own "Invalid JSON" and our APIErrors would reach the form as the placeholder
 * above. And it adds a ValidationError's field errors (`data`) only when the error is an instance of
 * the class its REST route was built with: the production build holds Payload once for pages and
 * once for route handlers, so when a page started the Payload instance (the first request after a
 * start is usually a page), a field error reached the browser as its message alone, and a form
 * could not put it on its field (spec 5). Both are put back here.
 */
export const showClientErrorMessages: AfterErrorHook = ({ error, result }) => {
  const { status, isPublic, data } = error as Error & TErrorWithData
  if (typeof status !== 'number' || status >= 500 || !error.message) return undefined
  const first = result?.errors?.[0] as { message?: unknown; data?: unknown } | undefined
  if (isPublic !== false && Array.isArray(data?.errors) && !first?.data) {
    return { response: { errors: [{ name: 'ValidationError', data, message: error.message }] } }
  }
  if (first?.message !== HIDDEN_MESSAGE) return undefined
  return { response: { errors: [{ message: error.message }] } }
}
