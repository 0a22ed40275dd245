import type { ReactElement } from 'react'

import { cx, propStyleRefs, type TProps } from './factory'
import { createRecipeContext, createSlotRecipeContext } from './recipe-context'
import { css, styleElements, styleRef, type TStyleRef } from './styles'
import { getSystem } from './system'

export type TKitStyle = {
  /** Chakra's class names for these props (recipe class, its variant, the style props). */
  className: string
  /** Render these beside the element (React hoists them into <head>). */
  styles: Array<Promise<ReactElement>>
}

const recipes = new Map<string, ReturnType<typeof createRecipeContext>>()

/**
 * Chakra's styling for an element a client component draws itself (an island of the shells: a
 * menu button, the bell): what <Button {...props}> or <Box {...props}> would get, as a class name
 * computed on the server, so the island needs none of Chakra in the browser. `recipe` names the
 * component's recipe ('button', 'link', ...); variant props (size, variant) go with the rest.
 */
export function kitStyle(props: TProps & { recipe?: string }): TKitStyle {
  const { recipe: recipeKey, ...rest } = props
  const isValidProperty = getSystem().isValidProperty as (prop: string) => boolean
  const refs: Array<TStyleRef | null> = []
  let baseClass: string | undefined
  let styleProps = rest
  if (recipeKey) {
    let context = recipes.get(recipeKey)
    if (!context) recipes.set(recipeKey, (context = createRecipeContext({ key: recipeKey })))
    const result = context.useRecipeResult(rest)
    baseClass = result.className
    styleProps = result.props
    const recipe = result.recipe
    if (recipe) refs.push(styleRef(recipe.key === null ? null : `r0::${recipe.key}`, () => css({}, recipe.styles())))
  }
  const { css: cssStyles, ...propStyles } = Object.fromEntries(Object.entries(styleProps).filter(([key, value]) => value !== undefined && isValidProperty(key))) as TProps
  const userCss = (Array.isArray(cssStyles) ? cssStyles : [cssStyles]).filter(Boolean).flat()
  refs.push(...propStyleRefs(userCss, propStyles))
  return { className: cx(baseClass, ...refs.map((ref) => ref?.className)), styles: styleElements(refs) }
}

const slotRecipes = new Map<string, ReturnType<typeof createSlotRecipeContext>>()

/**
 * The same for the parts of a slot recipe ('avatar', 'drawer' ...): the class of each named slot
 * for these variant props, with `extra` style props per slot.
 */
export function kitSlotStyles<TSlot extends string>(recipeKey: string, variantProps: TProps, slots: Record<TSlot, TProps>): Record<TSlot, TKitStyle> {
  let context = slotRecipes.get(recipeKey)
  if (!context) slotRecipes.set(recipeKey, (context = createSlotRecipeContext({ key: recipeKey })))
  const slotContext = context.slotContext(variantProps)
  const out = {} as Record<TSlot, TKitStyle>
  for (const slot of Object.keys(slots) as TSlot[]) {
    const recipe = slotContext.recipeFor(slot)
    const recipeRef = styleRef(recipe.key === null ? null : `r0::${recipe.key}`, () => css({}, recipe.styles()))
    const own = kitStyle(slots[slot])
    out[slot] = { className: cx(slotContext.classNames[slot], recipeRef?.className, own.className), styles: [...styleElements([recipeRef]), ...own.styles] }
  }
  return out
}
