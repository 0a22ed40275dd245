import { describe, expect, test } from 'vitest'

import {
  adminPathForOpportunity,
  DRAFT_STAGES,
  EXISTING_STAGES,
  INVESTOR_VISIBLE_STAGES,
  isOpportunityStage,
  LIVE_STAGES,
  OPPORTUNITY_STAGE,
  OPPORTUNITY_STAGES,
  STAGE_LABEL,
} from '@/domain/investments/stages'

describe('opportunity stages (spec 4)', () => {
  test('stages 1 to 6 carry the spec names', () => {
    expect(STAGE_LABEL).toEqual({ 1: 'Draft', 2: 'Live - External', 3: 'Live - Internal', 4: 'Closed', 5: 'Completed', 6: 'Matured' })
    expect(OPPORTUNITY_STAGES).toEqual([1, 2, 3, 4, 5, 6])
    expect(OPPORTUNITY_STAGE).toMatchObject({ draft: 1, liveExternal: 2, liveInternal: 3, closed: 4, completed: 5, matured: 6 })
  })

  test('stages 2 to 4 are live, 5 and 6 existing, 1 draft', () => {
    expect(DRAFT_STAGES).toEqual([1])
    expect(LIVE_STAGES).toEqual([2, 3, 4])
    expect(EXISTING_STAGES).toEqual([5, 6])
  })

  test('investors are only shown externally marketed opportunities', () => {
    expect(INVESTOR_VISIBLE_STAGES).toEqual([2])
  })

  test('isOpportunityStage accepts only the integers 1 to 6', () => {
    for (const stage of [1, 2, 3, 4, 5, 6]) expect(isOpportunityStage(stage)).toBe(true)
    for (const value of [0, 7, 2.5, '2', null, undefined, NaN]) expect(isOpportunityStage(value)).toBe(false)
  })
})

describe('adminPathForOpportunity (spec 2.1 routing by stage)', () => {
  const rows: Array<[number, string]> = [
    [1, '/admin/investments/opportunities/42/edit'],
    [2, '/admin/investments/opportunities/42/details'],
    [3, '/admin/investments/opportunities/42/details'],
    [4, '/admin/investments/opportunities/42/details'],
    [5, '/admin/investments/existing/42/details'],
    [6, '/admin/investments/existing/42/details'],
  ]
  test.each(rows.map(([stage, path]) => ({ stage, path })))('stage $stage opens $path', ({ stage, path }) => {
    expect(adminPathForOpportunity({ id: 42, stage })).toBe(path)
    expect(adminPathForOpportunity({ id: '42', stage })).toBe(path)
  })
})
