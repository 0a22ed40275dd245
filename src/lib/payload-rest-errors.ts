import { ApiError } from './api-client'

// Payload's REST API answers failures as
//   { errors: [{ message, data?: { errors?: [{ path, message }] } }] }
// while applySubmitError (spec 5) understands { message, errors: { field: [message] } }.

type TPayloadFieldError = { path?: unknown; message?: unknown }
type TPayloadError = { message?: unknown; data?: { errors?: unknown } | null }

function payloadErrorsOf(body: unknown): TPayloadError[] | null {
  if (!body || typeof body !== 'object') return null
  const errors = (body as { errors?: unknown }).errors
  return Array.isArray(errors) ? errors.filter((entry): entry is TPayloadError => !!entry && typeof entry === 'object') : null
}

/**
 * A compound unique index reports every column ('tenant_id, slug'); the tenant is stamped by the
 * server, so the error belongs to the column the person typed.
 */
function fieldOfPath(path: string): string {
  const columns = path.split(',').map((part) => part.trim()).filter((part) => part && part !== 'tenant' && part !== 'tenant_id')
  return columns[columns.length - 1] ?? path
}

// Payload's wording for a unique-index clash says nothing about what to do.
const UNIQUE_MESSAGE = 'Value must be unique'
const UNIQUE_HINT = 'This is already used by another record; choose a different value.'

/** Rewrites a Payload REST error into the shape applySubmitError reads; anything else passes through. */
export function fromPayloadRestError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  const entries = payloadErrorsOf(error.body)
  if (!entries) return error
  const fields: Record<string, string[]> = {}
  let message: string | undefined
  for (const entry of entries) {
    const fieldErrors = Array.isArray(entry.data?.errors) ? (entry.data.errors as TPayloadFieldError[]) : []
    for (const fieldError of fieldErrors) {
      if (typeof fieldError.path === 'string' && typeof fieldError.message === 'string') {
        ;(fields[fieldOfPath(fieldError.path)] ??= []).push(fieldError.message === UNIQUE_MESSAGE ? UNIQUE_HINT : fieldError.message)
      }
    }
    // Only a message without field errors says something the fields do not.
    if (fieldErrors.length === 0 && typeof entry.message === 'string' && entry.message) message ??= entry.message
  }
  const body = Object.keys(fields).length > 0 ? { message, errors: fields } : { message }
  return new ApiError(error.status, body)
}
