import { Box, Button, EmptyState, Field, Fieldset, HStack, Input, Link, NativeSelect, Table, VStack } from '@chakra-ui/react'
import NextLink from 'next/link'
import type { ReactNode } from 'react'

import type { TColumn, TFilter, TResourceDefinition, TRow } from '@/lib/resource/define-resource'
import { filterSearch, listHref, type TListQuery } from '@/lib/resource/resource-query'
import { PageHeader } from '@/ui/layout/page-header'
import { PagePagination } from '@/ui/layout/page-pagination'

import { Cell } from './cell'

// The kit's list screen (issue 9 §2): server-rendered from a declaration, so sorting, filtering
// and paging are plain links and a GET form that work before (and without) JavaScript.

type TPage = { docs: TRow[]; totalDocs: number; totalPages: number; page?: number; hasNextPage: boolean; hasPrevPage: boolean }

type TProps = {
  resource: TResourceDefinition
  title: string
  query: TListQuery
  result: TPage
  canCreate: boolean
  /** Shown between the header and the list (e.g. the views of a list). */
  before?: ReactNode
}

const HIDE_BELOW = { md: { base: 'none', md: 'table-cell' }, lg: { base: 'none', lg: 'table-cell' } } as const

function SortHeader({ resource, query, column }: { resource: TResourceDefinition; query: TListQuery; column: TColumn }) {
  const direction = query.sort === column.field ? 'ascending' : query.sort === `-${column.field}` ? 'descending' : null
  const next = direction === 'ascending' ? `-${column.field}` : column.field
  return (
    <Link asChild fontWeight="semibold" color="inherit" aria-label={`${column.label}, sort ${direction === 'ascending' ? 'descending' : 'ascending'}`}>
      <NextLink href={listHref(resource, { ...query, sort: next, page: 1 })}>
        {column.label}
        {direction === 'ascending' ? ' ↑' : direction === 'descending' ? ' ↓' : ''}
      </NextLink>
    </Link>
  )
}

function FilterField({ filter, values }: { filter: TFilter; values: TListQuery['filters'] }) {
  const name = `filter[${filter.field}]`
  const value = values[filter.field]
  if (filter.kind === 'date-range') {
    return (
      <Fieldset.Root maxW={{ md: 'sm' }}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {filter.label}
        </Fieldset.Legend>
        <HStack gap={2}>
          <Field.Root>
            <Field.Label srOnly>{filter.label} from</Field.Label>
            <Input name={`${name}[from]`} defaultValue={values[`${filter.field}.from`]} type="date" size="sm" bg="bg" />
          </Field.Root>
          <span aria-hidden>–</span>
          <Field.Root>
            <Field.Label srOnly>{filter.label} to</Field.Label>
            <Input name={`${name}[to]`} defaultValue={values[`${filter.field}.to`]} type="date" size="sm" bg="bg" />
          </Field.Root>
        </HStack>
      </Fieldset.Root>
    )
  }
  if (filter.kind === 'text') {
    return (
      <Field.Root maxW={{ md: '64' }}>
        <Field.Label>{filter.label}</Field.Label>
        <Input name={name} defaultValue={value} type="search" size="sm" bg="bg" />
      </Field.Root>
    )
  }
  return (
    <Field.Root maxW={{ md: '48' }}>
      <Field.Label>{filter.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} defaultValue={value ?? ''} bg="bg">
          <option value="">All</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** The declared filters as a GET form: the list's view and sort stay, paging starts again. */
function Filters({ resource, query }: { resource: TResourceDefinition; query: TListQuery }) {
  if (!resource.filters?.length) return null
  return (
    <Box asChild mb={4}>
      <form role="search" aria-label="Filter the list" method="get" action={resource.listPath}>
      {Object.entries(resource.view ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {query.sort !== resource.defaultSort && <input type="hidden" name="sort" value={query.sort} />}
      <HStack align="end" gap={3} flexWrap="wrap">
        {resource.filters.map((filter) => (
          <FilterField key={filter.field} filter={filter} values={query.filters} />
        ))}
        <Button type="submit" size="sm" colorPalette="brand">
          Apply
        </Button>
        {Object.keys(query.filters).length > 0 && (
          <Button asChild size="sm" variant="ghost">
            <NextLink href={listHref(resource, { ...query, filters: {}, page: 1 })}>Clear filters</NextLink>
          </Button>
        )}
      </HStack>
      </form>
    </Box>
  )
}

export function exportHref(resource: TResourceDefinition, query: TListQuery): string {
  const search = new URLSearchParams(filterSearch(resource, query.filters))
  const text = search.toString()
  return `/api/resources/${resource.key}/export${text ? `?${text}` : ''}`
}

export function ResourceListScreen({ resource, title, query, result, canCreate, before }: TProps) {
  const count = result.totalDocs === 1 ? `1 ${resource.noun.one}` : `${result.totalDocs} ${resource.noun.many}`
  const filtered = Object.keys(query.filters).length > 0
  const page = result.page ?? query.page
  return (
    <>
      <PageHeader
        title={title}
        description={count}
        actions={
          <>
            {resource.exportable && result.totalDocs > 0 && (
              <Button asChild variant="outline" colorPalette="brand">
                <a href={exportHref(resource, query)} download>
                  Export CSV
                </a>
              </Button>
            )}
            {canCreate && resource.create && (
              <Button asChild colorPalette="brand">
                <NextLink href={resource.create.href}>{resource.create.label}</NextLink>
              </Button>
            )}
          </>
        }
      />
      {before}
      <Filters resource={resource} query={query} />
      {result.docs.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{page > 1 ? 'There is nothing on this page.' : filtered ? 'Nothing matches these filters.' : resource.emptyText}</EmptyState.Title>
              {(page > 1 || filtered) && (
                <Button asChild size="sm" variant="outline">
                  <NextLink href={listHref(resource, { ...query, page: 1, filters: page > 1 ? query.filters : {} })}>
                    {page > 1 ? 'Back to the first page' : 'Clear filters'}
                  </NextLink>
                </Button>
              )}
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  {resource.columns.map((column) => {
                    const sorted = query.sort === column.field ? 'ascending' : query.sort === `-${column.field}` ? 'descending' : undefined
                    return (
                      <Table.ColumnHeader
                        key={column.field}
                        aria-sort={column.sortable ? sorted : undefined}
                        display={column.hideBelow ? HIDE_BELOW[column.hideBelow] : undefined}
                        textAlign={column.kind === 'money' ? 'end' : undefined}
                      >
                        {column.sortable ? <SortHeader resource={resource} query={query} column={column} /> : column.label}
                      </Table.ColumnHeader>
                    )
                  })}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.docs.map((row) => (
                  <Table.Row key={row.id}>
                    {resource.columns.map((column) => (
                      <Table.Cell
                        key={column.field}
                        display={column.hideBelow ? HIDE_BELOW[column.hideBelow] : undefined}
                        textAlign={column.kind === 'money' ? 'end' : undefined}
                        whiteSpace={column.kind === 'link' || column.kind === 'text' ? undefined : 'nowrap'}
                      >
                        <Cell column={column} row={row} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <PagePagination
            page={page}
            totalPages={result.totalPages}
            hrefs={{
              previous: result.hasPrevPage ? listHref(resource, { ...query, page: page - 1 }) : null,
              next: result.hasNextPage ? listHref(resource, { ...query, page: page + 1 }) : null,
            }}
          />
        </>
      )}
    </>
  )
}
