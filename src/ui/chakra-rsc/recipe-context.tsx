import { cloneElement, isValidElement, type ElementType, type ReactElement, type ReactNode } from 'react'

import { cx, KIT_COMPONENTS, mergeProps, RECIPE_STYLES, serverStyled, type TProps, type TRecipeStyles, type TServerComponent, type TStyledOptions } from './factory'
import { keyOf, type TStyleObject } from './styles'
import { getSystem } from './system'

// Chakra's createRecipeContext and createSlotRecipeContext (styled-system/create-*-context.js)
// for server components. Server components have no React context, so a slot recipe's root hands
// its variant's styles to its parts by adding them as a prop to every part of its recipe in the
// JSX it was given (children, their children, ...), which is how Chakra's parts are written
// (<Table.Root><Table.Body><Table.Row>...). A part the root cannot see (inside a component of
// your own, rendered by the root's child) gets the recipe's default variants instead.

type TRecipeFn = ((props: TProps) => TStyleObject) & { className?: string; splitVariantProps: (props: TProps) => [TProps, TProps] }
type TSlotRecipeFn = ((props: TProps) => Record<string, TStyleObject>) & { classNameMap: Record<string, string>; splitVariantProps: (props: TProps) => [TProps, TProps] }

const getRecipeFn = (key: string) => (getSystem().getRecipeFn as (key: string) => TRecipeFn)(key)
const getSlotRecipeFn = (key: string) => (getSystem().getSlotRecipeFn as (key: string) => TSlotRecipeFn)(key)

export function createRecipeContext({ key }: { key: string }) {
  function useRecipeResult(props: TProps): { recipe: TRecipeStyles | undefined; className: string | undefined; props: TProps } {
    const { unstyled, ...rest } = props
    const recipe = getRecipeFn(key)
    const [variantProps, otherProps] = recipe.splitVariantProps(rest)
    const variantKey = keyOf(variantProps)
    return {
      recipe: unstyled ? undefined : { key: variantKey === null ? null : `${key}:${variantKey}`, styles: () => recipe(variantProps) },
      className: recipe.className,
      props: otherProps,
    }
  }
  const withContext = (Component: ElementType, options?: TStyledOptions): TServerComponent => {
    const Super = serverStyled(Component, {}, options)
    const RecipeComponent: TServerComponent = (props) => {
      const { recipe, className, props: localProps } = useRecipeResult(props)
      return <Super {...localProps} {...{ [RECIPE_STYLES]: recipe }} className={cx(className, props.className)} />
    }
    KIT_COMPONENTS.add(RecipeComponent)
    return RecipeComponent
  }
  return { useRecipeResult, withContext }
}

export const SLOT_CONTEXT = '__kitSlots'

export type TSlotContext = {
  key: string
  classNames: Record<string, string>
  recipeFor: (slot: string) => TRecipeStyles
}

function slotContext(key: string, variantProps: TProps): TSlotContext {
  const recipe = getSlotRecipeFn(key)
  const variantKey = keyOf(variantProps)
  let styles: Record<string, TStyleObject> | undefined
  return {
    key,
    classNames: recipe.classNameMap,
    recipeFor: (slot) => ({ key: variantKey === null ? null : `${key}.${slot}:${variantKey}`, styles: () => (styles ??= recipe(variantProps))[slot] ?? {} }),
  }
}

const kitOf = (type: unknown) => (typeof type === 'function' ? (type as TServerComponent).__kit : undefined)

/** Adds the slot context to every part of recipe `ctx.key` in `node`, down to nested roots of it. */
export function provideSlots(node: ReactNode, ctx: TSlotContext): ReactNode {
  if (Array.isArray(node)) {
    let changed = false
    const mapped = node.map((child: ReactNode) => {
      const next = provideSlots(child, ctx)
      if (next !== child) changed = true
      return next
    })
    return changed ? mapped : node
  }
  if (!isValidElement(node)) return node
  const element = node as ReactElement<TProps>
  const kit = kitOf(element.type)
  if (kit?.slotKey === ctx.key && kit.root) return element
  const children = element.props.children
  const innerChildren = children === undefined ? children : provideSlots(children, ctx)
  const isPart = kit?.slotKey === ctx.key
  if (!isPart && innerChildren === children) return element
  const extra: TProps = isPart ? { [SLOT_CONTEXT]: ctx } : {}
  return cloneElement(element, innerChildren === children ? extra : { ...extra, children: innerChildren })
}

export function createSlotRecipeContext({ key }: { key: string }) {
  function useRecipeResult(props: TProps): { ctx: TSlotContext | null; props: TProps } {
    const { unstyled, ...rest } = props
    const [variantProps, otherProps] = getSlotRecipeFn(key).splitVariantProps(rest)
    return { ctx: unstyled ? null : slotContext(key, variantProps), props: otherProps }
  }

  type TProviderOptions = TStyledOptions & { wrapElement?: (element: ReactElement, props: TProps) => ReactElement }

  /** The root: computes the variant's slot styles and hands them to its parts. */
  const withProvider = (Component: ElementType, slot: string, options: TProviderOptions = {}): TServerComponent => {
    const { defaultProps, wrapElement, ...rest } = options
    const Super = serverStyled(Component, {}, rest)
    const Root: TServerComponent = (inProps) => {
      const props = mergeProps(defaultProps ?? {}, inProps)
      const { ctx, props: rootProps } = useRecipeResult(props)
      const context = ctx ?? slotContext(key, {})
      const element = (
        <Super
          {...rootProps}
          {...{ [RECIPE_STYLES]: ctx ? ctx.recipeFor(slot) : undefined }}
          className={cx(props.className, context.classNames[slot])}
        >
          {provideSlots(rootProps.children, ctx ?? unstyledContext(key))}
        </Super>
      )
      return wrapElement?.(element, props) ?? element
    }
    Root.__kit = { slotKey: key, slot, root: true }
    KIT_COMPONENTS.add(Root)
    return Root
  }

  /** A part: styled by the context its root added, else by the recipe's defaults. */
  const withContext = (Component: ElementType, slot: string | null, options?: TStyledOptions): TServerComponent => {
    const Super = serverStyled(Component, {}, options)
    const Part: TServerComponent = (props) => {
      const { unstyled, [SLOT_CONTEXT]: given, ...rest } = props as TProps & { [SLOT_CONTEXT]?: TSlotContext }
      const ctx = given ?? slotContext(key, {})
      return <Super {...rest} {...{ [RECIPE_STYLES]: !unstyled && slot ? ctx.recipeFor(slot) : undefined }} className={cx(props.className, slot ? ctx.classNames[slot] : undefined)} />
    }
    Part.__kit = { slotKey: key, slot: slot ?? undefined }
    KIT_COMPONENTS.add(Part)
    return Part
  }

  return { useRecipeResult, withProvider, withContext, slotContext: (props: TProps) => slotContext(key, getSlotRecipeFn(key).splitVariantProps(props)[0]) }
}

/** Parts under an `unstyled` root get no recipe styles, as in Chakra (empty slot styles). */
function unstyledContext(key: string): TSlotContext {
  const recipe = getSlotRecipeFn(key)
  return { key, classNames: recipe.classNameMap, recipeFor: () => ({ key: 'unstyled', styles: () => ({}) }) }
}
