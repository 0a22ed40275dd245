import { describe, expect, test } from 'vitest'

import { errorTexts, errorTitle } from '@/ui/errors/error-texts'

// spec 2.4 and 8: exact texts.
describe('error page texts', () => {
  test("every variant is titled 'Error - {status}'", () => {
    expect(errorTitle(404)).toBe('Error - 404')
    expect(errorTitle(500)).toBe('Error - 500')
    expect(errorTitle(403)).toBe('Error - 403')
  })

  test("a 404 reads '404 page not found' for visitors and staff", () => {
    for (const variant of ['visitor', 'staff'] as const) {
      expect(errorTexts(404, variant)).toEqual({
        heading: '404 page not found',
        body: 'The page you requested cannot be found. Click below to return to our homepage',
      })
    }
  })

  test("a 404 reads 'Sorry that page doesn't seem to exist' for investors (the spec's exact text)", () => {
    expect(errorTexts(404, 'investor')).toEqual({
      heading: "Sorry that page doesn't seem to exist",
      body: 'The page you requested cannot be found. Click below to return to our homepage',
    })
  })

  test("other errors read 'Something went wrong...' for visitors and staff", () => {
    for (const status of [500, 403, 503]) {
      for (const variant of ['visitor', 'staff'] as const) {
        expect(errorTexts(status, variant)).toEqual({ heading: 'Something went wrong...', body: 'Click below to return to our homepage or try again later.' })
      }
    }
  })

  test("other errors read 'Something went wrong' for investors", () => {
    for (const status of [500, 403]) {
      expect(errorTexts(status, 'investor')).toEqual({ heading: 'Something went wrong', body: 'Click below to return to our homepage or try again later.' })
    }
  })
})
