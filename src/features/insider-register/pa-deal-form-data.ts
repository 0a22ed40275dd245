import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { isAdminType } from '@/access/permissions'
import { ROLE_IDS } from '@/access/roles'
import { personName } from '@/domain/compliance/insider-register'
import type { TFormOption } from '@/lib/resource/define-resource'
import { minorToMajorInput } from '@/lib/money'

/** The most recent entries a new one may correct, offered in the form. */
const CORRECTABLE = 200

/**
 * The select options of the PA deal form (decision 029): the tenant's staff accounts (who dealt,
 * who pre-cleared) and its latest PA deals (what an entry may correct). Read for a user the page has
 * already let in (compliance create); the tenant is the session's.
 */
export async function paDealFormOptions(payload: Payload, user: TTenantUser): Promise<Record<string, TFormOption[]>> {
  const staffRoles = ROLE_IDS.filter((role) => isAdminType(role))
  const [staff, deals] = await Promise.all([
    payload.find({ collection: 'users', where: { and: [{ tenant: { equals: user.tenant } }, { role_id: { in: staffRoles } }] }, sort: 'name', limit: 500, depth: 0, overrideAccess: true, select: { name: true, surname: true, email: true } }),
    payload.find({ collection: 'pa-deals', where: { tenant: { equals: user.tenant } }, sort: '-id', limit: CORRECTABLE, depth: 0, overrideAccess: true, select: { dealtOn: true, staffName: true, instrument: true } }),
  ])
  const people = staff.docs.map((person) => ({ value: String(person.id), label: personName(person) }))
  return {
    staffMember: people,
    preClearedBy: people,
    corrects: deals.docs.map((deal) => ({ value: String(deal.id), label: `#${deal.id} · ${String(deal.dealtOn).slice(0, 10)} · ${deal.staffName ?? ''} · ${deal.instrument}` })),
  }
}

export type TPaDealValues = Record<'staffMember' | 'instrument' | 'side' | 'quantity' | 'price' | 'currency' | 'dealtOn' | 'preClearedBy' | 'preClearedAt' | 'notes' | 'corrects', string>

export const EMPTY_PA_DEAL: TPaDealValues = { staffMember: '', instrument: '', side: '', quantity: '', price: '', currency: 'GBP', dealtOn: '', preClearedBy: '', preClearedAt: '', notes: '', corrects: '' }

/**
 * The form filled in from PA deal `id` of the user's tenant, naming it as the entry corrected
 * (decision 042: a correction is a new entry; the person changes what was wrong); null when the
 * entry is not the tenant's.
 */
export async function paDealCorrectionValues(payload: Payload, user: TTenantUser, id: number): Promise<TPaDealValues | null> {
  const deal = await payload.findByID({ collection: 'pa-deals', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!deal || deal.tenant !== user.tenant) return null
  const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')
  return {
    staffMember: String(deal.staffMember ?? ''),
    instrument: deal.instrument ?? '',
    side: deal.side ?? '',
    quantity: deal.quantity == null ? '' : String(deal.quantity),
    price: deal.price == null ? '' : minorToMajorInput(deal.price, deal.currency),
    currency: deal.currency,
    dealtOn: day(deal.dealtOn),
    preClearedBy: deal.preClearedBy == null ? '' : String(deal.preClearedBy),
    preClearedAt: day(deal.preClearedAt),
    notes: '',
    corrects: String(deal.id),
  }
}
