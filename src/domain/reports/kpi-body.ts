import { z } from 'zod'

import { zOptionalText, zRelationId } from '@/domain/values'

import { KPI_UNITS, QUARTER_PATTERN } from './kpis'

/** A KPI as the REST API takes it (POST/PATCH /api/kpis); the formula's references are checked by the collection against the tenant's KPIs. */
export const ZKpiBody = z.object({
  name: z.string('Enter a name').trim().min(1, 'Enter a name').max(80, 'Use at most 80 characters').refine((name) => !/[{}]/.test(name), 'A KPI name cannot contain { or }'),
  category: zRelationId('Choose a KPI category').nullish(),
  unit: z.enum(KPI_UNITS, 'Choose money, number or percentage'),
  higherIsBetter: z.boolean().default(true),
  formula: zOptionalText(500),
  description: zOptionalText(500),
  position: z.number('Enter a whole number').int('Enter a whole number').min(0).max(10_000).nullish(),
})

/** One KPI value (POST /api/reports/kpi-values): a company, a KPI, a quarter and the value in the KPI's unit (money in major units, e.g. "1250.50"). */
export const ZKpiValueBody = z.object({
  company: zRelationId('Choose a company'),
  kpi: zRelationId('Choose a KPI'),
  period: z.string('Enter a quarter, e.g. 2025-Q3').trim().regex(QUARTER_PATTERN, 'Enter a quarter, e.g. 2025-Q3'),
  value: z.union([z.string(), z.number()], 'Enter a value').nullable(),
})
