import { colord, extend } from 'colord'
import a11yPlugin from 'colord/plugins/a11y'

import type { TThemeColorKey, TThemeColors } from './defaults'

extend([a11yPlugin])

// The theme's text/background pairs (issue 12 §5): WCAG 2.x AA asks 4.5:1 for normal text. These
// are the pairs the shells and screens actually draw (src/ui/theme/theme-config.ts): page text on
// the page background, white on the primary (navigation, headers), and white on the accent as
// buttons show it (85% accent, 15% black). Checked in the branding form and again by the server.

export const WCAG_AA_NORMAL_TEXT = 4.5

type TPair = { label: string; foreground: TThemeColorKey | 'white'; background: TThemeColorKey; blame: TThemeColorKey[] }

export const CONTRAST_PAIRS: readonly TPair[] = [
  { label: 'Page text on the page background', foreground: 'text', background: 'background', blame: ['text', 'background'] },
  { label: 'White navigation text on the primary colour', foreground: 'white', background: 'primary', blame: ['primary'] },
  { label: 'White button text on the accent colour', foreground: 'white', background: 'accent', blame: ['accent'] },
]

/** The accent as buttons draw it: color-mix(in srgb, accent 85%, black). */
function asDrawn(key: TThemeColorKey, hex: string): string {
  if (key !== 'accent') return hex
  const { r, g, b } = colord(hex).toRgb()
  return colord({ r: Math.round(r * 0.85), g: Math.round(g * 0.85), b: Math.round(b * 0.85) }).toHex()
}

/** The contrast ratio of two colours (1 to 21), rounded down to two decimals so 4.499 never passes as 4.5. */
export function contrastRatio(foreground: string, background: string): number {
  return Math.floor(colord(foreground).contrast(background) * 100) / 100
}

export type TContrastCheck = { label: string; ratio: number; passes: boolean; blame: TThemeColorKey[] }

/** Every pair of the theme with its ratio. */
export function contrastChecks(colors: TThemeColors): TContrastCheck[] {
  return CONTRAST_PAIRS.map((pair) => {
    const foreground = pair.foreground === 'white' ? '#ffffff' : asDrawn(pair.foreground, colors[pair.foreground])
    const ratio = contrastRatio(foreground, asDrawn(pair.background, colors[pair.background]))
    return { label: pair.label, ratio, passes: ratio >= WCAG_AA_NORMAL_TEXT, blame: pair.blame }
  })
}

/** The pairs under AA as field errors on the colours to blame (`{ text: ['…'] }`); empty when all pass. */
export function contrastErrors(colors: TThemeColors): Partial<Record<TThemeColorKey, string[]>> {
  const errors: Partial<Record<TThemeColorKey, string[]>> = {}
  for (const check of contrastChecks(colors)) {
    if (check.passes) continue
    const message = `${check.label} has a contrast of ${check.ratio.toFixed(2)}:1; WCAG AA needs at least ${WCAG_AA_NORMAL_TEXT}:1.`
    for (const key of check.blame) (errors[key] ??= []).push(message)
  }
  return errors
}
