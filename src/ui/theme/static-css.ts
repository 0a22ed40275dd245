import { serializeStyles } from '@emotion/serialize'

import { toStyleRef, type TStyleObject } from '@/ui/chakra-rsc/serialize'
import { staticStyleInputs } from '@/ui/chakra-rsc/static-recipes'
import { staticStyleRefs } from '@/ui/chakra-rsc/static-styles'
import { LAYOUT_STATIC_STYLES } from '@/ui/layout/layout-styles'
import { LIST_SCREEN_STATIC_STYLES } from '@/ui/resource/list-screen-styles'
import { SHELL_STATIC_STYLES } from '@/ui/shell/shell-styles'

import { createEmotionCache } from './emotion'
import { system } from './system'

/**
 * The part of Chakra's CSS that is the same on every page and for every tenant, served as one
 * cached stylesheet (scripts/generate-chakra-css.ts writes it to src/ui/theme/chakra.css, which
 * the root layout imports) instead of being written into every response:
 * - the cascade layers' order, the reset (preflight), the global styles and keyframes, and every
 *   token as a CSS variable (tenant colours are variables of their own, set on <html>): what
 *   ChakraProvider would have Emotion write (about 50 KB);
 * - the recipe output of the components server components draw, for every variant, and the colour
 *   palettes (src/ui/chakra-rsc/static-recipes.ts), under the class names those get;
 * - the style props of the shells, page frames and the kit's list screen (shell-styles.ts,
 *   layout-styles.ts, list-screen-styles.ts).
 * `classes` lists the latter, for the server components to leave out of pages.
 */
export function chakraStaticCss(): { css: string; classes: Record<string, string> } {
  const cache = createEmotionCache()
  // Outside a browser Emotion's insert returns the rules instead of writing them to a sheet.
  const global = cache.insert('', serializeStyles([system._global as never]), cache.sheet, false) as unknown as string
  const css = system.css as unknown as (...styles: unknown[]) => TStyleObject
  const inputs = staticStyleInputs(system as never)
  const rules = new Map<string, string>()
  for (const styles of [...inputs.recipes.map((recipe) => css({}, recipe)), ...inputs.palettes.map((palette) => css({ colorPalette: palette }))]) {
    const ref = toStyleRef(styles)
    if (ref && !rules.has(ref.name)) rules.set(ref.name, ref.rules)
  }
  // The style props every page's frame uses (shells, page header, error page).
  for (const ref of staticStyleRefs([...SHELL_STATIC_STYLES, ...LAYOUT_STATIC_STYLES, ...LIST_SCREEN_STATIC_STYLES])) if (!rules.has(ref.name)) rules.set(ref.name, ref.rules)
  // Short names in order of Emotion's names: stable from one generation to the next while the set stays.
  const names = [...rules.keys()].sort()
  const classes = Object.fromEntries(names.map((name, index) => [name, `k${index.toString(36)}`]))
  const renamed = names.map((name) => rules.get(name)!.replaceAll(new RegExp(`\\.${name}(?![\\w-])`, 'g'), `.${classes[name]}`))
  return { css: `${system.layers.atRule}\n${global}\n${renamed.join('')}\n`, classes }
}
