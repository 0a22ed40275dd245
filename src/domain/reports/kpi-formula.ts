// Custom KPIs (spec 6 custom_kpis, decision 036): a formula over other KPIs of the tenant, e.g. burn
// multiple = {Net burn} / {Net new ARR}. A small grammar read by a recursive-descent parser (never
// eval): numbers, + - * /, unary minus, parentheses, and KPI names in braces. A value is empty (null)
// when a KPI it uses has no value for the period or a division is by zero.

export type TFormula =
  | { kind: 'number'; value: number }
  | { kind: 'kpi'; name: string }
  | { kind: 'negate'; operand: TFormula }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: TFormula; right: TFormula }

export class FormulaError extends Error {}

const MAX_LENGTH = 500

/** The key a KPI name is matched by: case and surrounding or repeated spaces do not matter. */
export const kpiNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

/** Reads a formula; throws FormulaError with a sentence a person can act on. */
export function parseFormula(text: string): TFormula {
  if (text.length > MAX_LENGTH) throw new FormulaError(`Use at most ${MAX_LENGTH} characters`)
  let position = 0
  const skipSpaces = () => {
    while (position < text.length && /\s/.test(text[position]!)) position++
  }
  const peek = () => (skipSpaces(), text[position])
  const expression = (): TFormula => {
    let left = term()
    for (let next = peek(); next === '+' || next === '-'; next = peek()) {
      position++
      left = { kind: 'binary', operator: next, left, right: term() }
    }
    return left
  }
  const term = (): TFormula => {
    let left = factor()
    for (let next = peek(); next === '*' || next === '/'; next = peek()) {
      position++
      left = { kind: 'binary', operator: next, left, right: factor() }
    }
    return left
  }
  const factor = (): TFormula => {
    const next = peek()
    if (next === undefined) throw new FormulaError('The formula ends too early: add a KPI or a number')
    if (next === '-') {
      position++
      return { kind: 'negate', operand: factor() }
    }
    if (next === '(') {
      position++
      const inner = expression()
      if (peek() !== ')') throw new FormulaError('Close the bracket opened in the formula')
      position++
      return inner
    }
    if (next === '{') {
      const end = text.indexOf('}', position)
      if (end === -1) throw new FormulaError('Close the KPI name with }')
      const name = text.slice(position + 1, end).trim()
      if (!name) throw new FormulaError('Name a KPI between { and }')
      position = end + 1
      return { kind: 'kpi', name }
    }
    const number = /^\d+(\.\d+)?/.exec(text.slice(position))
    if (number) {
      position += number[0].length
      return { kind: 'number', value: Number(number[0]) }
    }
    throw new FormulaError(`Unexpected “${next}” in the formula: use KPI names in braces, numbers, + - * / and brackets`)
  }
  if (!text.trim()) throw new FormulaError('Enter a formula')
  const formula = expression()
  if (peek() !== undefined) throw new FormulaError(`Unexpected “${peek()}” in the formula`)
  return formula
}

/** The KPI names a formula uses (as written). */
export function formulaReferences(formula: TFormula): string[] {
  switch (formula.kind) {
    case 'number':
      return []
    case 'kpi':
      return [formula.name]
    case 'negate':
      return formulaReferences(formula.operand)
    case 'binary':
      return [...formulaReferences(formula.left), ...formulaReferences(formula.right)]
  }
}

/** The formula's value, or null when a KPI it uses has none or a division is by zero. */
export function evaluateFormula(formula: TFormula, valueOf: (name: string) => number | null): number | null {
  switch (formula.kind) {
    case 'number':
      return formula.value
    case 'kpi':
      return valueOf(formula.name)
    case 'negate': {
      const operand = evaluateFormula(formula.operand, valueOf)
      return operand === null ? null : -operand
    }
    case 'binary': {
      const left = evaluateFormula(formula.left, valueOf)
      const right = evaluateFormula(formula.right, valueOf)
      if (left === null || right === null) return null
      if (formula.operator === '/') return right === 0 ? null : left / right
      const result = formula.operator === '+' ? left + right : formula.operator === '-' ? left - right : left * right
      return Number.isFinite(result) ? result : null
    }
  }
}

export type TKpiDefinition = { name: string; formula?: string | null }

/**
 * Checks a KPI's formula against the tenant's other KPIs: every name known, and no KPI reached
 * again through the formulas it uses (a cycle). Returns the error sentence, or null when it holds.
 */
export function formulaProblem(own: TKpiDefinition, others: readonly TKpiDefinition[]): string | null {
  if (!own.formula?.trim()) return null
  const byKey = new Map(others.filter((kpi) => kpiNameKey(kpi.name) !== kpiNameKey(own.name)).map((kpi) => [kpiNameKey(kpi.name), kpi]))
  byKey.set(kpiNameKey(own.name), own)
  const parsed = new Map<string, TFormula | null>()
  const formulaOf = (key: string): TFormula | null => {
    if (!parsed.has(key)) {
      const text = byKey.get(key)?.formula
      try {
        parsed.set(key, text?.trim() ? parseFormula(text) : null)
      } catch {
        parsed.set(key, null)
      }
    }
    return parsed.get(key) ?? null
  }
  let root: TFormula
  try {
    root = parseFormula(own.formula)
  } catch (error) {
    return (error as Error).message
  }
  parsed.set(kpiNameKey(own.name), root)
  for (const name of formulaReferences(root)) if (!byKey.has(kpiNameKey(name))) return `There is no KPI called “${name}”`
  const visiting = new Set<string>()
  const done = new Set<string>()
  const cycleFrom = (key: string): boolean => {
    if (done.has(key)) return false
    if (visiting.has(key)) return true
    visiting.add(key)
    const formula = formulaOf(key)
    const found = formula ? formulaReferences(formula).some((name) => byKey.has(kpiNameKey(name)) && cycleFrom(kpiNameKey(name))) : false
    visiting.delete(key)
    done.add(key)
    return found
  }
  return cycleFrom(kpiNameKey(own.name)) ? `The formula uses “${own.name}” again through the KPIs it refers to: a KPI cannot depend on itself` : null
}

/**
 * The values of every KPI for one period: entered values as given, formulas computed from them
 * (and from other formulas). `entered` is keyed by KPI name key; the result too. Each formula is
 * parsed here once, so a page resolving many companies and quarters asks for the resolver once.
 */
export function kpiResolver(kpis: readonly TKpiDefinition[]): (entered: ReadonlyMap<string, number>) => Map<string, number | null> {
  const keys = kpis.map((kpi) => kpiNameKey(kpi.name))
  const formulas = new Map<string, TFormula | null>()
  kpis.forEach((kpi, index) => {
    if (!kpi.formula?.trim()) return
    try {
      formulas.set(keys[index]!, parseFormula(kpi.formula))
    } catch {
      formulas.set(keys[index]!, null)
    }
  })
  const keyOfName = new Map<string, string>()
  return (entered) => {
    const result = new Map<string, number | null>()
    const resolving = new Set<string>()
    const valueOf = (name: string): number | null => {
      let key = keyOfName.get(name)
      if (key === undefined) keyOfName.set(name, (key = kpiNameKey(name)))
      if (result.has(key)) return result.get(key)!
      if (!formulas.has(key)) return entered.get(key) ?? null
      if (resolving.has(key)) return null // a cycle saved before the check: empty, never a loop
      resolving.add(key)
      const formula = formulas.get(key)
      const value = formula ? evaluateFormula(formula, valueOf) : null
      resolving.delete(key)
      result.set(key, value)
      return value
    }
    for (const key of keys) result.set(key, valueOf(key))
    return result
  }
}
