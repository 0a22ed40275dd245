import { describe, expect, test } from 'vitest'

import { readTenantSeeds } from '@/seed/demo-data'
import { contrastChecks, contrastErrors, contrastRatio } from '@/tenancy/contrast'
import { DEFAULT_COLORS, FEATURE_KEYS, type TThemeColors } from '@/tenancy/defaults'
import { FEATURE_DESCRIPTIONS } from '@/tenancy/feature-descriptions'
import { TERMINOLOGY_DEFAULTS } from '@/tenancy/terminology'
import { keysOfPage, TERMINOLOGY_KEYS, TERMINOLOGY_PAGES, terminologyFields } from '@/tenancy/terminology-groups'

// Issue 12 §5: every label of spec 3 has a place on exactly one terminology page; the theme's
// contrast rule (WCAG AA, 4.5:1 for text); every switch has its sentence.

describe('terminology pages', () => {
  test('every label is on exactly one page, with its default', () => {
    const placed = TERMINOLOGY_PAGES.flatMap(keysOfPage)
    expect(new Set(placed).size).toBe(placed.length)
    expect([...placed].sort()).toEqual([...TERMINOLOGY_KEYS].sort())
    for (const key of Object.keys(TERMINOLOGY_DEFAULTS)) expect(placed, key).toContain(key)
  })

  test('a page shows the tenant’s word, or blank with the default beside it', () => {
    const fields = terminologyFields('opportunities', { LiveOpportunities: 'Open Rounds' })
    expect(fields.find((field) => field.key === 'LiveOpportunities')).toMatchObject({ value: 'Open Rounds', defaultText: 'Live Opportunities', label: 'Live opportunities' })
    expect(fields.find((field) => field.key === 'ExistingOpportunities')).toMatchObject({ value: '', defaultText: 'Existing Opportunities' })
  })

  test('role defaults combine the fixed text with the tenant’s other words (spec 6)', () => {
    const roles = terminologyFields('roles', { investment: 'Venture', role_12: 'Wealth Planner' })
    expect(roles.find((field) => field.key === 'role_3')).toMatchObject({ defaultText: 'Venture Committee', value: '' })
    expect(roles.find((field) => field.key === 'role_12')).toMatchObject({ defaultText: 'Adviser', value: 'Wealth Planner' })
  })
})

describe('contrast (WCAG AA)', () => {
  test('known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21)
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  test('the default theme and every demo tenant’s colours pass', () => {
    expect(contrastChecks(DEFAULT_COLORS).every((check) => check.passes)).toBe(true)
    for (const seed of readTenantSeeds()) {
      const colors = { ...DEFAULT_COLORS, ...seed.colors } as TThemeColors
      expect(contrastErrors(colors), seed.code).toEqual({})
    }
  })

  test('a failing pair blames the colours that make it', () => {
    expect(Object.keys(contrastErrors({ ...DEFAULT_COLORS, text: '#9ca3af', background: '#ffffff' })).sort()).toEqual(['background', 'text'])
    expect(Object.keys(contrastErrors({ ...DEFAULT_COLORS, primary: '#ffd54f' }))).toEqual(['primary'])
    expect(Object.keys(contrastErrors({ ...DEFAULT_COLORS, accent: '#7fb3ff' }))).toEqual(['accent'])
  })
})

test('every feature switch has a title and a sentence', () => {
  for (const key of FEATURE_KEYS) expect(FEATURE_DESCRIPTIONS[key].sentence.length, key).toBeGreaterThan(20)
})
