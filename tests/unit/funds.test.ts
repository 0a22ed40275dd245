import { describe, expect, test } from 'vitest'

import { FUND_KPIS, formatKpiNumber, FUND_STATUS, seriesDay } from '@/domain/funds/funds'
import { ZFundBody } from '@/domain/funds/fund-body'
import { FUTURE_DATE_MESSAGE, ZFundKpiBody, ZValuationBody } from '@/domain/funds/series-body'
import { findAdminRoute } from '@/navigation/admin-routes'
import { recordNotesPath } from '@/navigation/record-paths'

// Issue 10 §5, §6: the value rules of funds and their series (the server's and the forms' one schema).

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('fund body', () => {
  test('spec 4 status: the form’s text becomes the spec’s number; anything else is refused', () => {
    expect(ZFundBody.parse({ name: 'Fund', status: '0', currency: 'GBP' }).status).toBe(FUND_STATUS.closed)
    expect(ZFundBody.parse({ name: 'Fund', status: 1, currency: 'GBP' }).status).toBe(FUND_STATUS.active)
    expect(issues(ZFundBody.safeParse({ name: 'Fund', status: 2, currency: 'GBP' }))).toEqual(['status: Choose 1 (Active) or 0 (Closed)'])
  })

  test('money is whole minor units; rates are whole basis points', () => {
    expect(issues(ZFundBody.safeParse({ name: 'Fund', status: 1, currency: 'GBP', targetSize: 10.5, managementFeeBps: 20_001 }))).toEqual([
      'targetSize: Enter a whole number of minor units',
      'managementFeeBps: Enter basis points from 0 to 10000 (200 = 2 %)',
    ])
  })
})

describe('series points', () => {
  test('a day is stored at UTC midnight', () => {
    expect(seriesDay('2026-03-31T23:59:59.999Z')).toBe('2026-03-31T00:00:00.000Z')
    expect(ZValuationBody.parse({ company: 3, date: '2026-01-15T10:00:00.000Z', value: 100 }).date).toBe('2026-01-15T00:00:00.000Z')
  })

  test('no future days, whole non-negative amounts, the subject kind defaults to company', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString()
    expect(issues(ZValuationBody.safeParse({ company: 3, date: tomorrow, value: 1.5 }))).toEqual(['date: ' + FUTURE_DATE_MESSAGE, 'value: Enter a whole number of minor units'])
    expect(ZValuationBody.parse({ company: 3, date: '2020-01-01', value: 0 }).subjectKind).toBe('company')
    expect(issues(ZValuationBody.safeParse({ subjectKind: 'opportunity', company: 3, date: '2020-01-01', value: 0 }))).toEqual(['subjectKind: Choose what the entry is about'])
  })

  test('a KPI is one of the catalogue; rates may be negative', () => {
    expect(ZFundKpiBody.parse({ fund: 1, period: '2025-12-31', key: 'net-irr', value: -350 }).value).toBe(-350)
    expect(issues(ZFundKpiBody.safeParse({ fund: 1, period: '2025-12-31', key: 'made-up', value: 1 }))).toEqual(['key: Choose a KPI from the list'])
    expect(FUND_KPIS['net-irr'].unit).toBe('basis-points')
    expect(formatKpiNumber('basis-points', -350)).toBe('-3.50 %')
    expect(formatKpiNumber('multiple', 145)).toBe('1.45x')
  })
})

test('notes of funds and companies live on their spec 2.1 tab', () => {
  for (const path of [recordNotesPath('funds', { id: 4 }), recordNotesPath('companies', { id: 4 })]) {
    expect(findAdminRoute(path)?.pattern, path).toMatch(/\/notes-calls-tasks$/)
  }
})
