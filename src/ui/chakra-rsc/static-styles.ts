import { isValidElement, type ReactElement } from 'react'

import { Button, IconButton } from './buttons'
import * as Kit from './components'
import { KIT_COMPONENTS, type TProps } from './factory'
import { kitSlotStyles, kitStyle } from './kit-style'
import { collectStyleRefs, type TStyleRef } from './styles'

// Style props that are the same on every page (the shells' bars, navigation, buttons; page
// headers), declared as data beside the components that spread them, so the static stylesheet
// can carry their classes too (scripts/generate-chakra-css.ts): a page then writes only the CSS
// of its own content. The declaration is the single source: a component uses exactly these props
// (plus attributes that are not styles); a style prop added at the call site just makes that
// element's class a page's own again.

const COMPONENTS = { Box: Kit.Box, Flex: Kit.Flex, Stack: Kit.Stack, HStack: Kit.HStack, VStack: Kit.VStack, Text: Kit.Text, Heading: Kit.Heading, Link: Kit.Link, Container: Kit.Container, Spacer: Kit.Spacer, Center: Kit.Center, Icon: Kit.Icon, Badge: Kit.Badge, Button, IconButton, TableScrollArea: Kit.Table.ScrollArea } as const

export type TKitComponentName = keyof typeof COMPONENTS

export type TStaticStyle =
  | { component: TKitComponentName; props: TProps }
  | { kitStyle: TProps & { recipe?: string } }
  | { slotRecipe: string; variants: TProps; slots: Record<string, TProps> }

/** `props` as used with <Component>, declared for the static stylesheet (identity function with a type). */
export const declare = <T extends TProps>(component: TKitComponentName, props: T) => ({ component, props }) as const

/** Renders a kit element down to its host element, with no children: only its own classes matter. */
function expand(element: unknown): void {
  let current = element
  for (let depth = 0; depth < 20 && isValidElement(current) && KIT_COMPONENTS.has(current.type as object); depth++) {
    const { type, props } = current as ReactElement<TProps>
    current = (type as (props: TProps) => unknown)({ ...props, asChild: false, children: undefined })
  }
}

/** The classes (and CSS) the declared styles render to. */
export function staticStyleRefs(entries: TStaticStyle[]): TStyleRef[] {
  return collectStyleRefs(() => {
    for (const entry of entries) {
      if ('component' in entry) expand((COMPONENTS[entry.component] as (props: TProps) => unknown)({ ...entry.props, asChild: false, children: undefined }))
      else if ('kitStyle' in entry) kitStyle(entry.kitStyle)
      else kitSlotStyles(entry.slotRecipe, entry.variants, entry.slots)
    }
  })
}
