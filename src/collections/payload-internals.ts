import type { Endpoint, SanitizedConfig } from 'payload'

import { isOperator } from '@/access/current-user'
import { operatorsOnly } from '@/access/payload-access'
import { AppError, errorResponse } from '@/lib/app-error'

/**
 * Payload adds collections of its own (locked documents, preferences, migrations, key-value, jobs;
 * every slug starting with `payload-`). Their default access lets any signed-in user in, tenant
 * users included, across tenants (issue 8, finding 6). They serve the operators' console only:
 * every operation and every endpoint of theirs is for operators.
 */
export const isPayloadInternal = (slug: string) => slug.startsWith('payload-')

const forOperatorsOnly = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => (isOperator(req.user) ? endpoint.handler(req) : errorResponse(new AppError('not_found'))),
})

export function restrictPayloadInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!isPayloadInternal(collection.slug)) continue
    collection.access = {
      ...collection.access,
      read: operatorsOnly,
      create: operatorsOnly,
      update: operatorsOnly,
      delete: operatorsOnly,
      readVersions: operatorsOnly,
      unlock: operatorsOnly,
    }
    if (Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.map(forOperatorsOnly)
  }
  return config
}
