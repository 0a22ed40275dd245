import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'

import { cx, KIT_COMPONENTS, propStyleRefs, styledClassName, type TProps } from './factory'
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
  return { className: styledClassName(cx(baseClass, ...refs.map((ref) => ref?.className))), styles: styleElements(refs) }
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
    out[slot] = { className: styledClassName(cx(slotContext.classNames[slot], recipeRef?.className, own.className)), styles: [...styleElements([recipeRef]), ...own.styles] }
  }
  return out
}

/** An element's look as a client component draws it: Chakra's classes, and what Chakra puts inside it (an icon, a spinner). */
export type TLook = { className: string; content?: ReactNode }

/**
 * Chakra's look for the elements a client component draws itself (an island's form, button,
 * select), declared as the Chakra JSX it stands for, with the same props: `tree` is rendered here
 * on the server the way ./components.tsx renders it (roots hand their variants to their parts), and
 * every element marked `data-look="name"` gives the class names of the element it renders to and,
 * when nothing inside it is marked, its content (a select's chevron, a button's spinner) as
 * server-rendered nodes. The client component adds the attributes and the state (ids, aria,
 * data-invalid ...). Render `styles` beside it. No hooks run here: a marked field root is read
 * as the kit styled it, before Ark's part would take its ids.
 */
export function kitLooks<K extends string>(tree: ReactNode): { looks: Record<K, TLook>; styles: TKitStyle['styles'] } {
  const looks = {} as Record<K, TLook>
  const styles = new Set<Promise<ReactElement>>()
  const walk = (node: unknown, depth: number): void => {
    if (depth > 100) throw new Error('kitLooks: the tree is too deep')
    if (Array.isArray(node)) return node.forEach((child) => walk(child, depth + 1))
    if (node instanceof Promise) return void styles.add(node as Promise<ReactElement>)
    if (!isValidElement(node)) return
    const { type, props } = node as ReactElement<TProps>
    if (type === Fragment) return walk(props.children, depth + 1)
    const name = props['data-look']
    // A kit component renders on; an element the kit styled for an Ark part (a field's root, which
    // takes ids from useId) already carries its classes: it is read as it is.
    if (typeof type === 'function' && (KIT_COMPONENTS.has(type) || typeof name !== 'string')) return walk((type as (props: TProps) => unknown)(props), depth + 1)
    if (typeof type !== 'string' && typeof type !== 'function') return
    const before = Object.keys(looks).length
    walk(props.children, depth + 1)
    if (typeof name !== 'string') return
    // Content only for an element with no marked element inside (else the client draws what is inside).
    const leaf = Object.keys(looks).length === before
    looks[name as K] = leaf && props.children !== undefined ? { className: cx(props.className), content: props.children } : { className: cx(props.className) }
  }
  walk(tree, 0)
  return { looks, styles: [...styles] }
}
