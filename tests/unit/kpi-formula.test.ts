import { describe, expect, it } from 'vitest'

import { evaluateFormula, FormulaError, formulaProblem, kpiResolver, parseFormula } from '@/domain/reports/kpi-formula'
import { kpiValueFromInput, quartersEnding, shiftQuarter } from '@/domain/reports/kpis'

// Custom KPIs (decision 036): the grammar, its evaluation (empty on a missing value or a division by
// zero), the checks on save (unknown KPI, cycles) and the values of a quarter.

const values = (entries: Record<string, number>) => (name: string) => entries[name.toLowerCase()] ?? null

describe('KPI formulas', () => {
  it.each([
    ['{Net burn} / {Net new ARR}', { 'net burn': 300, 'net new arr': 200 }, 1.5],
    ['1 + 2 * 3', {}, 7],
    ['(1 + 2) * 3', {}, 9],
    ['-{a} - -2', { a: 5 }, -3],
    ['{a} / 4 / 2', { a: 16 }, 2],
    ['10 - 4 - 3', {}, 3],
    ['{Gross margin} * 100 / {Revenue}', { 'gross margin': 25, revenue: 50 }, 50],
  ])('%s', (text, entries, expected) => {
    expect(evaluateFormula(parseFormula(text), values(entries))).toBeCloseTo(expected)
  })

  it('is empty when a KPI it uses has no value, or a division is by zero', () => {
    expect(evaluateFormula(parseFormula('{a} / {b}'), values({ a: 1 }))).toBeNull()
    expect(evaluateFormula(parseFormula('{a} / {b}'), values({ a: 1, b: 0 }))).toBeNull()
    expect(evaluateFormula(parseFormula('{a} / ({b} - 2)'), values({ a: 1, b: 2 }))).toBeNull()
  })

  it.each(['', '1 +', '{a', '{}', '(1 + 2', '1 2', 'a + 1', '1 ; drop table', 'process.exit()', '1 ** 2'])('refuses %j with a sentence', (text) => {
    expect(() => parseFormula(text)).toThrow(FormulaError)
  })

  it('checks the names and refuses cycles on save', () => {
    const kpis = [{ name: 'Net burn' }, { name: 'Net new ARR' }, { name: 'Burn multiple', formula: '{Net burn} / {Net new ARR}' }]
    expect(formulaProblem({ name: 'Burn multiple', formula: '{net  burn} / {Net new ARR}' }, kpis)).toBeNull()
    expect(formulaProblem({ name: 'X', formula: '{Churn} * 2' }, kpis)).toBe('There is no KPI called “Churn”')
    expect(formulaProblem({ name: 'X', formula: '{X} + 1' }, kpis)).toMatch(/cannot depend on itself/)
    // A -> B -> A, through a KPI saved before.
    const chain = [{ name: 'A', formula: '{B} * 2' }, { name: 'B', formula: '{C}' }, { name: 'C' }]
    expect(formulaProblem({ name: 'B', formula: '{A} + 1' }, chain)).toMatch(/cannot depend on itself/)
    expect(formulaProblem({ name: 'C', formula: '{A}' }, chain)).toMatch(/cannot depend on itself/)
    expect(formulaProblem({ name: 'B', formula: '{C} + 1' }, chain)).toBeNull()
  })

  it('resolves a quarter: entered values, formulas over formulas, and a stored cycle reads as empty', () => {
    const kpis = [{ name: 'Revenue' }, { name: 'Costs' }, { name: 'Profit', formula: '{Revenue} - {Costs}' }, { name: 'Margin', formula: '{Profit} / {Revenue} * 100' }, { name: 'L1', formula: '{L2}' }, { name: 'L2', formula: '{L1}' }]
    const resolved = kpiResolver(kpis)(new Map([['revenue', 200], ['costs', 150]]))
    expect(resolved.get('profit')).toBe(50)
    expect(resolved.get('margin')).toBe(25)
    expect(resolved.get('l1')).toBeNull()
    expect(resolved.get('l2')).toBeNull()
  })

  it('a resolver made once answers each quarter from its own values only', () => {
    const resolve = kpiResolver([{ name: 'Revenue' }, { name: 'Costs' }, { name: 'Profit', formula: '{Revenue} - {Costs}' }])
    expect(resolve(new Map([['revenue', 200], ['costs', 150]])).get('profit')).toBe(50)
    expect(resolve(new Map([['revenue', 90]])).get('profit')).toBeNull()
    expect(resolve(new Map([['revenue', 10], ['costs', 4]])).get('profit')).toBe(6)
  })
})

describe('KPI quarters and values', () => {
  it('counts quarters across years', () => {
    expect(shiftQuarter('2025-Q1', -1)).toBe('2024-Q4')
    expect(shiftQuarter('2024-Q4', 5)).toBe('2026-Q1')
    expect(quartersEnding('2025-Q2', 4)).toEqual(['2024-Q3', '2024-Q4', '2025-Q1', '2025-Q2'])
  })

  it('reads a value in its unit', () => {
    expect(kpiValueFromInput('money', '-1,250.50', 'GBP')).toBe(-125050)
    expect(kpiValueFromInput('money', '1250.505', 'GBP')).toMatch(/GBP/)
    expect(kpiValueFromInput('money', '1250', 'JPY')).toBe(1250)
    expect(kpiValueFromInput('percentage', '12.5%', 'GBP')).toBe(12.5)
    expect(kpiValueFromInput('number', 'abc', 'GBP')).toMatch(/number/)
    expect(kpiValueFromInput('number', '', 'GBP')).toBe('Enter a value')
  })
})
