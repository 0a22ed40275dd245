import { describe, expect, test } from 'vitest'

import {
  allowedMoves,
  CREATABLE_STAGES,
  isAllowedMove,
  moveNeedsNoInvestments,
  PUBLISHED_STAGES,
  publishingProblems,
  refusedMoveMessage,
  SAFELY_DELETABLE_STAGES,
  STAGE_MOVES,
  stageMove,
} from '@/domain/investments/stage-moves'
import { OPPORTUNITY_STAGES } from '@/domain/investments/stages'

// issue 9 §5: the allowed moves, written out literally as a guard on the table.
const EXPECTED: Array<[number, number, string]> = [
  [1, 2, 'Publish externally'],
  [1, 3, 'Publish internally'],
  [2, 3, 'Make internal'],
  [3, 2, 'Publish externally'],
  [2, 4, 'Close'],
  [3, 4, 'Close'],
  [4, 5, 'Complete'],
  [5, 6, 'Mature'],
  [2, 1, 'Back to draft'],
  [3, 1, 'Back to draft'],
]

describe('stage moves', () => {
  test('exactly the moves of issue 9 §5 are allowed, with their labels', () => {
    expect(STAGE_MOVES.map((move) => [move.from, move.to, move.label]).sort()).toEqual([...EXPECTED].sort())
  })

  test.each(OPPORTUNITY_STAGES.flatMap((from) => OPPORTUNITY_STAGES.map((to) => ({ from, to }))))('$from → $to', ({ from, to }) => {
    const expected = EXPECTED.some(([f, t]) => f === from && t === to)
    expect(isAllowedMove(from, to)).toBe(expected)
    expect(stageMove(from, to) !== undefined).toBe(expected)
    if (!expected) expect(refusedMoveMessage(from, to)).toMatch(/cannot move|already/)
  })

  test('allowedMoves lists the moves out of a stage; matured and unknown stages have none', () => {
    expect(allowedMoves(1).map((move) => move.to)).toEqual([2, 3])
    expect(allowedMoves(2).map((move) => move.to).sort()).toEqual([1, 3, 4])
    expect(allowedMoves(4).map((move) => move.to)).toEqual([5])
    expect(allowedMoves(6)).toEqual([])
    expect(allowedMoves(7)).toEqual([])
  })

  test('a closed opportunity never reopens and nothing returns to draft from 4 on', () => {
    for (const from of [4, 5, 6]) {
      for (const to of [1, 2, 3]) expect(isAllowedMove(from, to)).toBe(false)
    }
  })

  test('only the moves back to draft need an opportunity nobody has invested in', () => {
    expect(STAGE_MOVES.filter(moveNeedsNoInvestments).map((move) => [move.from, move.to])).toEqual([
      [2, 1],
      [3, 1],
    ])
  })

  test('refusals name the stages and what is possible instead', () => {
    expect(refusedMoveMessage(4, 1)).toBe('An opportunity cannot move from Closed to Draft. From Closed it can: Complete (Completed).')
    expect(refusedMoveMessage(6, 5)).toBe('An opportunity cannot move from Matured to Completed. Matured is the last stage.')
    expect(refusedMoveMessage(2, 2)).toBe('The opportunity is already Live - External.')
  })

  test('creation, publishing and plain delete concern stages 1-3 / 2-3', () => {
    expect(CREATABLE_STAGES).toEqual([1, 2, 3])
    expect(PUBLISHED_STAGES).toEqual([2, 3])
    expect(SAFELY_DELETABLE_STAGES).toEqual([1, 2, 3])
  })
})

describe('publishing requirements', () => {
  const now = new Date('2026-11-23T15:00:00Z')
  const ready = { title: 'Green energy', slug: 'green-energy', targetAmount: 100_000_00, currency: 'GBP', closesAt: '2026-12-31T00:00:00.000Z' }

  test('a complete opportunity closing in the future may go live', () => {
    expect(publishingProblems(ready, now)).toEqual({})
  })

  test('a closing date of today still counts (dates are calendar days at UTC midnight)', () => {
    expect(publishingProblems({ ...ready, closesAt: '2026-11-23T00:00:00.000Z' }, now)).toEqual({})
  })

  test('each missing requirement is reported on its field', () => {
    expect(Object.keys(publishingProblems({ title: ' ', slug: '', targetAmount: 0, currency: 'gbp', closesAt: null }, now)).sort()).toEqual(['closesAt', 'currency', 'slug', 'targetAmount', 'title'])
    expect(publishingProblems({ ...ready, closesAt: '2026-11-22T00:00:00.000Z' }, now)).toEqual({ closesAt: expect.stringContaining('has passed') })
    expect(publishingProblems({ ...ready, targetAmount: 1.5 }, now)).toEqual({ targetAmount: expect.any(String) })
  })
})
