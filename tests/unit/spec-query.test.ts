import { describe, expect, test } from 'vitest'

import { AppError } from '@/lib/app-error'
import { specQueryToPayload } from '@/lib/spec-query'

// spec 7's query builder, read as Payload's REST query (issue 9, section 0).

const translated = (query: string) => specQueryToPayload(new URLSearchParams(query))?.toString()
const decoded = (query: string) => decodeURIComponent(translated(query) ?? '')

describe('specQueryToPayload', () => {
  test('a query without spec parameters is left to Payload as it is', () => {
    expect(translated('where[stage][equals]=2&sort=-title&page=2')).toBeUndefined()
  })

  test('filter[field]=value is an equality; a comma list is "in"', () => {
    expect(decoded('filter[stage]=2')).toBe('where[stage][equals]=2')
    expect(decoded('filter[stage]=2,3')).toBe('where[stage][in][0]=2&where[stage][in][1]=3')
  })

  test('fields picks the columns; include populates one level; sort and page pass through', () => {
    expect(decoded('fields=title,slug&include=tenant&sort=-title,closesAt&page=2')).toBe('select[title]=true&select[slug]=true&depth=1&sort=-title,closesAt&page=2')
  })

  test('append and type are accepted and change nothing', () => {
    expect(decoded('filter[stage]=2&append=raised&type=live')).toBe('where[stage][equals]=2')
  })

  test('a field name that is not one is a 422 naming the parameter', () => {
    for (const query of ['filter[stage][or]=1', 'filter[]=1', 'fields=title;drop', 'filter[a b]=1']) {
      try {
        specQueryToPayload(new URLSearchParams(query))
        expect.unreachable(query)
      } catch (error) {
        expect(error).toBeInstanceOf(AppError)
        expect((error as AppError).status).toBe(422)
      }
    }
  })
})
