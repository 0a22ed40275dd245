import { describe, expect, test } from 'vitest'

import { can } from '@/access/permissions'
import { ROLE_IDS } from '@/access/roles'
import { likeLiteral, normalisedSearch, prefixQuery, SEARCH_MAX_LENGTH, isSearchable } from '@/domain/search/search-text'
import { SEARCH_KIND_SQL } from '@/lib/search/search-sql'
import { openWhere } from '@/lib/search/staff-search'
import { FEATURE_DEFAULTS } from '@/tenancy/defaults'

// The staff search's pure parts (issue 11 §11, decision 024): the text, and who opens which kind.

describe('the text', () => {
  test('normalised: trimmed, one space, lower case, capped', () => {
    expect(normalisedSearch('  John   SMITH ')).toBe('john smith')
    expect(normalisedSearch('x'.repeat(500))).toHaveLength(SEARCH_MAX_LENGTH)
    expect(normalisedSearch(['a'])).toBe('')
  })

  test('word prefixes: only letters, digits and email characters reach to_tsquery', () => {
    expect(prefixQuery('jo smi')).toBe("'jo':* & 'smi':*")
    expect(prefixQuery("o'brien & !x | <->")).toBe("'o':* & 'brien':* & 'x':*")
    expect(prefixQuery('ann@example.com')).toBe("'ann@example.com':*")
    expect(prefixQuery('%_%')).toBe('')
  })

  test('LIKE metacharacters escaped', () => {
    expect(likeLiteral('50%_off\\')).toBe('50\\%\\_off\\\\')
  })

  test('one character, or two without a word, is not searched', () => {
    expect(isSearchable('a')).toBe(false)
    expect(isSearchable('%%')).toBe(false)
    expect(isSearchable('jo')).toBe(true)
    expect(isSearchable('%%%')).toBe(true)
  })
})

describe('who opens which kind (the record address guard, through can())', () => {
  const features = { ...FEATURE_DEFAULTS, funds_enabled: true }
  const kind = (name: string) => SEARCH_KIND_SQL.find((entry) => entry.kind === name)!

  test.each(ROLE_IDS)('role %i', (role) => {
    const staff = can(role, 'admin_area', 'show')
    expect(openWhere(kind('investors'), role, features) !== false).toBe(staff && can(role, 'investors', 'show'))
    expect(openWhere(kind('contacts'), role, features) !== false).toBe(staff && can(role, 'investors', 'show'))
    expect(openWhere(kind('organisations'), role, features) !== false).toBe(staff && can(role, 'investors', 'show'))
    expect(openWhere(kind('deals'), role, features) !== false).toBe(staff && can(role, 'pipeline_deals', 'show'))
    expect(openWhere(kind('companies'), role, features) !== false).toBe(staff && can(role, 'funds_opportunity', 'show'))
    expect(openWhere(kind('companies'), role, { ...features, funds_enabled: false })).toBe(false)
    const stages = [
      ...(can(role, 'investment_opportunity_live', 'update') ? [1] : []),
      ...(can(role, 'investment_opportunity_live', 'show') ? [2, 3, 4] : []),
      ...(can(role, 'investment_opportunity_existing', 'show') ? [5, 6] : []),
    ]
    const open = openWhere(kind('opportunities'), role, features)
    expect(open === false ? [] : (open.stage as { in: number[] }).in).toEqual(staff ? stages : [])
  })
})
