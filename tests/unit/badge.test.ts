import { describe, expect, it } from 'vitest'

import { formatBadgeCount } from '@/lib/badge'

describe('notification badge (spec 9)', () => {
  it.each([
    [0, ''],
    [1, '01'],
    [9, '09'],
    [10, '10'],
    [42, '42'],
    [99, '99'],
    [100, '99'],
    [2500, '99'],
  ])('shows %i as "%s"', (count, shown) => {
    expect(formatBadgeCount(count)).toBe(shown)
  })
})
