import { APIError, type CollectionBeforeValidateHook } from 'payload'

import { isTenantUser } from '@/access/current-user'
import { resolveTenantFromHost } from '@/tenancy/resolve-tenant'

/** A user can accept the tenant's current terms, not a version that does not exist yet. */
export const validateAcceptedTermsVersion: CollectionBeforeValidateHook = async ({ data, req }) => {
  const version = data?.accepted_terms_version
  if (version == null || !isTenantUser(req.user)) return data
  const tenant = await resolveTenantFromHost(req.payload, req.headers.get('host'))
  if (!Number.isInteger(version) || version < 0 || version > tenant.terms.version) {
    throw new APIError('accepted_terms_version must be a whole number up to the current terms version', 422, null, true)
  }
  return data
}
