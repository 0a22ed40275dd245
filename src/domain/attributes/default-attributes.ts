import type { Payload, PayloadRequest } from 'payload'

import type { TAttributeKind } from '@/collections/attributes/attribute-kinds'

// Sensible UK defaults for a tenant's attribute lists (spec 2.1 settings > attributes): every new
// tenant starts with them (src/tenancy/provisioning.ts) and edits them in settings.

const SIMPLE: Partial<Record<TAttributeKind, string[]>> = {
  industry: ['B2B software', 'Clean energy', 'Consumer', 'Fintech', 'Healthcare', 'Property', 'Deep tech', 'Food and drink'],
  'investor-type': ['Restricted investor', 'Certified high net worth', 'Certified sophisticated', 'Self-certified sophisticated', 'Professional'],
  'investment-category': ['EIS qualifying', 'SEIS qualifying', 'Impact', 'Income'],
  'investment-character': ['Early stage', 'Growth', 'Mature', 'Turnaround'],
}

const TYPES: Record<string, string[]> = {
  Equity: ['Seed', 'Series A', 'Growth'],
  Debt: ['Convertible loan note', 'Secured loan note', 'Mini-bond'],
  Fund: ['Venture fund', 'Property fund'],
}

/** Writes the default attribute options of `tenantId` (in `req`'s transaction when given). */
export async function createDefaultAttributes(payload: Payload, tenantId: number, req?: PayloadRequest): Promise<void> {
  const create = (data: { kind: TAttributeKind; name: string; position: number; parent?: number }) =>
    payload.create({ collection: 'attribute-options', data: { ...data, tenant: tenantId }, overrideAccess: true, depth: 0, ...(req ? { req } : {}) })
  for (const [kind, names] of Object.entries(SIMPLE) as [TAttributeKind, string[]][]) {
    for (const [position, name] of names.entries()) await create({ kind, name, position })
  }
  for (const [position, [type, subTypes]] of Object.entries(TYPES).entries()) {
    const parent = await create({ kind: 'investment-type', name: type, position })
    for (const [subPosition, name] of subTypes.entries()) await create({ kind: 'investment-sub-type', name, position: subPosition, parent: parent.id })
  }
}
