import { z } from 'zod'

import { BRANDING_TEXT_MAX, PAGE_TITLE_MAX, TERMS_TEXT_MAX } from './branding-input-limits'
import { THEME_COLOR_KEYS, THEME_COLOR_PATTERN, type TThemeColorKey } from './defaults'
import { isTerminologyKey, termMaxLength } from './terminology-groups'

// The body of POST /api/branding (spec 7; issue 12 §5): every theme field a tenant's staff may set.
// Each is optional (a form sends its own fields only); '' or null clears a field back to its default.

// Known keys only: a key becomes a CSS variable name (issue 8, finding 12). An unknown key is the
// whole field's error ('colors'); a bad value its own ('colors.text').
const ZThemeColors = z
  .record(z.string(), z.unknown())
  .superRefine((colors, ctx) => {
    for (const [key, value] of Object.entries(colors)) {
      if (!(THEME_COLOR_KEYS as string[]).includes(key)) ctx.addIssue({ code: 'custom', message: `Unknown colour: use ${THEME_COLOR_KEYS.join(', ')}`, path: [] })
      else if (typeof value !== 'string' || !THEME_COLOR_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: 'Use a colour like #1f6feb', path: [key] })
    }
  })
  .transform((colors) => colors as Partial<Record<TThemeColorKey, string>>)

/** An object, or (spec 7: the theme form posts a JSON string) its JSON text; the inner schema's errors keep their paths. */
const jsonObject = <T extends z.ZodType>(inner: T) =>
  z.union([
    inner,
    z.string().transform((text, ctx) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be a JSON object' })
        return z.NEVER
      }
      const result = inner.safeParse(parsed)
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] })
        return z.NEVER
      }
      return result.data as z.infer<T>
    }),
  ])

/** Labels by key: known keys only, each trimmed and not too long; '' puts the default back. */
const ZNavigation = z.record(z.string(), z.string()).superRefine((words, ctx) => {
  for (const [key, value] of Object.entries(words)) {
    if (!isTerminologyKey(key)) ctx.addIssue({ code: 'custom', message: 'Not a label that can be renamed', path: [key] })
    else if (value.trim().length > termMaxLength(key)) ctx.addIssue({ code: 'custom', message: `Use at most ${termMaxLength(key)} characters`, path: [key] })
  }
})

/** '' and null clear; anything else is trimmed text up to `max`. */
const clearableText = (max: number, tooLong: string) =>
  z
    .union([z.string(), z.null()])
    .transform((value) => (value === null ? null : value.trim() || null))
    .refine((value) => value === null || value.length <= max, tooLong)

/** An uploaded image's id (POST /api/images/upload), or ''/null to remove it. */
const ZImageRef = z
  .union([z.number(), z.string(), z.null()])
  .transform((value, ctx) => {
    if (value === null || value === '') return null
    const id = Number(value)
    if (!Number.isSafeInteger(id) || id <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Upload an image first' })
      return z.NEVER
    }
    return id
  })

export const ZBrandingInput = z.object({
  _method: z.enum(['PATCH', 'POST', 'patch', 'post']).optional(),
  colors: jsonObject(ZThemeColors).optional(),
  navigation: jsonObject(ZNavigation).optional(),
  pageTitle: clearableText(PAGE_TITLE_MAX, `Use at most ${PAGE_TITLE_MAX} characters`).optional(),
  logo: ZImageRef.optional(),
  logo_alt: ZImageRef.optional(),
  logoLight: ZImageRef.optional(),
  favicon: ZImageRef.optional(),
  terms_format: z.enum(['url', 'text'], 'Choose text or an address').optional(),
  terms_text: clearableText(TERMS_TEXT_MAX, `Use at most ${TERMS_TEXT_MAX} characters`).optional(),
  risk_warning_text: clearableText(BRANDING_TEXT_MAX, `Use at most ${BRANDING_TEXT_MAX} characters`).optional(),
  market_sounding_description: clearableText(BRANDING_TEXT_MAX, `Use at most ${BRANDING_TEXT_MAX} characters`).optional(),
})

export type TBrandingInput = z.infer<typeof ZBrandingInput>
