import { z } from 'zod'

import { PORTFOLIO_SETTINGS, SETTING_CHOICES, type TPortfolioSetting } from './portfolio-columns'

// The body of a portfolio setting (issue 12 §5 investor/portfolio and portfolio-stats): the keys the
// portal shows, in order. Each key must be one of the setting's catalogue, once; at least one.

export const zPortfolioSetting = z.enum(PORTFOLIO_SETTINGS)

export const portfolioSettingBody = (setting: TPortfolioSetting) =>
  z.object({
    columns: z
      .array(z.string().max(40), { error: 'Choose the columns to show' })
      .min(1, { error: setting === 'stats' ? 'Choose at least one figure to show' : 'Choose at least one column to show' })
      .max(SETTING_CHOICES[setting].length)
      .superRefine((keys, ctx) => {
        keys.forEach((key, index) => {
          if (!SETTING_CHOICES[setting].includes(key)) ctx.addIssue({ code: 'custom', path: [index], message: `“${key}” is not a column of this table` })
          else if (keys.indexOf(key) !== index) ctx.addIssue({ code: 'custom', path: [index], message: `“${key}” is chosen twice` })
        })
      }),
    title: z.string().trim().max(80, { error: 'Keep the heading to 80 characters' }).optional(),
  })

/** The stored row (the collection validates with it). */
export const ZPortfolioTableRow = z.object({ table: zPortfolioSetting, columns: z.unknown() }).superRefine((row, ctx) => {
  const parsed = portfolioSettingBody(row.table).safeParse({ columns: row.columns })
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['columns'], message: issue.message })
})
