import { describe, expect, test } from 'vitest'

import { columnsForRole, defineResource, rowLabel, visibleColumns } from '@/lib/resource/define-resource'
import { knownColumns } from '@/lib/resource/list-preferences'
import { filtersToWhere, listHref, NOTHING, pageSizesOf, parseListQuery, searchParamsOf, searchWhere, selectionParams } from '@/lib/resource/resource-query'
import { majorBoundToMinor } from '@/lib/money'

// The kit's list query from an address (issue 9 §2): a date range is two parameters, whole UTC days
// with both ends included, and a date that cannot be read matches nothing rather than everything;
// a number range likewise, money in each row's own currency; the search box is one `q`.

const resource = defineResource({
  key: 'test-deals',
  collection: 'deals',
  permission: 'pipeline_deals',
  listPath: '/admin/investments/deals',
  title: { text: 'Deals' },
  noun: { one: 'deal', many: 'deals' },
  emptyText: 'None.',
  columns: [
    { field: 'name', label: 'Name', kind: 'link', sortable: true, href: (row) => `/deals/${row.id}` },
    { field: 'company', label: 'Company', kind: 'text' },
    { field: 'amount', label: 'Amount', kind: 'money', currencyField: 'currency' },
  ],
  search: { fields: ['name', 'company'], label: 'Search deals' },
  filters: [
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'expectedCloseAt', label: 'Expected close', kind: 'date-range' },
    { field: 'amount', label: 'Amount', kind: 'number-range', currencyField: 'currency' },
    { field: 'probability', label: 'Probability', kind: 'number-range' },
    { field: 'pipeline', label: 'Pipeline', kind: 'relationship', relationTo: 'pipelines', labelField: 'name' },
    { field: 'stage', label: 'Stage', kind: 'relationship', relationTo: 'pipelines', labelField: 'name', options: { fields: ['stages'], make: () => [] } },
  ],
  defaultSort: 'name',
})

describe('date-range filters', () => {
  test('both ends are read from the address and written back to it', () => {
    const query = parseListQuery(resource, { 'filter[expectedCloseAt][from]': '2027-03-01', 'filter[expectedCloseAt][to]': '2027-03-31', 'filter[name]': 'Kestrel' })
    expect(query.filters).toEqual({ name: 'Kestrel', 'expectedCloseAt.from': '2027-03-01', 'expectedCloseAt.to': '2027-03-31' })
    expect(decodeURIComponent(listHref(resource, query))).toBe('/admin/investments/deals?filter[name]=Kestrel&filter[expectedCloseAt][from]=2027-03-01&filter[expectedCloseAt][to]=2027-03-31')
  })

  test('the range covers whole days, the last one included', () => {
    expect(filtersToWhere(resource, { 'expectedCloseAt.from': '2027-03-01', 'expectedCloseAt.to': '2027-03-31' })).toEqual([
      { expectedCloseAt: { greater_than_equal: '2027-03-01T00:00:00.000Z', less_than: '2027-04-01T00:00:00.000Z' } },
    ])
  })

  test('one end alone is an open range', () => {
    expect(filtersToWhere(resource, { 'expectedCloseAt.to': '2027-03-31' })).toEqual([{ expectedCloseAt: { less_than: '2027-04-01T00:00:00.000Z' } }])
  })

  test.each(['2027-02-30', 'yesterday', '99999-01-01'])('an unreadable date (%s) matches nothing', (bad) => {
    expect(filtersToWhere(resource, { 'expectedCloseAt.from': bad })).toEqual([{ id: { equals: 0 } }])
  })
})

describe('the search box', () => {
  test('q is read, trimmed and written back; a list without search ignores it', () => {
    const query = parseListQuery(resource, { q: '  Kestrel ', page: '2' })
    expect(query.search).toBe('Kestrel')
    expect(listHref(resource, query)).toBe('/admin/investments/deals?q=Kestrel&page=2')
    expect(selectionParams(resource, query)).toEqual([['q', 'Kestrel']])
    expect(parseListQuery({ ...resource, search: undefined }, { q: 'Kestrel' }).search).toBe('')
  })

  test('any declared field contains the text, any case; LIKE characters are taken literally', () => {
    expect(searchWhere(resource, 'kestrel')).toEqual({ or: [{ name: { contains: 'kestrel' } }, { company: { contains: 'kestrel' } }] })
    expect(searchWhere(resource, '50%_\\')).toEqual({ or: [{ name: { contains: '50\\%\\_\\\\' } }, { company: { contains: '50\\%\\_\\\\' } }] })
    expect(searchWhere(resource, '')).toBeNull()
  })
})

describe('number-range filters', () => {
  test('min and max are read from the address and written back to it', () => {
    const query = parseListQuery(resource, { 'filter[amount][min]': '1000', 'filter[amount][max]': '2500.5' })
    expect(query.filters).toEqual({ 'amount.min': '1000', 'amount.max': '2500.5' })
    expect(decodeURIComponent(listHref(resource, query))).toBe('/admin/investments/deals?filter[amount][min]=1000&filter[amount][max]=2500.5')
  })

  test('a plain number range is inclusive at both ends', () => {
    expect(filtersToWhere(resource, { 'probability.min': '10', 'probability.max': '-2.5' })).toEqual([{ probability: { greater_than_equal: 10, less_than_equal: -2.5 } }])
  })

  test('money: major units compared in each row currency’s minor units', () => {
    const [where] = filtersToWhere(resource, { 'amount.min': '1,000.5' }) as [{ or: { and: [Record<string, { in?: string[]; not_in?: string[] }>, { amount: Record<string, number> }] }[] }]
    const branchOf = (code: string) => where.or.find(({ and: [currency] }) => currency.currency!.in?.includes(code) || (currency.currency!.not_in && !currency.currency!.not_in.includes(code)))!
    expect(branchOf('GBP').and[1]).toEqual({ amount: { greater_than_equal: 100050 } })
    expect(branchOf('JPY').and[1]).toEqual({ amount: { greater_than_equal: 1001 } })
    expect(branchOf('KWD').and[1]).toEqual({ amount: { greater_than_equal: 1000500 } })
    // A code Intl does not know counts as two digits, as formatMoney counts it.
    expect(branchOf('XYZ').and[1]).toEqual({ amount: { greater_than_equal: 100050 } })
  })

  test('a bound finer than the currency rounds inwards', () => {
    expect(majorBoundToMinor('10.005', 2, 'min')).toBe(1001)
    expect(majorBoundToMinor('10.005', 2, 'max')).toBe(1000)
    expect(majorBoundToMinor('10.000', 2, 'min')).toBe(1000)
    expect(majorBoundToMinor('7', 0, 'max')).toBe(7)
  })

  test.each(['abc', '1e5', '-5', '12.3.4', '99999999999999999999'])('an unreadable amount (%s) matches nothing', (bad) => {
    expect(filtersToWhere(resource, { 'amount.max': bad })).toEqual([NOTHING])
  })

  test.each(['abc', '1e5', '--1'])('an unreadable number (%s) matches nothing', (bad) => {
    expect(filtersToWhere(resource, { 'probability.min': bad })).toEqual([NOTHING])
  })
})

describe('relationship filters', () => {
  test('record ids select those records; anything that cannot be an id matches nothing', () => {
    expect(filtersToWhere(resource, { pipeline: '12' })).toEqual([{ pipeline: { in: [12] } }])
    expect(filtersToWhere(resource, { pipeline: '12,x,0,99999999999' })).toEqual([{ pipeline: { in: [12] } }])
    expect(filtersToWhere(resource, { pipeline: 'x' })).toEqual([NOTHING])
  })

  test('a filter with its own options takes the value as text (a stage id of a pipeline)', () => {
    expect(filtersToWhere(resource, { stage: '65f0c2a1b2' })).toEqual([{ stage: { in: ['65f0c2a1b2'] } }])
  })
})

describe('columns', () => {
  test('a choice shows its known columns in declared order; link columns always stay', () => {
    expect(visibleColumns(resource, ['amount', 'bogus']).map((column) => column.field)).toEqual(['name', 'amount'])
    expect(knownColumns(resource, ['amount', 'bogus', 'company'])).toEqual(['company', 'amount'])
  })

  test('no choice, or a choice of no known column, shows every column', () => {
    expect(visibleColumns(resource, null)).toBe(resource.columns)
    expect(visibleColumns(resource, ['bogus'])).toBe(resource.columns)
    expect(visibleColumns(resource, [])).toBe(resource.columns)
  })

  test('a row is named by its link column', () => {
    expect(rowLabel(resource, { id: 4, name: 'Kestrel' })).toBe('Kestrel')
    expect(rowLabel(resource, { id: 4, name: '' })).toBe('#4')
  })
})

test('an API query keeps a parameter sent twice (a multi-select) as both values', () => {
  expect(searchParamsOf(new URLSearchParams('a=1&a=2&b=3'))).toEqual({ a: ['1', '2'], b: '3' })
})

describe('yes-no filters (issue 11 §1)', () => {
  const people = defineResource({
    key: 'test-people',
    collection: 'users',
    permission: 'investors',
    listPath: '/admin/investors',
    title: { text: 'People' },
    noun: { one: 'person', many: 'people' },
    emptyText: 'None.',
    columns: [{ field: 'surname', label: 'Name', kind: 'link', sortable: true, href: (row) => `/people/${row.id}`, permission: ['investors', 'show'] }],
    filters: [
      { field: 'compliance_passed', label: 'Compliance', kind: 'yes-no', means: 'checked' },
      { field: 'email_verified_at', label: 'Verified', kind: 'yes-no', means: 'set' },
    ],
    defaultSort: 'surname',
  })

  test('a ticked box is yes; no is anything else, a box never set included', () => {
    expect(filtersToWhere(people, { compliance_passed: 'yes' })).toEqual([{ compliance_passed: { equals: true } }])
    expect(filtersToWhere(people, { compliance_passed: 'no' })).toEqual([{ compliance_passed: { not_equals: true } }])
  })

  test('a value present is yes (a verification date), none is no', () => {
    expect(filtersToWhere(people, { email_verified_at: 'yes' })).toEqual([{ email_verified_at: { exists: true } }])
    expect(filtersToWhere(people, { email_verified_at: 'no' })).toEqual([{ email_verified_at: { exists: false } }])
  })

  test('any other value matches nothing', () => {
    expect(filtersToWhere(people, { compliance_passed: 'true' })).toEqual([NOTHING])
  })

  test('a link column whose permission the role lacks is its text', () => {
    expect(columnsForRole(people.columns, () => false)[0]!.kind).toBe('text')
    expect(columnsForRole(people.columns, () => true)[0]!.kind).toBe('link')
  })
})

describe('rows per page', () => {
  test('limit is one of the offered sizes, kept in the address; anything else is the list’s own size', () => {
    expect(parseListQuery(resource, {}).limit).toBe(20)
    const query = parseListQuery(resource, { limit: '50', page: '3' })
    expect(query.limit).toBe(50)
    expect(listHref(resource, query)).toBe('/admin/investments/deals?limit=50&page=3')
    expect(listHref(resource, { ...query, limit: 20 })).toBe('/admin/investments/deals?page=3')
    for (const bad of ['7', '1000', '-50', 'all', '']) expect(parseListQuery(resource, { limit: bad }).limit).toBe(20)
    // A list with its own size offers it beside the standard ones.
    const own = { ...resource, pageSize: 25 }
    expect(pageSizesOf(own)).toEqual([20, 25, 50, 100])
    expect(parseListQuery(own, {}).limit).toBe(25)
    expect(parseListQuery(own, { limit: '100' }).limit).toBe(100)
  })
})
