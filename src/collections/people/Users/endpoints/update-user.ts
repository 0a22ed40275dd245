import { APIError, ValidationError } from 'payload'

import { requireTenantUser } from '@/access/require-user'
import { toPublicUser } from '@/auth/public-user'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, readBody, routeRowId } from '@/lib/http'
import type { User } from '@/payload-types'

/** The fields a browser may send here; the collection's field access then decides per role. */
const UPDATABLE = ['name', 'surname', 'email', 'avatar', 'accepted_terms_version', 'role_id', 'email_verified_at', 'compliance_passed', 'compliance_tries'] as const
const NUMERIC_FIELDS = new Set(['accepted_terms_version', 'role_id', 'compliance_tries'])

/**
 * spec 7 "User update": POST /api/users/{id}, form-encoded or JSON, with `_method=PATCH`.
 * Runs Payload's update with the caller's access, so the same rules as PATCH /api/users/{id} apply.
 */
export const updateUserEndpoint = defineEndpoint({
  path: '/:id',
  method: 'post',
  handler: async (req) => {
    const id = routeRowId(req)
    const user = requireTenantUser(req.user)
    const body = await readBody(req)
    if (String(body._method ?? '').toUpperCase() !== 'PATCH') throw new AppError('method_not_allowed', 'Use _method=PATCH.')
    const data: Record<string, unknown> = {}
    for (const field of UPDATABLE) {
      if (!(field in body)) continue
      const value = body[field]
      data[field] = NUMERIC_FIELDS.has(field) && typeof value === 'string' ? Number(value) : value
    }
    try {
      const updated = await req.payload.update({ collection: 'users', id, data: data as Partial<User>, overrideAccess: false, user, req, depth: 0 })
      return json(toPublicUser(updated))
    } catch (error) {
      if (error instanceof ValidationError) {
        throw invalid(Object.fromEntries(error.data.errors.map((issue) => [issue.path, [issue.message]])), error.message)
      }
      if (error instanceof APIError) return json({ message: error.message }, error.status)
      throw error
    }
  },
})
