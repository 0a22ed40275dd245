import { describe, expect, test } from 'vitest'

import { defineResource } from '@/lib/resource/define-resource'
import { filtersToWhere, listHref, parseListQuery } from '@/lib/resource/resource-query'

// The kit's list query from an address (issue 9 §2): a date range is two parameters, whole UTC days
// with both ends included, and a date that cannot be read matches nothing rather than everything.

const resource = defineResource({
  key: 'test-deals',
  collection: 'deals',
  permission: 'pipeline_deals',
  listPath: '/admin/investments/deals',
  title: { text: 'Deals' },
  noun: { one: 'deal', many: 'deals' },
  emptyText: 'None.',
  columns: [{ field: 'name', label: 'Name', kind: 'text', sortable: true }],
  filters: [
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'expectedCloseAt', label: 'Expected close', kind: 'date-range' },
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
