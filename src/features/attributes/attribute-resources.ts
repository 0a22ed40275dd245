import { ATTRIBUTE_KIND_KEYS, ATTRIBUTE_KINDS, type TAttributeKind } from '@/collections/attributes/attribute-kinds'
import { ZAttributeOptionBody } from '@/domain/attributes/attribute-option-body'
import { defineResource, formWithSchema, type TResourceDefinition, type TRow } from '@/lib/resource/define-resource'

import { ATTRIBUTE_FORM_VIEW } from './attribute-form'

// spec 2.1 /admin/settings/attributes/{industries, investment-types, ...}: one kit list per kind of
// attribute option; each row opens /attributes/configure/{id}.

export const ATTRIBUTES_PATH = '/admin/settings/attributes'
export const CONFIGURE_PATH = `${ATTRIBUTES_PATH}/configure/:id`

const parentName = (row: TRow) => (row.parent && typeof row.parent === 'object' ? String((row.parent as { name?: unknown }).name ?? '') : '')
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function attributeList(kind: TAttributeKind): TResourceDefinition {
  const info = ATTRIBUTE_KINDS[kind]
  return defineResource({
    key: `attributes-${info.segment}`,
    collection: 'attribute-options',
    permission: info.permission,
    feature: info.feature,
    listPath: `${ATTRIBUTES_PATH}/${info.segment}`,
    title: { text: capitalised(info.many) },
    noun: { one: info.one, many: info.many },
    emptyText: `There are no ${info.many} yet: add the first above.`,
    scope: { kind: { equals: kind } },
    depth: info.parentKind ? 1 : 0,
    columns: [
      { field: 'name', label: capitalised(info.one), kind: 'link', sortable: true, href: (row) => CONFIGURE_PATH.replace(':id', String(row.id)) },
      ...(info.parentKind ? [{ field: 'parent', label: 'Type', kind: 'text' as const, display: parentName }] : []),
      { field: 'description', label: 'Description', kind: 'text', hideBelow: 'md' },
      { field: 'position', label: 'Order', kind: 'text', sortable: true, hideBelow: 'md' },
      { field: 'updatedAt', label: 'Updated', kind: 'relative-time', sortable: true, hideBelow: 'lg' },
    ],
    search: { fields: ['name', 'description'], label: `Search ${info.many}` },
    bulkActions: [{ kind: 'delete' }],
    defaultSort: 'position',
    exportable: true,
    form: formWithSchema(ATTRIBUTE_FORM_VIEW, ZAttributeOptionBody),
  })
}

export const ATTRIBUTE_RESOURCES = Object.fromEntries(ATTRIBUTE_KIND_KEYS.map((kind) => [kind, attributeList(kind)])) as Record<TAttributeKind, TResourceDefinition>
