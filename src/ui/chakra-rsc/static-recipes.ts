// The recipe output of Chakra's components that server components draw (./components.tsx), for
// every combination of their variants, and the colour palettes: written once into the static
// stylesheet (src/ui/theme/chakra.css, scripts/generate-chakra-css.ts) instead of into every
// page. About 250 KB, 10 KB compressed, cached for good; a page then carries only the CSS of its
// own style props. The class names are the ones ./styles.tsx computes for the same input.

/** Recipes (createRecipeContext) and slot recipes of ./components.tsx and ./kit-style.tsx's users. */
export const STATIC_RECIPES = ['text', 'heading', 'badge', 'link', 'button', 'container', 'input', 'textarea', 'separator', 'icon'] as const
export const STATIC_SLOT_RECIPES = ['card', 'table', 'emptyState', 'dataList', 'stat', 'list', 'field', 'nativeSelect', 'avatar'] as const

type TStyles = Record<string, unknown>
type TRecipeFn = ((props: Record<string, string>) => TStyles) & { variantMap: Record<string, string[]> }
type TSlotRecipeFn = ((props: Record<string, string>) => Record<string, TStyles>) & { variantMap: Record<string, string[]> }
type TSystemLike = {
  getRecipeFn: (key: string) => unknown
  getSlotRecipeFn: (key: string) => unknown
  tokens: { colorPaletteMap: Map<string, unknown> }
}

const combinations = (variantMap: Record<string, string[]>) =>
  Object.entries(variantMap).reduce<Array<Record<string, string>>>((all, [key, values]) => all.flatMap((combo) => values.map((value) => ({ ...combo, [key]: value }))), [{}])

/** Every style object to precompute: recipe output for each variant combination, and `colorPalette` for each palette. */
export function staticStyleInputs(system: TSystemLike): { recipes: TStyles[]; palettes: string[] } {
  const recipes: TStyles[] = []
  for (const key of STATIC_RECIPES) {
    const recipe = system.getRecipeFn(key) as TRecipeFn
    for (const combo of combinations(recipe.variantMap)) recipes.push(recipe(combo))
  }
  for (const key of STATIC_SLOT_RECIPES) {
    const recipe = system.getSlotRecipeFn(key) as TSlotRecipeFn
    for (const combo of combinations(recipe.variantMap)) recipes.push(...Object.values(recipe(combo)))
  }
  return { recipes, palettes: [...system.tokens.colorPaletteMap.keys()] }
}
