import type { PayloadRequest, Validate } from 'payload'

import { isTenantUser, tenantIdOf } from '@/access/current-user'
import type { TAttributeKind } from '@/collections/attributes/attribute-kinds'
import { OPPORTUNITY_SWITCHED_FIELDS, type TSwitchedField } from '@/domain/investments/opportunity-content'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

// The opportunity's content rules that need the database (issue 9 §5); the value rules are the body
// schema's (domain/investments/opportunity-body.ts). Each is a field validator, so its message is a
// field error on its own field. The tenant is the session's for tenant users (whatever the body
// says) and the row's for operators and server code (seed).

type TDoc = { tenant?: unknown }

/** The tenant the written row belongs to. */
function tenantOfWrite(req: PayloadRequest, data: TDoc | undefined): number | null {
  if (isTenantUser(req.user)) return tenantIdOf(req.user.tenant)
  return tenantIdOf(data?.tenant as number | { id: number } | null | undefined)
}

const idOf = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

const idsOf = (value: unknown): (number | null)[] => (value == null ? [] : Array.isArray(value) ? value.map(idOf) : [idOf(value)])

/**
 * A relationship to attribute options of `kind` of the row's tenant (one or many). With `parentField`
 * (a sub-type), each option must also belong to the option chosen there.
 */
export function attributeOfKind(kind: TAttributeKind, message: string, parentField?: string): Validate {
  return async (value, { req, data, siblingData }) => {
    const ids = idsOf(value)
    if (ids.length === 0) return true
    if (ids.some((id) => id === null)) return message
    const tenant = tenantOfWrite(req, data as TDoc)
    if (tenant === null) return true // the tenant field reports its own error
    const parent = parentField ? idOf((siblingData as Record<string, unknown>)[parentField]) : null
    const { totalDocs } = await req.payload.count({
      collection: 'attribute-options',
      where: {
        and: [
          { id: { in: ids as number[] } },
          { tenant: { equals: tenant } },
          { kind: { equals: kind } },
          ...(parentField ? [parent === null ? { parent: { exists: false } } : { parent: { equals: parent } }] : []),
        ],
      },
      overrideAccess: true,
      req,
    })
    return totalDocs === new Set(ids).size || message
  }
}

const isEmpty = (value: unknown) => value == null || (Array.isArray(value) && value.length === 0)

const sameList = (a: unknown, b: unknown) => JSON.stringify(idsOrValues(a)) === JSON.stringify(idsOrValues(b))
const idsOrValues = (value: unknown) => (Array.isArray(value) ? value.map((item) => idOf(item) ?? item) : (value ?? []))

/**
 * A field that exists only while a tenant switch is on (spec 3: tax options with tax_enabled; the
 * investment categories and characters behind their flag): a value is refused while the switch is
 * off. A value stored while it was on and sent back unchanged passes, so turning a switch off does
 * not lock the opportunity's other fields (the screens hide it meanwhile).
 */
export function switchedOn(field: TSwitchedField, message: string): Validate {
  const feature = OPPORTUNITY_SWITCHED_FIELDS[field]
  return async (value, { req, data, previousValue }) => {
    if (isEmpty(value)) return true
    const tenantId = tenantOfWrite(req, data as TDoc)
    if (tenantId === null) return true
    const tenant = await tenantById(req.payload, tenantId)
    if (tenant && featuresOf(tenant)[feature]) return true
    return sameList(value, previousValue) || message
  }
}

const IMAGE_IDS_CONTEXT = 'opportunityImageIdsOfTenant'

/** Every image id the written row points at (team photos, gallery). */
const imageIdsIn = (data: Record<string, unknown>): number[] =>
  ['teamMembers', 'gallery'].flatMap((field) => (Array.isArray(data[field]) ? (data[field] as Record<string, unknown>[]).map((row) => idOf(row?.image)) : [])).filter((id): id is number => id !== null)

/**
 * An uploaded image of the row's tenant (a team photo, a gallery picture). The row's images are
 * looked up once per write (kept in the request's context), not once per picture.
 */
export const imageOfTenant: Validate = async (value, { req, data, required }) => {
  if (value == null || value === '') return required ? 'Upload an image' : true
  const id = idOf(value)
  if (id === null) return 'Choose an uploaded image'
  const tenant = tenantOfWrite(req, data as TDoc)
  if (tenant === null) return true
  const key = `${IMAGE_IDS_CONTEXT}:${tenant}`
  const cached = req.context[key] as { asked: Set<number>; found: Promise<Set<number>> } | undefined
  // An id the lookup did not ask for (a hook changed the data since) gets a lookup of its own.
  const lookup = cached?.asked.has(id) ? cached : { asked: new Set([...imageIdsIn(data as Record<string, unknown>), id]), found: Promise.resolve(new Set<number>()) }
  if (lookup !== cached) {
    const ids = [...lookup.asked]
    lookup.found = req.payload
      .find({ collection: 'images', where: { and: [{ id: { in: ids } }, { tenant: { equals: tenant } }] }, overrideAccess: true, depth: 0, limit: ids.length, pagination: false, select: {}, req })
      .then(({ docs }) => new Set(docs.map((doc) => doc.id)))
    req.context[key] = lookup
  }
  return (await lookup.found).has(id) || 'Choose an uploaded image'
}
