import { describe, expect, test } from 'vitest'

import { DEFAULT_PORTFOLIO_SETTINGS, parsePortfolioId, PORTFOLIO_COLUMN_TERM, PORTFOLIO_STAT_TERM, portfolioPath, SETTING_CHOICES, settingOrDefault, TABLE_COLUMNS } from '@/domain/portfolio/portfolio-columns'
import { portfolioSettingBody } from '@/domain/portfolio/portfolio-settings-body'
import { TERMINOLOGY_DEFAULTS } from '@/tenancy/terminology'

// The portfolio's catalogue (decision 032): addresses, stored settings read back, the body's rules, terminology keys.

describe('portfolio addresses', () => {
  test('an opportunity by id, a company as company-{id}, a fund under fund/; anything else names nothing', () => {
    expect(portfolioPath({ kind: 'opportunity', id: 12 })).toBe('/investor/portfolio/12')
    expect(portfolioPath({ kind: 'company', id: 7 })).toBe('/investor/portfolio/company-7')
    expect(portfolioPath({ kind: 'fund', id: 3 })).toBe('/investor/portfolio/fund/3')
    expect(parsePortfolioId('12')).toEqual({ kind: 'opportunity', id: 12 })
    expect(parsePortfolioId('company-7')).toEqual({ kind: 'company', id: 7 })
    for (const segment of ['0', '-1', '012', 'company-', 'company-x', 'fund', '1.5', '99999999999', '2147483648']) expect(parsePortfolioId(segment), segment).toBeNull()
  })
})

describe('portfolio settings', () => {
  test('a stored list keeps known keys once, in order; nothing valid gives the default', () => {
    expect(settingOrDefault('holdings', ['gain', 'nonsense', 'gain', 'shares'])).toEqual(['gain', 'shares'])
    expect(settingOrDefault('funds', ['shares'])).toEqual(DEFAULT_PORTFOLIO_SETTINGS.funds)
    expect(settingOrDefault('stats', null)).toEqual(DEFAULT_PORTFOLIO_SETTINGS.stats)
  })

  test('the body takes known keys of its setting, each once, at least one', () => {
    expect(portfolioSettingBody('holdings').safeParse({ columns: ['invested', 'gain'] }).success).toBe(true)
    for (const columns of [[], ['invested', 'invested'], ['shares', 'nonsense'], 'invested']) expect(portfolioSettingBody('holdings').safeParse({ columns }).success, JSON.stringify(columns)).toBe(false)
    expect(portfolioSettingBody('funds').safeParse({ columns: ['sharePrice'] }).success).toBe(false)
    expect(portfolioSettingBody('stats').safeParse({ columns: ['holdings'] }).success).toBe(true)
  })

  test('every column and stat has a terminology key with a default, and the defaults are choices', () => {
    for (const key of [...Object.values(PORTFOLIO_COLUMN_TERM), ...Object.values(PORTFOLIO_STAT_TERM)]) expect(TERMINOLOGY_DEFAULTS[key]).toBeTruthy()
    for (const setting of ['holdings', 'funds', 'stats'] as const) for (const key of DEFAULT_PORTFOLIO_SETTINGS[setting]) expect(SETTING_CHOICES[setting]).toContain(key)
    expect(TABLE_COLUMNS.funds).not.toContain('shares')
  })
})
