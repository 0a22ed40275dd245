import { Box, Button, EmptyState, Field, HStack, Input, Link, NativeSelect, Text, VStack } from '@chakra-ui/react'
import NextLink from 'next/link'
import type { ReactNode } from 'react'

import { countText } from '@/lib/count-text'
import { filterParams, RANGE_ENDS, yesNoOptions, type TColumn, type TFilter, type TFilterOption, type TResourceDefinition, type TRow } from '@/lib/resource/define-resource'
import { defaultPageSize, isNarrowed, listHref, pageSizesOf, SEARCH_PARAM, selectionParams, type TListQuery } from '@/lib/resource/resource-query'
import { PageHeader } from '@/ui/layout/page-header'
import { PagePagination } from '@/ui/layout/page-pagination'

import { BulkSelection } from './bulk-selection'
import { ColumnChooser } from './column-chooser'
import { ExportLink } from './export-link'
import { listIslandStyles } from './list-island-styles'
import { LIST_SCREEN } from './list-screen-styles'
import { ListTable } from './list-table'
import { SelectOptions, type TOptionGroups } from './select-options'

// The kit's list screen (issue 9 §2): server-rendered from a declaration, so searching, sorting,
// filtering and paging are plain links and a GET form that work before (and without) JavaScript.
// Small client islands add what needs the browser: the column chooser, bulk selection and the
// export's progress (list-island-styles.ts gives them Chakra's classes from here).

type TPage = { docs: TRow[]; totalDocs: number; totalPages: number; page?: number; hasNextPage: boolean; hasPrevPage: boolean }

type TProps = {
  resource: TResourceDefinition
  title: string
  query: TListQuery
  result: TPage
  canCreate: boolean
  /** The declaration's other pages this role may open (resource.links). */
  links?: ReadonlyArray<{ href: string; label: string }>
  /** The declared columns this person shows (visibleColumns of their choice). */
  columns: readonly TColumn[]
  /** The choices of relationship filters, loaded for this tenant as the user. */
  filterOptions: Record<string, TFilterOption[]>
  /** Rows can be ticked and deleted together (the list declares it and the role may delete). */
  canBulkDelete: boolean
  /** Shown between the header and the list (e.g. the views of a list). */
  before?: ReactNode
}

const RANGE_WORDS = { from: 'from', to: 'to', min: 'at least', max: 'at most' } as const

/** Two inputs under one legend: a date range (whole days) or a number range (both ends included). */
function RangeField({ filter, values }: { filter: Extract<TFilter, { kind: 'date-range' | 'number-range' }>; values: TListQuery['filters'] }) {
  const [low, high] = filterParams(filter)
  const ends = RANGE_ENDS[filter.kind]
  const input = (param: string, key: string, end: keyof typeof RANGE_WORDS) => (
    <Field.Root>
      <Field.Label srOnly>
        {filter.label} {RANGE_WORDS[end]}
      </Field.Label>
      {filter.kind === 'date-range' ? (
        <Input name={param} defaultValue={values[key]} type="date" size="sm" {...LIST_SCREEN.input.props} />
      ) : (
        <Input name={param} defaultValue={values[key]} inputMode="decimal" placeholder={end === 'min' ? 'Min' : 'Max'} size="sm" {...LIST_SCREEN.numberInput.props} />
      )}
    </Field.Root>
  )
  return (
    <Box as="fieldset" {...LIST_SCREEN.rangeFieldset.props}>
      <Box as="legend" {...LIST_SCREEN.rangeLegend.props}>
        {filter.label}
        {filter.kind === 'number-range' && filter.currencyField ? ' (in each row’s currency)' : ''}
      </Box>
      <HStack {...LIST_SCREEN.rangeEnds.props}>
        {input(low!.param, low!.key, ends[0])}
        <span aria-hidden>–</span>
        {input(high!.param, high!.key, ends[1])}
      </HStack>
    </Box>
  )
}

/** Choices under their headings when any has one (then those without go under an empty one), else all without. */
function optionGroups(options: readonly TFilterOption[]): TOptionGroups {
  const pair = (option: TFilterOption): [string, string] => [option.value, option.label]
  const headings = [...new Set(options.map((option) => option.group))]
  if (headings.length === 1 && headings[0] === undefined) return [[null, options.map(pair)]]
  return headings.map((heading) => [heading ?? '', options.filter((option) => option.group === heading).map(pair)])
}

function SelectField({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: readonly TFilterOption[] }) {
  return (
    <Field.Root {...LIST_SCREEN.selectField.props}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} defaultValue={value ?? ''} {...LIST_SCREEN.input.props}>
          <option value="">All</option>
          <SelectOptions groups={optionGroups(options)} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

function FilterField({ filter, values, options }: { filter: TFilter; values: TListQuery['filters']; options: Record<string, TFilterOption[]> }) {
  const name = `filter[${filter.field}]`
  const value = values[filter.field]
  if (filter.kind === 'date-range' || filter.kind === 'number-range') return <RangeField filter={filter} values={values} />
  if (filter.kind === 'text') {
    return (
      <Field.Root {...LIST_SCREEN.textField.props}>
        <Field.Label>{filter.label}</Field.Label>
        <Input name={name} defaultValue={value} type="search" size="sm" {...LIST_SCREEN.input.props} />
      </Field.Root>
    )
  }
  const choices = filter.kind === 'relationship' ? (options[filter.field] ?? []) : filter.kind === 'yes-no' ? yesNoOptions(filter) : filter.options
  return <SelectField name={name} label={filter.label} value={value} options={choices} />
}

/** The search box and the declared filters as one GET form: the list's view and sort stay, paging starts again. */
function Filters({ resource, query, options }: { resource: TResourceDefinition; query: TListQuery; options: Record<string, TFilterOption[]> }) {
  if (!resource.filters?.length && !resource.search) return null
  return (
    <Box asChild mb={4}>
      <form role="search" aria-label="Search and filter the list" method="get" action={resource.listPath}>
        {Object.entries(resource.view ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {query.sort !== resource.defaultSort && <input type="hidden" name="sort" value={query.sort} />}
        {query.limit !== defaultPageSize(resource) && <input type="hidden" name="limit" value={query.limit} />}
        <HStack {...LIST_SCREEN.filterRow.props}>
          {resource.search && (
            <Field.Root {...LIST_SCREEN.textField.props}>
              <Field.Label>{resource.search.label}</Field.Label>
              <Input name={SEARCH_PARAM} defaultValue={query.search} type="search" size="sm" maxLength={200} {...LIST_SCREEN.input.props} />
            </Field.Root>
          )}
          {(resource.filters ?? []).map((filter) => (
            <FilterField key={filter.field} filter={filter} values={query.filters} options={options} />
          ))}
          <Button type="submit" size="sm" colorPalette="brand">
            Apply
          </Button>
          {isNarrowed(query) && (
            <Button asChild size="sm" variant="ghost">
              <NextLink href={listHref(resource, { ...query, filters: {}, search: '', page: 1 })}>Clear filters</NextLink>
            </Button>
          )}
        </HStack>
      </form>
    </Box>
  )
}

/** Rows per page as plain links (first page again: the same rows would land elsewhere); shown when the list is longer than the smallest size. */
function PageSizeLinks({ resource, query, totalDocs }: { resource: TResourceDefinition; query: TListQuery; totalDocs: number }) {
  const sizes = pageSizesOf(resource)
  if (totalDocs <= sizes[0]!) return null
  return (
    <HStack as="nav" aria-label="Rows per page" {...LIST_SCREEN.pageSizes.props}>
      <Text {...LIST_SCREEN.pageSizesLabel.props}>Rows per page</Text>
      {sizes.map((size) =>
        size === query.limit ? (
          <Text key={size} as="span" fontWeight="semibold" aria-current="page">
            {size}
          </Text>
        ) : (
          <Link key={size} asChild colorPalette="brand">
            <NextLink href={listHref(resource, { ...query, limit: size, page: 1 })} aria-label={`${size} rows per page`}>
              {size}
            </NextLink>
          </Link>
        ),
      )}
    </HStack>
  )
}

/** The CSV export of the whole list as now searched and filtered (every declared column). */
export function exportHref(resource: TResourceDefinition, query: TListQuery): string {
  const text = new URLSearchParams(selectionParams(resource, query)).toString()
  return `/api/resources/${resource.key}/export${text ? `?${text}` : ''}`
}

export function ResourceListScreen({ resource, title, query, result, canCreate, links = [], columns, filterOptions, canBulkDelete, before }: TProps) {
  const count = countText(result.totalDocs, resource.noun)
  const narrowed = isNarrowed(query)
  const page = result.page ?? query.page
  const { classes, styles } = listIslandStyles()
  const shown = new Set(columns.map((column) => column.field))
  const table = <ListTable resource={resource} query={query} columns={columns} rows={result.docs} canBulkDelete={canBulkDelete} />
  // The bulk selection stays mounted while the list empties (a bulk delete that took the last rows
  // keeps its report on screen after the refresh).
  const withBulkSelection = (content: ReactNode) =>
    canBulkDelete ? (
      <BulkSelection listKey={resource.key} noun={resource.noun} pageIds={result.docs.map((row) => row.id)} classes={classes}>
        {content}
      </BulkSelection>
    ) : (
      content
    )
  return (
    <>
      {styles}
      <PageHeader
        title={title}
        description={count}
        actions={
          <>
            {resource.exportable && result.totalDocs > 0 && <ExportLink href={exportHref(resource, query)} classes={classes} />}
            {links.map((link) => (
              <Button key={link.href} asChild variant="outline">
                <NextLink href={link.href}>{link.label}</NextLink>
              </Button>
            ))}
            {canCreate && resource.create && (
              <Button asChild colorPalette="brand">
                <NextLink href={resource.create.href}>{resource.create.label}</NextLink>
              </Button>
            )}
          </>
        }
      />
      {before}
      <Filters resource={resource} query={query} options={filterOptions} />
      {withBulkSelection(
        result.docs.length === 0 ? (
          <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
            <EmptyState.Content>
              <VStack textAlign="center">
                <EmptyState.Title>{page > 1 ? 'There is nothing on this page.' : narrowed ? 'Nothing matches these filters.' : resource.emptyText}</EmptyState.Title>
                {(page > 1 || narrowed) && (
                  <Button asChild size="sm" variant="outline">
                    <NextLink href={listHref(resource, page > 1 ? { ...query, page: 1 } : { ...query, page: 1, filters: {}, search: '' })}>
                      {page > 1 ? 'Back to the first page' : 'Clear filters'}
                    </NextLink>
                  </Button>
                )}
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            {resource.columns.length > 1 && (
              <div className={classes.toolbar}>
                <ColumnChooser
                  listKey={resource.key}
                  columns={resource.columns.map((column) => ({ field: column.field, label: column.label, shown: shown.has(column.field), fixed: column.kind === 'link' }))}
                  classes={classes}
                />
              </div>
            )}
            {table}
            <PagePagination
              page={page}
              totalPages={result.totalPages}
              hrefs={{
                previous: result.hasPrevPage ? listHref(resource, { ...query, page: page - 1 }) : null,
                next: result.hasNextPage ? listHref(resource, { ...query, page: page + 1 }) : null,
              }}
            />
            <PageSizeLinks resource={resource} query={query} totalDocs={result.totalDocs} />
          </>
        ),
      )}
    </>
  )
}
