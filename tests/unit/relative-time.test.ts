import { describe, expect, it } from 'vitest'

import { relativeTime } from '@/lib/relative-time'

const now = new Date('2026-11-22T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)

describe('relative time labels (spec 9)', () => {
  it('says Just now under a minute', () => {
    expect(relativeTime(ago(30_000), now)).toBe('Just now')
  })
  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1 min ago')
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 mins ago')
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago')
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2 days ago')
  })
  it('accepts ISO strings as stored', () => {
    expect(relativeTime(ago(7_200_000).toISOString(), now)).toBe('2 hours ago')
  })
})
