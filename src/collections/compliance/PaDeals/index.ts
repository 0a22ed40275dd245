import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig, type PayloadRequest } from 'payload'

import { isTenantUser, tenantIdOf } from '@/access/current-user'
import { isAdminType } from '@/access/permissions'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { nobody } from '@/collections/investments/money/money-access'
import { PA_DEAL_SIDE_LABEL, PA_DEAL_SIDES, personName } from '@/domain/compliance/insider-register'
import { ZPaDealBody } from '@/domain/compliance/pa-deal-body'

import { complianceCreate, complianceRows, refuseRegisterChanges } from '../append-only'

/** A staff account (an admin-type role) of the tenant, by id, or null. */
async function staffOfTenant(req: PayloadRequest, id: unknown, tenantId: number) {
  if (typeof id !== 'number') return null
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { name: true, surname: true, email: true, role_id: true, tenant: true } })
  return user && tenantIdOf(user.tenant) === tenantId && isAdminType(user.role_id) ? user : null
}

/**
 * What the writer may not choose: the names copied from the accounts as they are now, and who
 * recorded the entry (the session's user). The people must be staff of the row's tenant, and a
 * corrected entry a PA deal of the same tenant.
 */
const stampNewDeal: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const tenantId = tenantIdOf(data.tenant)
  const errors: Array<{ path: string; message: string }> = []
  const staff = tenantId === null ? null : await staffOfTenant(req, data.staffMember, tenantId)
  if (!staff) errors.push({ path: 'staffMember', message: 'Choose a staff member of this organisation' })
  const clearer = data.preClearedBy == null || tenantId === null ? null : await staffOfTenant(req, data.preClearedBy, tenantId)
  if (data.preClearedBy != null && !clearer) errors.push({ path: 'preClearedBy', message: 'Choose a staff member of this organisation' })
  if (data.corrects != null) {
    const corrected = await req.payload.findByID({ collection: 'pa-deals', id: tenantIdOf(data.corrects) ?? 0, depth: 0, overrideAccess: true, req, disableErrors: true, select: { tenant: true } })
    if (!corrected || tenantIdOf(corrected.tenant) !== tenantId) errors.push({ path: 'corrects', message: 'Choose a PA deal of this register' })
  }
  if (errors.length) throw new ValidationError({ collection: 'pa-deals', errors, req })
  const recorder = isTenantUser(req.user) ? req.user : null
  return {
    ...data,
    staffName: personName(staff),
    preClearedByName: clearer ? personName(clearer) : null,
    recordedBy: recorder?.id ?? data.recordedBy ?? null,
    recordedByName: recorder ? personName(recorder) : (data.recordedByName ?? null),
  }
}

/**
 * Personal-account dealing of staff (issue 12 §4, decision 029): each deal a staff member made for
 * themselves in an instrument, with its pre-clearance. Recorded by roles with spec 6's `compliance`
 * create (POST /api/pa-deals, the form at /admin/insider-register/pa-deals/create) while the tenant's
 * market_sounding_enabled switch is on. Never changed or removed (access, the hook and a PostgreSQL
 * trigger); a correction is a new deal naming the old in `corrects`. People are plain ids with
 * their names copied, so an entry outlives the account.
 */
export const PaDeals: CollectionConfig = {
  slug: 'pa-deals',
  admin: { useAsTitle: 'instrument', defaultColumns: ['dealtOn', 'staffName', 'instrument', 'side', 'quantity', 'price', 'currency', 'tenant'], group: 'Compliance' },
  access: { read: complianceRows('index'), create: complianceCreate, update: nobody, delete: nobody },
  hooks: { beforeOperation: [refuseRegisterChanges], beforeValidate: [validateBody(ZPaDealBody)], beforeChange: [stampNewDeal] },
  indexes: [{ fields: ['tenant', 'dealtOn'] }],
  fields: [
    { name: 'staffMember', type: 'number', required: true, index: true },
    { name: 'staffName', type: 'text', maxLength: 200, index: true },
    { name: 'instrument', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'side', type: 'select', required: true, index: true, options: PA_DEAL_SIDES.map((value) => ({ value, label: PA_DEAL_SIDE_LABEL[value] })) },
    { name: 'quantity', type: 'number', required: true },
    { name: 'price', type: 'number', required: true, admin: { description: 'Per unit, in minor units of the currency.' } },
    { name: 'currency', type: 'text', required: true, maxLength: 3 },
    { name: 'dealtOn', type: 'date', required: true, index: true },
    { name: 'preClearedBy', type: 'number' },
    { name: 'preClearedByName', type: 'text', maxLength: 200 },
    { name: 'preClearedAt', type: 'date' },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
    { name: 'corrects', type: 'relationship', relationTo: 'pa-deals', index: true },
    { name: 'recordedBy', type: 'number' },
    { name: 'recordedByName', type: 'text', maxLength: 200 },
    tenantField,
  ],
  timestamps: true,
}
