import type { Endpoint, PayloadRequest } from 'payload'

// One error for every custom endpoint (spec 8): a code, its HTTP status and a message, and for
// invalid input the field errors forms map onto their fields ({ message, errors: { field: [..] } },
// read by applySubmitError). Handlers throw it; `endpointHandler` turns it into the response.

const CODES = {
  unauthenticated: { status: 401, message: 'Unauthenticated.' },
  forbidden: { status: 403, message: 'This action is unauthorized.' },
  not_found: { status: 404, message: 'Not found.' },
  method_not_allowed: { status: 405, message: 'Method not allowed.' },
  conflict: { status: 409, message: 'This record was changed or removed meanwhile.' },
  too_large: { status: 413, message: 'The upload is too large.' },
  csrf_mismatch: { status: 419, message: 'CSRF token mismatch.' },
  invalid: { status: 422, message: 'The given data was invalid.' },
  rate_limited: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' },
  // A service we call (the card payment provider) refused or did not answer.
  bad_gateway: { status: 502, message: 'The payment provider did not answer. Please try again in a moment, or pay by bank transfer.' },
  // A service we call took longer than we wait (the AI rewrite's provider).
  gateway_timeout: { status: 504, message: 'The service we asked did not answer in time. Please try again in a moment.' },
  unavailable: { status: 503, message: 'The service is briefly unavailable. Please try again in a moment.' },
} as const

export type TAppErrorCode = keyof typeof CODES
export type TFieldErrors = Record<string, string[]>

export const VALIDATION_MESSAGE = CODES.invalid.message

export class AppError extends Error {
  readonly status: number

  constructor(
    readonly code: TAppErrorCode,
    message: string = CODES[code].message,
    readonly fieldErrors?: TFieldErrors,
    /** Extra response headers (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
    /** Extra body members a client reads (e.g. which limit was met). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.status = CODES[code].status
  }
}

/** Invalid input, in the shape forms understand: a message and per field a list of messages. */
export const invalid = (fieldErrors: TFieldErrors, message: string = VALIDATION_MESSAGE) => new AppError('invalid', message, fieldErrors)

/** The error as status, body and headers: for the fast routes, which answer before a Response exists. */
export function errorAnswer(error: AppError): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
  return { status: error.status, body: { message: error.message, ...error.details, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) }, headers: error.headers }
}

export function errorResponse(error: AppError): Response {
  const { status, body, headers } = errorAnswer(error)
  return Response.json(body, { status, headers })
}

export type TEndpointHandler = (req: PayloadRequest) => Promise<Response> | Response

/** A Payload endpoint whose handler may throw AppError; anything else goes on to Payload's error handling. */
export function defineEndpoint(endpoint: Omit<Endpoint, 'handler'> & { handler: TEndpointHandler }): Endpoint {
  const { handler } = endpoint
  return {
    ...endpoint,
    handler: async (req) => {
      try {
        return await handler(req)
      } catch (error) {
        if (error instanceof AppError) {
          // A service we call failed or was too slow: a fault to look into, logged with what the service said.
          if (error.code === 'bad_gateway' || error.code === 'gateway_timeout') req.payload?.logger?.error({ err: error, msg: `${error.name}: ${'detail' in error ? String(error.detail) : error.message}` })
          return errorResponse(error)
        }
        throw error
      }
    },
  }
}
