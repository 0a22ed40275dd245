import type { CSSProperties } from 'react'

import { THEME_COLOR_KEYS, THEME_COLOR_PATTERN, type TThemeColors } from '@/tenancy/defaults'

/** The tenant's colours (colorsOf: known keys, hex values) as CSS variables for <html style>. */
export function tenantCssVariables(colors: TThemeColors): CSSProperties {
  return Object.fromEntries(THEME_COLOR_KEYS.filter((key) => THEME_COLOR_PATTERN.test(colors[key])).map((key) => [`--tenant-${key}`, colors[key]])) as CSSProperties
}
