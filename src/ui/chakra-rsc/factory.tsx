import isPropValid from '@emotion/is-prop-valid'
import { Children, cloneElement, createElement, Fragment, isValidElement, type ElementType, type ReactElement, type ReactNode } from 'react'

import { css, keyOf, mayNeedStyles, styleElements, styleRef, type TStyleObject, type TStyleRef } from './styles'
import { getSystem } from './system'

// Chakra's styled factory (chakra('div'), chakra.a, chakra(Component, recipe)) for server
// components, following @chakra-ui/react/dist/esm/styled-system/factory.js and
// use-resolved-props.js step by step: the same props reach the element, the same style object
// is built. The one difference: recipe output (always inside `@layer recipes`) gets a class of its
// own, shared by every element of that recipe and variant, and the rest (unlayered style props)
// another; the cascade is unchanged, since unlayered rules beat layered ones either way.

export type TProps = Record<string, unknown> & { children?: ReactNode }

type TCva = ((props: TProps) => TStyleObject) & { variantKeys: string[]; __cva__: true; config: unknown }

export type TStyledOptions = {
  defaultProps?: TProps
  forwardProps?: string[]
  shouldForwardProp?: (prop: string, variantKeys?: string[]) => boolean
  /** The wrapped component handles asChild itself (Ark parts). */
  forwardAsChild?: boolean
}

/** Internal prop: recipe output a recipe component hands to the factory (never forwarded). */
export const RECIPE_STYLES = '__kitRecipe'

/** The recipe output and what identifies it (recipe key, slot and variant props; null: do not remember). */
export type TRecipeStyles = { key: string | null; styles: () => TStyleObject }

const compact = (object: TProps): TProps => {
  const clone: TProps = {}
  for (const key in object) if (object[key] !== undefined) clone[key] = object[key]
  return clone
}

export const cx = (...names: unknown[]): string =>
  names
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.trim())
    .filter(Boolean)
    .join(' ')

// Chakra's semantic class names (chakra-button, chakra-table__cell ...) style nothing here: its CSS
// selects by the style classes, and reads only these few by name (the theme root, the link box's
// overlay, the slider's marker label). The rest are left out of server-rendered elements: ~20 bytes
// an element in the markup and again in the RSC payload (issue 9: a list page of 50 rows in 60 KB).
const SELECTED_NAMES = new Set(['chakra-theme', 'chakra-linkbox', 'chakra-linkbox__overlay', 'chakra-slider__markerLabel'])

/** A class list without the semantic names no selector reads (see SELECTED_NAMES). */
export const styledClassName = (className: string): string =>
  className.includes('chakra-')
    ? className
        .split(' ')
        .filter((name) => !name.startsWith('chakra-') || SELECTED_NAMES.has(name))
        .join(' ')
    : className

const eventRegex = /^on[A-Z]/

/** Chakra's mergeProps (merge-props.js): later wins, class names join, styles merge. */
export function mergeProps(...args: Array<TProps | undefined>): TProps {
  let result: TProps = {}
  for (const props of args) {
    if (!props) continue
    for (const key in result) {
      if (eventRegex.test(key) && typeof result[key] === 'function' && typeof props[key] === 'function') continue
      if (key === 'className' || key === 'class') {
        result[key] = [result[key], props[key]].map((name) => (typeof name === 'string' ? name.trim() : name)).filter(Boolean).join(' ')
        continue
      }
      if (key === 'style') {
        result[key] = Object.assign({}, result[key] ?? {}, props[key] ?? {})
        continue
      }
      result[key] = props[key] !== undefined ? props[key] : result[key]
    }
    for (const key in props) if (result[key] === undefined) result[key] = props[key]
    result = { ...result }
  }
  return result
}

const HTML_PROPS = new Set(['htmlWidth', 'htmlHeight', 'htmlSize', 'htmlTranslate'])

// SVG attributes Chakra forwards although they are also style properties (factory.js).
const EXCEPTION_PROPS: Record<string, string[]> = {
  path: ['d'],
  text: ['x', 'y'],
  circle: ['cx', 'cy', 'r'],
  rect: ['width', 'height', 'x', 'y', 'rx', 'ry'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  g: ['transform'],
  stop: ['offset', 'stopOpacity'],
}

const isValidProperty = (prop: string) => (getSystem().isValidProperty as (prop: string) => boolean)(prop)
const toArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]).filter(Boolean).flat()
const cvaOf = (config: unknown): TCva => ((config as TCva)?.__cva__ ? (config as TCva) : (getSystem().cva as unknown as (config: unknown) => TCva)(config ?? {}))

export type TServerComponent = ((props: TProps) => ReactNode) & { __kit?: { slotKey?: string; slot?: string; root?: boolean } }

/** Every component of the kit (static-styles.ts follows them when it expands an element). */
export const KIT_COMPONENTS = new WeakSet<object>()

/**
 * A server component rendering `tag` with Chakra's styling. `cvaConfig` is the component's own
 * recipe (chakra('div', { base: ... })); recipe-context components pass their recipe's output as
 * the RECIPE_STYLES prop instead.
 */
export function serverStyled(tag: ElementType, cvaConfig: unknown = {}, options: TStyledOptions = {}): TServerComponent {
  const opts = { ...options }
  if (typeof tag === 'string' && Object.hasOwn(EXCEPTION_PROPS, tag)) opts.forwardProps = [...new Set([...(opts.forwardProps ?? []), ...EXCEPTION_PROPS[tag]])]
  // Built on first render: the system is (src/ui/chakra-rsc/system.ts).
  let prepared: { cvaFn: TCva; variantKeys: string[]; shouldForwardProp: (prop: string) => boolean; shouldUseAs: boolean; hasOwnRecipe: boolean } | null = null
  const prepare = () => {
    const cvaFn = cvaOf(cvaConfig)
    const variantKeys = cvaFn.variantKeys
    let shouldForwardProp: (prop: string) => boolean
    if (opts.shouldForwardProp) {
      const custom = opts.shouldForwardProp
      shouldForwardProp = (prop) => custom(prop, variantKeys)
    } else if (opts.forwardProps) {
      const forwardProps = opts.forwardProps
      shouldForwardProp = (prop) => forwardProps.includes(prop) || (!variantKeys.includes(prop) && !isValidProperty(prop))
    } else {
      const emotionForwards = typeof tag === 'string' && tag.charCodeAt(0) > 96 ? (prop: string) => isPropValid(prop) : (prop: string) => prop !== 'theme'
      shouldForwardProp = (prop) => emotionForwards(prop) && !variantKeys.includes(prop) && !isValidProperty(prop)
    }
    const hasOwnRecipe = variantKeys.length > 0 || Object.keys((cvaFn.config as { base?: object })?.base ?? {}).length > 0
    return { cvaFn, variantKeys, shouldForwardProp, shouldUseAs: !shouldForwardProp('as'), hasOwnRecipe }
  }
  const forwardAsChild = opts.forwardAsChild || opts.forwardProps?.includes('asChild')

  // What each prop is, by name (the answer never changes for a component): forwarded to the
  // element, a variant of the component's own recipe, a style prop, or dropped.
  const kinds = new Map<string, 'forward' | 'variant' | 'style' | 'drop'>()
  const kindOf = (prop: string) => {
    let kind = kinds.get(prop)
    if (kind === undefined) {
      const { shouldForwardProp, variantKeys } = prepared!
      kind = shouldForwardProp(prop) ? 'forward' : variantKeys.includes(prop) ? 'variant' : isValidProperty(prop) ? 'style' : 'drop'
      kinds.set(prop, kind)
    }
    return kind
  }

  const Styled: TServerComponent = (inProps) => {
    prepared ??= prepare()
    const { cvaFn, variantKeys, shouldUseAs, hasOwnRecipe } = prepared
    const { [RECIPE_STYLES]: recipe, ...ownProps } = inProps as TProps & { [RECIPE_STYLES]?: TRecipeStyles }
    const props = Object.assign({}, opts.defaultProps, compact(ownProps)) as TProps
    // One pass over the props, as use-resolved-props.js splits them.
    const cvaInput: TProps = {}
    const propStyles: TProps = {}
    let cssStyles: unknown
    for (const prop in props) {
      if (prop === 'children') continue
      const kind = kindOf(prop)
      if (kind === 'variant') cvaInput[prop] = props[prop]
      else if (kind === 'style') {
        if (prop === 'css') cssStyles = props[prop]
        else propStyles[prop] = props[prop]
      }
    }
    if (!variantKeys.includes('colorPalette')) cvaInput.colorPalette = props.colorPalette
    if (!variantKeys.includes('orientation')) cvaInput.orientation = props.orientation
    const children = props.children

    const refs: Array<TStyleRef | null> = []
    // The layered part: this component's own recipe and the recipe output handed in.
    if (hasOwnRecipe || recipe) {
      const ownKey = hasOwnRecipe ? keyOf(cvaInput) : ''
      const key = ownKey === null || (recipe && recipe.key === null) ? null : `r${cvaKeyOf(cvaFn)}:${ownKey}:${recipe?.key ?? ''}`
      refs.push(styleRef(key, () => css(hasOwnRecipe ? cvaFn(cvaInput) : {}, recipe ? recipe.styles() : {})))
    }
    // The unlayered part: css prop and style props.
    refs.push(...propStyleRefs(toArray(cssStyles), propStyles))

    const className = styledClassName(cx(typeof props.className === 'string' ? props.className : undefined, ...refs.map((ref) => ref?.className)))
    let FinalTag: ElementType = (shouldUseAs && (props.as as ElementType)) || tag
    let finalProps: TProps = {}
    for (const prop in props) {
      if (shouldUseAs && prop === 'as') continue
      if (HTML_PROPS.has(prop)) {
        finalProps[prop.replace('html', '').toLowerCase()] = props[prop]
        continue
      }
      if (prop === 'children' || prop === 'className') continue
      // An undefined prop renders nothing, but the RSC payload would still spell it out ("$undefined").
      if (kindOf(prop) === 'forward' && props[prop] !== undefined) finalProps[prop] = props[prop]
    }
    if (className) finalProps.className = className
    if (children !== undefined) finalProps.children = children

    if (props.asChild && !forwardAsChild) {
      const child = isValidElement(children) ? (Children.only(children) as ReactElement<TProps>) : (Children.toArray(children).find(isValidElement) as ReactElement<TProps> | undefined)
      if (!child) throw new Error('[chakra-ui > factory] No valid child found')
      FinalTag = child.type as ElementType
      finalProps.children = null
      delete finalProps.asChild
      finalProps = mergeProps(finalProps, child.props)
    }
    const element = createElement(FinalTag, finalProps as never)
    // With only the static stylesheet's classes (or none) there is never CSS to send: the element
    // alone, on every request. Otherwise always the same shape, [styles, element]: a full load sends
    // the styles with the document (none here) and a refresh or navigation sends them here, and a
    // shape that changed between the two would make React remount everything below (client
    // components would lose their state).
    if (!mayNeedStyles(refs)) return element
    return createElement(Fragment, null, styleElements(refs), element)
  }
  KIT_COMPONENTS.add(Styled)
  return Styled
}

/**
 * Classes for the css prop and style props. A plain `colorPalette` gets a class of its own (it only
 * sets variables, so nothing else on the element competes with it): one per palette, all in the
 * static stylesheet (static-recipes.ts).
 */
export function propStyleRefs(userCss: unknown[], propStyles: TProps): Array<TStyleRef | null> {
  const refs: Array<TStyleRef | null> = []
  let rest = propStyles
  if (typeof propStyles.colorPalette === 'string') {
    const { colorPalette, ...others } = propStyles
    rest = others
    refs.push(styleRef(`c${colorPalette}`, () => css({ colorPalette })))
  }
  if (userCss.length || Object.keys(rest).length) {
    const key = keyOf([userCss, rest])
    refs.push(styleRef(key === null ? null : `p${key}`, () => css(...userCss, rest)))
  }
  return refs
}

// The cva functions of components are module-level singletons: a counter tells them apart in keys.
const cvaIds = new WeakMap<object, number>()
let lastCvaId = 0
function cvaKeyOf(cvaFn: object): number {
  let id = cvaIds.get(cvaFn)
  if (id === undefined) cvaIds.set(cvaFn, (id = ++lastCvaId))
  return id
}

/** Clone an element adding props (keeps its key). */
export const withProps = (element: ReactElement<TProps>, props: TProps) => cloneElement(element, props)

type TChakraFactory = typeof serverStyled & Record<string, TServerComponent>

const byTag = new Map<string, TServerComponent>()

/** `chakra('div', recipe)` and `chakra.div` on the server. */
export const chakra = new Proxy(serverStyled, {
  get(target, prop: string) {
    if (prop in target) return (target as unknown as Record<string, unknown>)[prop]
    let component = byTag.get(prop)
    if (!component) byTag.set(prop, (component = serverStyled(prop as ElementType)))
    return component
  },
}) as TChakraFactory
