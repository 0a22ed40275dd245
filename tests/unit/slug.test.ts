import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { ZOpportunityBody } from '@/domain/investments/opportunity-body'
import { isReservedSlug, RESERVED_SLUG_MESSAGE, RESERVED_SLUGS, slugFromTitle } from '@/domain/investments/slug'

// decision 040: an opportunity's slug is never a fixed page under /investor/investments/.

const PORTAL_INVESTMENTS = path.resolve(__dirname, '../../src/app/(app)/investor/investments')

describe('reserved slugs', () => {
  test('every fixed folder under /investor/investments/ is reserved', () => {
    const fixed = readdirSync(PORTAL_INVESTMENTS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && !entry.name.startsWith('('))
      .map((entry) => entry.name)
    expect(fixed).toEqual(expect.arrayContaining(['actions', 'market-sounding']))
    for (const name of fixed) expect(RESERVED_SLUGS, name).toContain(name)
  })

  test('a title that makes a reserved word gets a suffix', () => {
    expect(slugFromTitle('Actions')).toBe('actions-2')
    expect(slugFromTitle('Market sounding')).toBe('market-sounding-2')
    expect(slugFromTitle('Actions for good')).toBe('actions-for-good')
    for (const word of RESERVED_SLUGS) expect(isReservedSlug(slugFromTitle(word))).toBe(false)
  })

  test('the body refuses a reserved slug with its message', () => {
    for (const slug of ['actions', 'market-sounding']) {
      const parsed = ZOpportunityBody.safeParse({ title: 'Shadowed', slug, targetAmount: 100_00, currency: 'GBP' })
      expect(parsed.success).toBe(false)
      expect(parsed.error!.issues.find((issue) => issue.path[0] === 'slug')?.message).toBe(RESERVED_SLUG_MESSAGE)
    }
  })
})
