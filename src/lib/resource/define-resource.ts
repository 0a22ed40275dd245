import type { CollectionSlug } from 'payload'

import type { TAction, TResource } from '@/access/permissions'
import type { TFeatureKey } from '@/tenancy/defaults'
import type { TTermKey } from '@/tenancy/terminology'

// The admin resource kit (issue 9 §2, docs/decisions/010): an admin list is a declaration read by
// one query (resource-query.ts), one CSV export (resource-export.ts) and one screen
// (src/ui/resource/). A row is the document Payload returns with the declared columns selected.

export type TRow = { id: number } & Record<string, unknown>

type TColumnBase = {
  field: string
  label: string
  sortable?: boolean
  /** Folded away below this breakpoint. */
  hideBelow?: 'md' | 'lg'
  /** What the cell (and the CSV) shows when it is not the field's own value, e.g. a related record's name. */
  display?: (row: TRow) => string
}

/** What a cell shows, by kind; `href` and `text` are read on the server only. */
export type TColumn = TColumnBase &
  (
    | { kind: 'text' }
    | { kind: 'link'; href: (row: TRow) => string }
    | { kind: 'money'; currencyField: string }
    | { kind: 'date' }
    | { kind: 'relative-time' }
    | { kind: 'badge'; text: (value: unknown) => string; palette?: (value: unknown) => string }
  )

export type TFilterOption = { value: string; label: string }

/** Filters as plain form fields, so a GET form applies them without JavaScript. */
export type TFilter = { field: string; label: string; kind: 'text' } | { field: string; label: string; kind: 'select' | 'multi-select'; options: readonly TFilterOption[] }

export type TResourceDefinition = {
  /** Unique; names the export (`/api/resources/{key}/export`). */
  key: string
  collection: CollectionSlug
  /** Every gate goes through can(permission, action). */
  permission: TResource
  feature?: TFeatureKey
  /** The list's address; sub-routes must exist in ADMIN_ROUTES with the same permission. */
  listPath: string
  /** Extra query of a view of the list (e.g. `view=drafts`), kept on every link. */
  view?: Record<string, string>
  title: TTermKey
  /** One row, for counts ('1 opportunity', '3 opportunities'). */
  noun: { one: string; many: string }
  emptyText: string
  /** Always part of the query, on top of the access rules: the rows this list is about. */
  scope?: Record<string, unknown>
  columns: readonly TColumn[]
  /** Fields a link or cell reads besides the columns (e.g. the stage that picks a record's address). */
  extraFields?: readonly string[]
  filters?: readonly TFilter[]
  /** A sortable column's field, '-' for descending. */
  defaultSort: string
  pageSize?: number
  /** 1 populates relationships (for a `display` that reads a related record); 0 by default. */
  depth?: 0 | 1
  create?: { href: string; label: string; permission: readonly [TResource, TAction] }
  exportable?: boolean
}

export const DEFAULT_PAGE_SIZE = 20

export function defineResource(definition: TResourceDefinition): TResourceDefinition {
  return definition
}

/** The columns Payload must send for this list (cells may read a second field, e.g. a currency). */
export function selectedFields(resource: TResourceDefinition): Record<string, true> {
  const fields = resource.columns.flatMap((column) => [column.field, ...(column.kind === 'money' ? [column.currencyField] : [])])
  return Object.fromEntries(['id', ...fields, ...(resource.extraFields ?? [])].map((field) => [field, true]))
}
