import { ApiError } from './api-client'

export const DEFAULT_SUBMIT_ERROR = 'Something went wrong submitting.'

/**
 * spec 5: the one submit-error rule for every form. Field errors from `errors` go to their
 * fields; a plain-string `errors` is shown; otherwise the response message, else the default.
 */
export function applySubmitError(
  error: unknown,
  setFieldError: (field: string, message: string) => boolean,
): string | null {
  const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { errors?: unknown; message?: unknown }) : null
  if (body && typeof body.errors === 'string') return body.errors
  if (body && body.errors && typeof body.errors === 'object') {
    let unplaced: string | null = null
    for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
      const message = Array.isArray(messages) ? String(messages[0]) : String(messages)
      if (!setFieldError(field, message)) unplaced ??= message
    }
    return unplaced
  }
  if (body && typeof body.message === 'string' && body.message) return body.message
  return DEFAULT_SUBMIT_ERROR
}
