import type { Access, CollectionBeforeOperationHook } from 'payload'

import { createIf, tenantRowsIf, whenFeature } from '@/access/payload-access'
import type { TAction } from '@/access/permissions'
import { RecordAccessRefused } from '@/collections/records/record-rows'
import { APPEND_ONLY_MESSAGE } from '@/domain/compliance/insider-register'

/**
 * Under the access rules: no update or delete of an insider-register entry runs, not even a Local
 * API call with overrideAccess (decision 029). The migration's trigger refuses them in PostgreSQL too.
 */
export const refuseRegisterChanges: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'update' || operation === 'delete') throw new RecordAccessRefused(APPEND_ONLY_MESSAGE)
  return args
}

/** spec 6's `compliance` resource, only while the tenant's market_sounding_enabled switch is on: off, every tenant user is refused (REST 403). */
export const complianceRows = (action: TAction): Access => whenFeature('market_sounding_enabled', tenantRowsIf('compliance', action))

export const complianceCreate: Access = whenFeature('market_sounding_enabled', createIf('compliance'))
