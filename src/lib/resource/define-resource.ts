import type { CollectionSlug, Where } from 'payload'
import type { ZodType } from 'zod'

import type { TAction, TResource } from '@/access/permissions'
import type { TFeatureKey } from '@/tenancy/defaults'
import { term, type TTerminology, type TTermKey } from '@/tenancy/terminology'

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
    /** `permission`: a role without it sees the text, not a link (e.g. a list it may open but records it may not). */
    | { kind: 'link'; href: (row: TRow) => string; permission?: readonly [TResource, TAction] }
    | { kind: 'money'; currencyField: string }
    | { kind: 'date' }
    | { kind: 'relative-time' }
    | { kind: 'badge'; text: (value: unknown) => string; palette?: (value: unknown) => string }
  )

export type TFilterOption = { value: string; label: string; /** Shown under this heading (an <optgroup>). */ group?: string }

/**
 * Filters as plain form fields, so a GET form applies them without JavaScript. A date range is two
 * fields, `filter[field][from]` and `filter[field][to]` (whole days, both ends included); a number
 * range `filter[field][min]` and `filter[field][max]` (both ends included).
 */
export type TFilter =
  | { field: string; label: string; kind: 'text' }
  | { field: string; label: string; kind: 'date-range' }
  /**
   * A money field (`currencyField`) is typed in major units (250000.50) and compared in each row's
   * own currency's minor units (src/lib/money.ts minorUnitDigits: GBP 2 digits, JPY 0).
   */
  | { field: string; label: string; kind: 'number-range'; currencyField?: string }
  | { field: string; label: string; kind: 'select' | 'multi-select'; options: readonly TFilterOption[] }
  /**
   * Yes or no (`filter[field]=yes|no`): a checkbox ticked (`means: 'checked'`; a box never set counts
   * as no), or a value present (`means: 'set'`, e.g. a date: verified = a verification date exists).
   */
  | { field: string; label: string; kind: 'yes-no'; means: 'checked' | 'set'; yes?: string; no?: string }
  /**
   * A select of the tenant's records of `relationTo` (read as the user on the server, sorted by
   * `labelField`). The value is the record's id, or, with `options`, what `options` makes of the
   * records (e.g. a deal's stage: the stages of the tenant's pipelines).
   */
  | {
      field: string
      label: string
      kind: 'relationship'
      relationTo: CollectionSlug
      labelField: string
      /** Choices made from more of each record than its `labelField`: the fields read, and how (a person's name or email). */
      options?: { fields: readonly string[]; make: (docs: TRow[]) => TFilterOption[] }
      /** Narrows the records offered (e.g. a contact's owner: staff accounts, not investors). */
      where?: Where
    }

/** The choices of a yes-no filter. */
export const yesNoOptions = (filter: Extract<TFilter, { kind: 'yes-no' }>): TFilterOption[] => [
  { value: 'yes', label: filter.yes ?? 'Yes' },
  { value: 'no', label: filter.no ?? 'No' },
]

/** The two ends of a range filter as they appear in its parameters. */
export const RANGE_ENDS = { 'date-range': ['from', 'to'], 'number-range': ['min', 'max'] } as const

/** The address parameters of a filter, by the key its value has in a list query. */
export function filterParams(filter: TFilter): { key: string; param: string }[] {
  if (filter.kind !== 'date-range' && filter.kind !== 'number-range') return [{ key: filter.field, param: `filter[${filter.field}]` }]
  return RANGE_ENDS[filter.kind].map((end) => ({ key: `${filter.field}.${end}`, param: `filter[${filter.field}][${end}]` }))
}

/**
 * The search box: one `q` parameter matched against these text fields (case-insensitive, anywhere
 * in the text, any of the fields). Each field needs a trigram index (src/collections/search-indexes.ts).
 */
export type TSearch = { fields: readonly string[]; label: string }

/**
 * What can be done to the rows ticked on a page. `delete` removes each row as the user, through the
 * collection's access and delete rules (its beforeDelete hooks), one transaction per row, and
 * reports per row what was deleted and why anything was not.
 */
export type TBulkAction = { kind: 'delete' }

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
  /** A terminology key where tenants rename the heading (spec 3), else fixed text. */
  title: TTermKey | { text: string }
  /** One row, for counts ('1 opportunity', '3 opportunities'). */
  noun: { one: string; many: string }
  emptyText: string
  /** Always part of the query, on top of the access rules: the rows this list is about. */
  scope?: Record<string, unknown>
  columns: readonly TColumn[]
  /** Fields a link or cell reads besides the columns (e.g. the stage that picks a record's address). */
  extraFields?: readonly string[]
  filters?: readonly TFilter[]
  /** The search box (`?q=`); see TSearch. */
  search?: TSearch
  /** Bulk actions on ticked rows (a checkbox per row); each checks the permission of its action (delete). */
  bulkActions?: readonly TBulkAction[]
  /** A sortable column's field, '-' for descending. */
  defaultSort: string
  /** Rows per page unless the address asks for another of PAGE_SIZES (`?limit=`); DEFAULT_PAGE_SIZE when not set. */
  pageSize?: number
  /** 1 populates relationships (for a `display` that reads a related record); 0 by default. */
  depth?: 0 | 1
  create?: { href: string; label: string; permission: readonly [TResource, TAction] }
  /** Other pages of the list beside its create button (e.g. a CSV import), each for roles with its permission. */
  links?: ReadonlyArray<{ href: string; label: string; permission: readonly [TResource, TAction] }>
  exportable?: boolean
  detail?: TDetailDefinition
  /** Its create and edit form (a client module imports the same declaration to render it). */
  form?: TFormDefinition
}

/** What a tab shows, top to bottom. The record panels are issue 9 §3's features on any record. */
export type TPanel =
  | { kind: 'fields'; title: string; fields: readonly TColumn[] }
  | { kind: 'notes-calls-tasks' | 'documents' | 'timeline' }
  /** Filled by the page (`slots[name]`): a screen's own content, e.g. a chart. */
  | { kind: 'slot'; name: string }

/** A tab; segment '' is the record's own address (e.g. spec 2.1's `/details` before its sub-tabs). */
export type TDetailTab = { segment: string; label: string; panels: readonly TPanel[] }

/** A tab's address for one record. */
export const tabPath = (base: string, segment: string) => (segment ? `${base}/${segment}` : base)

/** A record with tabs as address segments (spec 2.1: `/admin/.../{id}/{tab}`). */
export type TDetailDefinition = {
  /** The record's address with `:id`; each tab is `${path}/${segment}` and must be in ADMIN_ROUTES. */
  path: string
  /** A field of the record, or a function of it (e.g. a related record's name). */
  title: (row: TRow) => string
  description?: (row: TRow) => string
  badge?: { text: (row: TRow) => string; palette?: (row: TRow) => string }
  tabs: readonly TDetailTab[]
  /** Hides a tab by rule (spec 6's Investment Manager restrictions, stage-only tabs); a hidden tab's address is a 404. */
  tabOpen?: (segment: string, row: TRow, role: number) => boolean
  /** Every permission must hold for the Edit action (the edit route's own, and any the record's area adds). */
  edit?: { path: string; permissions: readonly (readonly [TResource, TAction])[] }
  depth?: 0 | 1
}

// Forms (issue 9 §2): fields as people type them; `toBody` turns them into the REST body, which
// one zod schema checks in the browser and, through the collection, on the server.

export type TFormOption = { value: string; label: string; /** The value of `dependsOn` this option belongs to. */ parent?: string }

/** A field inside a repeatable group's row (`${group}.${index}.${name}`). */
export type TFormSubField = {
  name: string
  label: string
  helper?: string
  required?: boolean
  /** Spans both columns of the row on wide screens. */
  wide?: boolean
  kind: 'text' | 'textarea' | 'date' | 'image'
}

export type TFormField = {
  name: string
  label: string
  helper?: string
  required?: boolean
  /** Spans both columns on wide screens. */
  wide?: boolean
  /** Chosen once, when the record is created: not shown (nor sent) when editing (e.g. an opportunity's stage). */
  createOnly?: boolean
  /** Shown and sent only while this tenant switch is on (the page passes the tenant's `features`). */
  feature?: TFeatureKey
  /** A heading this field and the ones after it are grouped under (long forms read in parts). */
  section?: string
} & (
  | { kind: 'text' | 'textarea' | 'date' | 'checkbox' }
  | { kind: 'slug'; from: string }
  | { kind: 'number' }
  /** Typed in major units (250000.50), sent in minor units with the currency field's code. */
  | { kind: 'money'; currencyField: string }
  /** Options come from the declaration or, for records of the tenant, from the page (`options[name]`). */
  | { kind: 'select'; options?: readonly TFormOption[]; dependsOn?: string }
  /** Several of a fixed list, as checkboxes; sent as an array of values. */
  | { kind: 'checkboxes'; options: readonly TFormOption[] }
  /**
   * Rows of another collection, searched as the person types (Payload REST, so the collection's
   * access rules decide: the tenant's rows the user may read). The value is `{ value, label }` (or a
   * list of them with `many`), sent as the id(s). `filter` narrows the rows (`where[field][equals]`);
   * `dependsOn` narrows them by another field's choice (`where[param][equals]=<its id>`) and clears
   * this field when that choice changes.
   */
  | {
      kind: 'relationship'
      relationTo: CollectionSlug
      labelField: string
      many?: boolean
      filter?: Readonly<Record<string, string>>
      dependsOn?: { field: string; param: string }
    }
  /** Lexical rich text (the notes' editor), sent as its JSON; an empty editor is null. `toolbar: 'report'` adds spec 9's headings 1-6, fonts and sizes (update reports). */
  | { kind: 'rich-text'; toolbar?: 'note' | 'report' }
  /** An image uploaded when chosen (POST /api/images/upload); the value is `{ value: id, label: filename }`, sent as the id. */
  | { kind: 'image' }
  /** Ordered rows of sub-fields (a Payload array field): added, removed and moved by the person. */
  | { kind: 'repeatable'; itemLabel: string; fields: readonly TFormSubField[]; max?: number }
)

type TFormCommon = {
  fields: readonly TFormField[]
  /** The address a saved record opens at, with `:id`, or a function of the saved record (e.g. by its stage). */
  savedPath: string | ((doc: TRow) => string)
  collectionPath: string
  noun: string
  /** Schema fields the page sets rather than the person (e.g. an attribute's kind): `fixedValues` of the form. */
  fixedFields?: readonly string[]
}

export type TFormDefinition = TFormCommon & {
  /** The REST body's schema: the same object the collection validates with. */
  schema: ZodType
}

/**
 * What the browser's form needs: the declaration, with its schema or a way to load it on first
 * validation (`() => import('…-body').then((m) => m.ZBody)`), so zod is not part of the page's
 * first load (lib/lazy-zod-resolver.ts, docs/performance.md).
 */
export type TFormView = TFormCommon & ({ schema: ZodType; loadSchema?: undefined } | { schema?: undefined; loadSchema: () => Promise<ZodType> })

export const defineForm = (form: TFormDefinition): TFormDefinition => form

/** The resource's declaration of a form the browser gets as a view with a schema loader: the same, with the schema itself. */
export const formWithSchema = (view: TFormView, schema: ZodType): TFormDefinition => ({
  fields: view.fields,
  savedPath: view.savedPath,
  collectionPath: view.collectionPath,
  noun: view.noun,
  fixedFields: view.fixedFields,
  schema,
})

export const DEFAULT_PAGE_SIZE = 20

/** The page sizes a list offers (`?limit=`): more rows a page for people who scan long lists, bounded so a page stays light. */
export const PAGE_SIZES = [20, 50, 100] as const

export const resourceTitle = (resource: TResourceDefinition, terminology: TTerminology) => (typeof resource.title === 'string' ? term(terminology, resource.title) : resource.title.text)

export function defineResource(definition: TResourceDefinition): TResourceDefinition {
  return definition
}

/** The columns Payload must send for this list (cells may read a second field, e.g. a currency). */
export function selectedFields(resource: TResourceDefinition): Record<string, true> {
  const fields = resource.columns.flatMap((column) => [column.field, ...(column.kind === 'money' ? [column.currencyField] : [])])
  return Object.fromEntries(['id', ...fields, ...(resource.extraFields ?? [])].map((field) => [field, true]))
}

/**
 * The columns a person chose to see, in declared order: unknown names are ignored, link columns
 * (the way into a record) always stay, and a choice of no known column shows every column.
 */
export function visibleColumns(resource: TResourceDefinition, chosen: readonly string[] | null | undefined): readonly TColumn[] {
  const wanted = new Set(chosen ?? [])
  if (!resource.columns.some((column) => wanted.has(column.field))) return resource.columns
  return resource.columns.filter((column) => wanted.has(column.field) || column.kind === 'link')
}

/** The columns as one role sees them: a link whose permission the role lacks is its text. */
export function columnsForRole(columns: readonly TColumn[], allowed: (permission: readonly [TResource, TAction]) => boolean): readonly TColumn[] {
  return columns.map((column) =>
    column.kind === 'link' && column.permission && !allowed(column.permission)
      ? { field: column.field, label: column.label, sortable: column.sortable, hideBelow: column.hideBelow, display: column.display, kind: 'text' as const }
      : column,
  )
}

/** How a row is named in a report (a bulk action's refusals): its link column's text, else its first column's. */
export function rowLabel(resource: TResourceDefinition, row: TRow): string {
  const column = resource.columns.find((candidate) => candidate.kind === 'link') ?? resource.columns[0]
  if (!column) return `#${row.id}`
  const text = column.display ? column.display(row) : String(row[column.field] ?? '')
  return text || `#${row.id}`
}
