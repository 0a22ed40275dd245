import type { Payload } from 'payload'

import type { TAttributeKind } from '@/collections/attributes/attribute-kinds'

// Sensible UK defaults for a tenant's attribute lists (spec 2.1 settings > attributes); tenants edit them.

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

export async function seedAttributes(payload: Payload, tenantId: number): Promise<void> {
  for (const [kind, names] of Object.entries(SIMPLE) as [TAttributeKind, string[]][]) {
    for (const [position, name] of names.entries()) await payload.create({ collection: 'attribute-options', data: { kind, name, position, tenant: tenantId } })
  }
  for (const [position, [type, subTypes]] of Object.entries(TYPES).entries()) {
    const parent = await payload.create({ collection: 'attribute-options', data: { kind: 'investment-type', name: type, position, tenant: tenantId } })
    for (const [subPosition, name] of subTypes.entries()) {
      await payload.create({ collection: 'attribute-options', data: { kind: 'investment-sub-type', name, position: subPosition, parent: parent.id, tenant: tenantId } })
    }
  }
}
