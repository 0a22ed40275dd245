import type { CollectionConfig, Field } from 'payload'
import { describe, expect, test } from 'vitest'

import { collections } from '@/collections'
import { TRIGRAM_INDEXED } from '@/collections/search-indexes'
import { can } from '@/access/permissions'
import { ROLE_IDS } from '@/access/roles'
import { findAdminRoute } from '@/navigation/admin-routes'
import { tabPath } from '@/lib/resource/define-resource'
import { RESOURCES } from '@/resources'
import { TERMINOLOGY_DEFAULTS } from '@/tenancy/terminology'

// Issue 9 §2: every resource declared on the kit agrees with the rest of the app, so a declaration
// cannot drift from the route table, the permission table, the schema or the terminology.

const collectionOf = (slug: string): CollectionConfig => {
  const found = collections.find((collection) => collection.slug === slug)
  if (!found) throw new Error(`No collection ${slug}`)
  return found
}

const topLevelField = (collection: CollectionConfig, name: string): (Field & { name: string; index?: boolean }) | undefined =>
  collection.fields.find((field): field is Field & { name: string } => 'name' in field && field.name === name) as never

/** Indexed: the field says so, a compound index of the collection starts with it (after the tenant), or Payload indexes it itself. */
function isIndexed(collection: CollectionConfig, name: string): boolean {
  if (['id', 'createdAt', 'updatedAt'].includes(name)) return true
  if (topLevelField(collection, name)?.index) return true
  return (collection.indexes ?? []).some((index) => index.fields[0] === name || (index.fields[0] === 'tenant' && index.fields[1] === name))
}

describe.each(RESOURCES.map((resource) => [resource.key, resource] as const))('%s', (_key, resource) => {
  const collection = collectionOf(resource.collection)

  test('its list route exists with the same permission', () => {
    const route = findAdminRoute(resource.listPath)
    expect(route?.resource).toBe(resource.permission)
    expect(route?.action).toBe('index')
    expect(route?.feature).toBe(resource.feature)
  })

  test('its create route exists with the permission it checks', () => {
    if (!resource.create) return
    const route = findAdminRoute(resource.create.href)
    expect([route?.resource, route?.action]).toEqual([...resource.create.permission])
  })

  test('its title is a terminology key (or fixed text)', () => {
    if (typeof resource.title === 'string') expect(TERMINOLOGY_DEFAULTS).toHaveProperty(resource.title)
    else expect(resource.title.text).not.toBe('')
  })

  test('every column, filter, searched and extra field is a field of the collection', () => {
    const fields = [
      ...resource.columns.flatMap((column) => [column.field, ...(column.kind === 'money' ? [column.currencyField] : [])]),
      ...(resource.filters ?? []).flatMap((filter) => [filter.field, ...(filter.kind === 'number-range' && filter.currencyField ? [filter.currencyField] : [])]),
      ...(resource.search?.fields ?? []),
      ...(resource.extraFields ?? []),
    ]
    const builtIn = ['id', 'createdAt', 'updatedAt']
    for (const field of fields) expect(builtIn.includes(field) || topLevelField(collection, field) !== undefined, field).toBe(true)
  })

  test('every sortable or filterable field is indexed', () => {
    const fields = [...resource.columns.filter((column) => column.sortable).map((column) => column.field), ...(resource.filters ?? []).map((filter) => filter.field)]
    for (const field of fields) expect(isIndexed(collection, field), `${resource.collection}.${field}`).toBe(true)
  })

  test('every searched field is a text field with a trigram index (a contains search cannot use a btree)', () => {
    for (const field of resource.search?.fields ?? []) {
      expect(['text', 'textarea', 'email'], `${resource.collection}.${field}`).toContain(topLevelField(collection, field)?.type)
      expect(TRIGRAM_INDEXED[resource.collection] ?? [], `${resource.collection}.${field} in src/collections/search-indexes.ts`).toContain(field)
    }
  })

  test('a relationship filter names a field of the related collection to label its choices by', () => {
    for (const filter of resource.filters ?? []) {
      if (filter.kind !== 'relationship') continue
      const related = collectionOf(filter.relationTo)
      expect(topLevelField(related, filter.labelField), `${filter.relationTo}.${filter.labelField}`).toBeDefined()
      expect(topLevelField(related, 'tenant'), `${filter.relationTo} is tenant-owned (choices are read per tenant)`).toBeDefined()
      if (!filter.options) expect(topLevelField(collection, filter.field)?.type, `${resource.collection}.${filter.field}`).toBe('relationship')
    }
  })

  test('a number range filter is on a number field', () => {
    for (const filter of resource.filters ?? []) {
      if (filter.kind === 'number-range') expect(topLevelField(collection, filter.field)?.type, filter.field).toBe('number')
    }
  })

  test('bulk delete is offered only where the permission table knows a delete of its resource', () => {
    if (!resource.bulkActions?.some((action) => action.kind === 'delete')) return
    expect(ROLE_IDS.some((role) => can(role, resource.permission, 'delete')), resource.permission).toBe(true)
  })

  test('the default sort is a sortable column', () => {
    const sortable = resource.columns.filter((column) => column.sortable).map((column) => column.field)
    expect(sortable).toContain(resource.defaultSort.replace(/^-/, ''))
  })
})

describe.each(RESOURCES.filter((resource) => resource.detail).map((resource) => [resource.key, resource, resource.detail!] as const))('%s record', (_key, resource, detail) => {
  const collection = collectionOf(resource.collection)

  test('every tab is a route of the table, opened with the show right', () => {
    for (const tab of detail.tabs) {
      const route = findAdminRoute(tabPath(detail.path.replace(':id', '1'), tab.segment))
      expect(route?.pattern, tab.segment).toBe(tabPath(detail.path, tab.segment))
      expect([route?.resource, route?.action, route?.feature]).toEqual([resource.permission, 'show', resource.feature])
    }
  })

  test('its edit route exists with the permission the Edit action checks', () => {
    if (!detail.edit) return
    const route = findAdminRoute(detail.edit.path.replace(':id', '1'))
    expect(route?.pattern).toBe(detail.edit.path)
    expect(detail.edit.permissions).toContainEqual([route?.resource, route?.action])
  })

  test('every field a panel shows is a field of the collection', () => {
    const fields = detail.tabs.flatMap((tab) => tab.panels.flatMap((panel) => (panel.kind === 'fields' ? panel.fields.map((field) => field.field) : [])))
    for (const field of fields) expect(['id', 'createdAt', 'updatedAt'].includes(field) || topLevelField(collection, field) !== undefined, field).toBe(true)
  })
})

describe.each(RESOURCES.filter((resource) => resource.form).map((resource) => [resource.key, resource, resource.form!] as const))('%s form', (_key, resource, form) => {
  const collection = collectionOf(resource.collection)
  const schemaKeys = Object.keys((form.schema as unknown as { shape: Record<string, unknown> }).shape)

  test('every form field is in the body schema and the collection, and the schema checks nothing the form lacks', () => {
    const names = form.fields.map((field) => field.name)
    expect(names.filter((name) => !schemaKeys.includes(name))).toEqual([])
    expect(names.filter((name) => !topLevelField(collection, name))).toEqual([])
    expect(schemaKeys.filter((key) => !names.includes(key) && !form.fixedFields?.includes(key))).toEqual([])
  })

  test('the collection validates with the same schema', () => {
    // validateBody(schema) is the first beforeValidate hook; calling it with a wrong body must throw the schema's message.
    const hook = collection.hooks?.beforeValidate?.[0]
    expect(hook, 'validateBody(schema) in hooks.beforeValidate').toBeTypeOf('function')
    const invalid = form.schema.safeParse({})
    expect(invalid.success).toBe(false)
    expect(() => hook!({ data: {}, operation: 'create', collection: { slug: collection.slug }, req: {} } as never)).toThrow()
  })

  test('its saved address is the record’s first tab, or a route of its own', () => {
    const { savedPath } = form
    // A function of the saved record (e.g. by its stage) must give an address of the route table.
    if (typeof savedPath === 'function') expect(findAdminRoute(savedPath({ id: 1 }))?.pattern).toBeDefined()
    else if (resource.detail) expect(savedPath).toBe(tabPath(resource.detail.path, resource.detail.tabs[0]!.segment))
    else expect(findAdminRoute(savedPath.replace(':id', '1'))?.pattern).toBe(savedPath)
  })
})

test('resource keys are unique', () => {
  const keys = RESOURCES.map((resource) => resource.key)
  expect(new Set(keys).size).toBe(keys.length)
})
