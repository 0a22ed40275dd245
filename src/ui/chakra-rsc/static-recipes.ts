// The recipe output of Chakra's components that server components draw (./components.tsx), for
// every combination of their variants, and the colour palettes: written once into the static
// stylesheet (src/ui/theme/chakra.css, scripts/generate-chakra-css.ts) instead of into every
// page. About 250 KB, 10 KB compressed, cached for good; a page then carries only the CSS of its
// own style props. The class names are the ones ./styles.tsx computes for the same input.

/** Recipes (createRecipeContext) and slot recipes of ./components.tsx and ./kit-style.tsx's users. */
export const STATIC_RECIPES = ['text', 'heading', 'badge', 'link', 'button', 'container', 'input', 'textarea', 'separator', 'icon', 'spinner'] as const
export const STATIC_SLOT_RECIPES = ['card', 'table', 'emptyState', 'dataList', 'stat', 'list', 'field', 'nativeSelect', 'avatar'] as const

/**
 * Fewer values where every combination would be large and most are never used (the big form
 * controls' extreme sizes): those combinations still work, their CSS goes into the page instead.
 */
const VARIANT_SUBSETS: Record<string, Record<string, string[]>> = {
  button: { size: ['xs', 'sm', 'md', 'lg'] },
  input: { size: ['sm', 'md', 'lg'] },
  textarea: { size: ['sm', 'md', 'lg'] },
  nativeSelect: { size: ['sm', 'md', 'lg'] },
  avatar: { size: ['xs', 'sm', 'md', 'lg'], variant: ['subtle', 'solid'], shape: ['full'] },
}

type TStyles = Record<string, unknown>
type TRecipeConfig = { defaultVariants?: Record<string, unknown> }
type TRecipeFn = ((props: Record<string, string>) => TStyles) & { variantMap: Record<string, string[]>; config?: TRecipeConfig }
type TSlotRecipeFn = ((props: Record<string, string>) => Record<string, TStyles>) & { variantMap: Record<string, string[]> }
type TSystemLike = {
  getRecipe: (key: string) => TRecipeConfig | undefined
  getSlotRecipe: (key: string) => TRecipeConfig | undefined
  getRecipeFn: (key: string) => unknown
  getSlotRecipeFn: (key: string) => unknown
  tokens: { colorPaletteMap: Map<string, unknown> }
}

/** Every combination of variant values; a variant without a default may also be left out (a boolean one, mostly). */
function combinations(key: string, variantMap: Record<string, string[]>, defaults: Record<string, unknown> = {}) {
  const subset = VARIANT_SUBSETS[key] ?? {}
  return Object.entries(variantMap).reduce<Array<Record<string, string>>>((all, [variant, values]) => {
    const options: Array<string | undefined> = [...(subset[variant] ?? values)]
    if (defaults[variant] === undefined) options.push(undefined)
    return all.flatMap((combo) => options.map((value) => (value === undefined ? combo : { ...combo, [variant]: value })))
  }, [{}])
}

/** Every style object to precompute: recipe output for each variant combination, and `colorPalette` for each palette. */
export function staticStyleInputs(system: TSystemLike): { recipes: TStyles[]; palettes: string[] } {
  const recipes: TStyles[] = []
  for (const key of STATIC_RECIPES) {
    const recipe = system.getRecipeFn(key) as TRecipeFn
    for (const combo of combinations(key, recipe.variantMap, system.getRecipe(key)?.defaultVariants)) recipes.push(recipe(combo))
  }
  for (const key of STATIC_SLOT_RECIPES) {
    const recipe = system.getSlotRecipeFn(key) as TSlotRecipeFn
    for (const combo of combinations(key, recipe.variantMap, system.getSlotRecipe(key)?.defaultVariants)) recipes.push(...Object.values(recipe(combo)))
  }
  return { recipes, palettes: [...system.tokens.colorPaletteMap.keys()] }
}
