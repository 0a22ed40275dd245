import { Children, cloneElement, createElement, Fragment, isValidElement, useId, type ReactElement, type ReactNode } from 'react'

import { chakra, cx, KIT_COMPONENTS, mergeProps, serverStyled, type TProps, type TServerComponent } from './factory'
import { createRecipeContext, createSlotRecipeContext, provideSlots } from './recipe-context'
import { getSystem } from './system'

// Chakra's components as server components, each following its source in
// @chakra-ui/react/dist/esm/components/<name>/ (element, recipe, default props, attributes). The
// ones listed in ./entry.ts replace Chakra's in server components; anything else (state, effects,
// portals, Ark machines) stays Chakra's client component.

export const dataAttr = (value: unknown) => (value ? '' : undefined)
const ariaAttr = (value: unknown) => (value ? 'true' : undefined)

const mapResponsive = (value: unknown, fn: (value: unknown) => unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => (item === null ? null : fn(item)))
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fn(item)]))
  return value != null ? fn(value) : null
}

export const named = <T extends (props: TProps) => ReactNode>(component: T, name: string): T & TServerComponent => {
  KIT_COMPONENTS.add(component)
  return Object.assign(component as T & TServerComponent, { displayName: name })
}

// --- layout -----------------------------------------------------------------------------------

export const Box = named(chakra('div'), 'Box')

export const Flex = named((props: TProps) => {
  const { direction, align, justify, wrap, basis, grow, shrink, inline, ...rest } = props
  return (
    <Box
      {...rest}
      css={{
        display: inline ? 'inline-flex' : 'flex',
        flexDirection: direction,
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap,
        flexBasis: basis,
        flexGrow: grow,
        flexShrink: shrink,
        ...(props.css as object),
      }}
    />
  )
}, 'Flex')

const SEPARATOR_STYLES: Record<string, object> = {
  column: { marginY: 'GAP', marginX: 0, borderInlineStartWidth: 0, borderTopWidth: '1px' },
  'column-reverse': { marginY: 'GAP', marginX: 0, borderInlineStartWidth: 0, borderTopWidth: '1px' },
  row: { marginX: 'GAP', marginY: 0, borderInlineStartWidth: '1px', borderTopWidth: 0 },
  'row-reverse': { marginX: 'GAP', marginY: 0, borderInlineStartWidth: '1px', borderTopWidth: 0 },
}

function separatorStyles(gap: unknown, direction: unknown) {
  const withGap = (value: unknown) => {
    const styles = SEPARATOR_STYLES[value as string]
    return styles && JSON.parse(JSON.stringify(styles), (_key, inner: unknown) => (inner === 'GAP' ? gap : inner))
  }
  return { '&': mapResponsive(direction, withGap) }
}

export const Stack = named((props: TProps) => {
  const { direction = 'column', align, justify, gap = '0.5rem', wrap, children, separator, className, ...rest } = props
  let content: ReactNode = children
  if (isValidElement(separator)) {
    const separatorStyle = separatorStyles(gap, direction)
    const valid = Children.toArray(children).filter(isValidElement)
    content = valid.map((child, index) => {
      const typed = separator as ReactElement<TProps>
      const sep = cloneElement(typed, { css: [separatorStyle, typed.props.css] })
      return (
        <Fragment key={child.key ?? index}>
          {child}
          {index === valid.length - 1 ? null : sep}
        </Fragment>
      )
    })
  }
  return (
    <Box
      display="flex"
      alignItems={align}
      justifyContent={justify}
      flexDirection={direction}
      flexWrap={wrap}
      gap={separator ? undefined : gap}
      className={cx('chakra-stack', className)}
      {...rest}
    >
      {content}
    </Box>
  )
}, 'Stack')

export const HStack = named((props: TProps) => <Stack align="center" {...props} direction="row" />, 'HStack')
export const VStack = named((props: TProps) => <Stack align="center" {...props} direction="column" />, 'VStack')

export const Grid = named((props: TProps) => {
  const { templateAreas, column, row, autoFlow, autoRows, templateRows, autoColumns, templateColumns, inline, ...rest } = props
  return (
    <Box
      {...rest}
      css={[
        {
          display: inline ? 'inline-grid' : 'grid',
          gridTemplateAreas: templateAreas,
          gridAutoColumns: autoColumns,
          gridColumn: column,
          gridRow: row,
          gridAutoFlow: autoFlow,
          gridAutoRows: autoRows,
          gridTemplateRows: templateRows,
          gridTemplateColumns: templateColumns,
        },
        props.css,
      ]}
    />
  )
}, 'Grid')

const tokenVar = (path: string, fallback: unknown) => (getSystem().tokens as unknown as { getVar: (path: string, fallback: unknown) => unknown }).getVar(path, fallback)

export const SimpleGrid = named((props: TProps) => {
  const { columns, minChildWidth, ...rest } = props
  const templateColumns = minChildWidth
    ? mapResponsive(minChildWidth, (value) => (value === null ? null : `repeat(auto-fit, minmax(${tokenVar(`sizes.${value}`, typeof value === 'number' ? `${value}px` : value)}, 1fr))`))
    : mapResponsive(columns, (value) => (value === null ? null : `repeat(${value}, minmax(0, 1fr))`))
  return <Grid templateColumns={templateColumns} {...rest} />
}, 'SimpleGrid')

export const Span = named(chakra('span'), 'Span')
export const AbsoluteCenter = named(
  chakra('div', {
    base: { position: 'absolute', display: 'flex', alignItems: 'center', justifyContent: 'center' },
    variants: {
      axis: {
        horizontal: { insetStart: '50%', translate: '-50%', _rtl: { translate: '50%' } },
        vertical: { top: '50%', translate: '0 -50%' },
        both: { insetStart: '50%', top: '50%', translate: '-50% -50%', _rtl: { translate: '50% -50%' } },
      },
    },
    defaultVariants: { axis: 'both' },
  }),
  'AbsoluteCenter',
)
export const Center = named(chakra('div', { base: { display: 'flex', alignItems: 'center', justifyContent: 'center' }, variants: { inline: { true: { display: 'inline-flex' } } } }), 'Center')
export const Spacer = named(chakra('div', { base: { flex: 1, justifySelf: 'stretch', alignSelf: 'stretch' } }), 'Spacer')
export const Container = named(createRecipeContext({ key: 'container' }).withContext('div'), 'Container')

// --- typography, badges, links, buttons -------------------------------------------------------

export const Text = named(createRecipeContext({ key: 'text' }).withContext('p'), 'Text')
export const Heading = named(createRecipeContext({ key: 'heading' }).withContext('h2'), 'Heading')
export const Badge = named(createRecipeContext({ key: 'badge' }).withContext('span'), 'Badge')
export const Link = named(createRecipeContext({ key: 'link' }).withContext('a'), 'Link')
export const Spinner = named(createRecipeContext({ key: 'spinner' }).withContext('span'), 'Spinner')

const StyledA = chakra.a
const StyledDiv = chakra.div

export const LinkOverlay = named((props: TProps) => {
  const { className, ...rest } = props
  return (
    <StyledA
      {...rest}
      className={cx('chakra-linkbox__overlay', className)}
      css={[{ position: 'static', '&::before': { content: "''", cursor: 'inherit', display: 'block', position: 'absolute', top: 0, left: 0, zIndex: 0, width: '100%', height: '100%' } }, props.css]}
    />
  )
}, 'LinkOverlay')

export const LinkBox = named((props: TProps) => {
  const { className, ...rest } = props
  return (
    <StyledDiv position="relative" {...rest} className={cx('chakra-linkbox', className)} css={[{ '& a[href]:not(.chakra-linkbox__overlay), abbr[title]': { position: 'relative', zIndex: 1 } }, props.css]} />
  )
}, 'LinkBox')

const separatorRecipe = createRecipeContext({ key: 'separator' })
const StyledSpan = chakra.span

export const Separator = named((props: TProps) => {
  const { recipe, className, props: otherProps } = separatorRecipe.useRecipeResult(props)
  const orientation = props.orientation || 'horizontal'
  const { orientation: _orientation, ...rest } = otherProps
  return (
    <StyledSpan
      role={typeof orientation === 'string' ? 'separator' : 'presentation'}
      aria-orientation={typeof orientation === 'string' ? orientation : undefined}
      {...rest}
      className={cx(className, props.className)}
      {...{ __kitRecipe: recipe }}
    />
  )
}, 'Separator')

// --- icons ------------------------------------------------------------------------------------

const iconRecipe = createRecipeContext({ key: 'icon' })
const StyledSvg = chakra.svg

export const Icon = named((props: TProps) => {
  const { recipe, className, props: otherProps } = iconRecipe.useRecipeResult({ asChild: !props.as, ...props })
  return <StyledSvg focusable={false} aria-hidden="true" {...otherProps} className={cx(className, props.className)} {...{ __kitRecipe: recipe }} />
}, 'Icon')

export function createIcon(options: { viewBox?: string; d?: string; path?: ReactNode; defaultProps?: TProps; displayName?: string }) {
  const { viewBox = '0 0 24 24', d: pathDefinition, defaultProps = {} } = options
  const path = Children.toArray(options.path)
  return named(
    (props: TProps) => <Icon asChild={false} viewBox={viewBox} {...defaultProps} {...props}>{path.length ? path : <path fill="currentColor" d={pathDefinition} />}</Icon>,
    options.displayName ?? 'Icon',
  )
}

/** A stroke icon's style props (Chakra's chevron and arrows), also declared for the static stylesheet (list-screen-styles.ts). */
export const strokeIconProps = (strokeWidth: string) => ({ fill: 'none', stroke: 'currentColor', strokeWidth, strokeLinecap: 'round', strokeLinejoin: 'round' }) as const

const strokeIcon = (paths: string[], strokeWidth: string) =>
  named((props: TProps) => (
    <StyledSvg viewBox="0 0 24 24" {...strokeIconProps(strokeWidth)} {...props}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </StyledSvg>
  ), 'Icon')

const ChevronDownIcon = strokeIcon(['m6 9 6 6 6-6'], '2')
const ArrowUpIcon = strokeIcon(['m5 12 7-7 7 7', 'M12 19V5'], '3')
const ArrowDownIcon = strokeIcon(['M12 5v14', 'm19 12-7 7-7-7'], '3')

// --- slot recipes -----------------------------------------------------------------------------

const card = createSlotRecipeContext({ key: 'card' })
export const Card = {
  Root: named(card.withProvider('div', 'root'), 'CardRoot'),
  Body: named(card.withContext('div', 'body'), 'CardBody'),
  Header: named(card.withContext('div', 'header'), 'CardHeader'),
  Footer: named(card.withContext('div', 'footer'), 'CardFooter'),
  Title: named(card.withContext('h3', 'title'), 'CardTitle'),
  Description: named(card.withContext('p', 'description'), 'CardDescription'),
}

const table = createSlotRecipeContext({ key: 'table' })
const StyledTable = chakra.table
const TableRoot = named((props: TProps) => {
  const { native, ...rest } = props
  const { ctx, props: rootProps } = table.useRecipeResult(rest)
  const context = ctx ?? table.slotContext({})
  const recipe = ctx ? (native ? nativeTableRecipe(ctx) : ctx.recipeFor('root')) : undefined
  return (
    <StyledTable {...rootProps} {...{ __kitRecipe: recipe }} className={cx(context.classNames.root, rest.className)}>
      {provideTableSlots(rootProps.children, ctx)}
    </StyledTable>
  )
}, 'TableRoot')
Object.assign(TableRoot, { __kit: { slotKey: 'table', slot: 'root', root: true } })

type TCtx = NonNullable<ReturnType<typeof table.useRecipeResult>['ctx']>
function nativeTableRecipe(ctx: TCtx) {
  const slot = (name: string) => ctx.recipeFor(name)
  const root = slot('root')
  return {
    key: root.key === null ? null : `${root.key}:native`,
    styles: () => ({
      ...root.styles(),
      '& thead': slot('header').styles(),
      '& tbody': slot('body').styles(),
      '& tfoot': slot('footer').styles(),
      '& thead th': slot('columnHeader').styles(),
      '& tr': slot('row').styles(),
      '& td': slot('cell').styles(),
      '& caption': slot('caption').styles(),
    }),
  }
}

const provideTableSlots = (children: ReactNode, ctx: TCtx | null) => provideSlots(children, ctx ?? { ...table.slotContext({}), recipeFor: () => ({ key: 'unstyled', styles: () => ({}) }) })

export const Table = {
  Root: TableRoot,
  Row: named(table.withContext('tr', 'row'), 'TableRow'),
  ScrollArea: named(chakra('div', { base: { display: 'block', whiteSpace: 'nowrap', WebkitOverflowScrolling: 'touch', overflow: 'auto', maxWidth: '100%' } }), 'TableScrollArea'),
  Header: named(table.withContext('thead', 'header'), 'TableHeader'),
  Footer: named(table.withContext('tfoot', 'footer'), 'TableFooter'),
  ColumnHeader: named(table.withContext('th', 'columnHeader'), 'TableColumnHeader'),
  Cell: named(table.withContext('td', 'cell'), 'TableCell'),
  Caption: named(table.withContext('caption', 'caption', { defaultProps: { captionSide: 'bottom' } }), 'TableCaption'),
  Body: named(table.withContext('tbody', 'body'), 'TableBody'),
  ColumnGroup: named(table.withContext('colgroup', null), 'TableColumnGroup'),
  Column: named(table.withContext('col', null), 'TableColumn'),
}

const emptyState = createSlotRecipeContext({ key: 'emptyState' })
export const EmptyState = {
  Root: named(emptyState.withProvider('div', 'root'), 'EmptyStateRoot'),
  Content: named(emptyState.withContext('div', 'content'), 'EmptyStateContent'),
  Indicator: named(emptyState.withContext('div', 'indicator'), 'EmptyStateIndicator'),
  Title: named(emptyState.withContext('h3', 'title'), 'EmptyStateTitle'),
  Description: named(emptyState.withContext('p', 'description'), 'EmptyStateDescription'),
}

const stat = createSlotRecipeContext({ key: 'stat' })
const StatIndicator = stat.withContext('span', 'indicator')
export const Stat = {
  Root: named(stat.withProvider('dl', 'root'), 'StatRoot'),
  Label: named(stat.withContext('dt', 'label'), 'StatLabel'),
  ValueText: named(stat.withContext('dd', 'valueText'), 'StatValueText'),
  HelpText: named(stat.withContext('span', 'helpText'), 'StatHelpText'),
  ValueUnit: named(stat.withContext('span', 'valueUnit'), 'StatValueUnit'),
  UpIndicator: named((props: TProps) => <StatIndicator data-type="up" {...props}>{props.children ?? <ArrowUpIcon />}</StatIndicator>, 'StatUpIndicator'),
  DownIndicator: named((props: TProps) => <StatIndicator data-type="down" {...props}>{props.children ?? <ArrowDownIcon />}</StatIndicator>, 'StatDownIndicator'),
}
// Indicators are parts too: the root reaches them through their own markers.
Object.assign(Stat.UpIndicator, { __kit: { slotKey: 'stat', slot: 'indicator' } })
Object.assign(Stat.DownIndicator, { __kit: { slotKey: 'stat', slot: 'indicator' } })

const dataList = createSlotRecipeContext({ key: 'dataList' })
export const DataList = {
  Root: named(dataList.withProvider('dl', 'root'), 'DataListRoot'),
  Item: named(dataList.withContext('div', 'item'), 'DataListItem'),
  ItemLabel: named(dataList.withContext('dt', 'itemLabel'), 'DataListItemLabel'),
  ItemValue: named(dataList.withContext('dd', 'itemValue'), 'DataListItemValue'),
}

const list = createSlotRecipeContext({ key: 'list' })
export const List = {
  Root: named(list.withProvider('ul', 'root', { defaultProps: { role: 'list' } }), 'ListRoot'),
  Item: named(list.withContext('li', 'item'), 'ListItem'),
  Indicator: named(list.withContext('span', 'indicator'), 'ListIndicator'),
}

// --- fields (Ark's Field markup: ids, labels, aria) -------------------------------------------

export const FIELD_CONTEXT = '__kitField'

export type TFieldContext = {
  ids: { root: string; control: string; label: string; errorText: string; helperText: string }
  disabled: boolean
  invalid: boolean
  readOnly: boolean
  required: boolean
  hasHelperText: boolean
  hasErrorText: boolean
}

const FIELD_PROPS = ['id', 'ids', 'disabled', 'invalid', 'readOnly', 'required', 'target'] as const

type TFieldAware = { __kit?: { field?: string } }
const fieldPartOf = (type: unknown) => (typeof type === 'function' ? (type as TFieldAware).__kit?.field : undefined)

/** Walks the field's JSX: hands the context to its parts, notes helper and error texts. */
function provideField(node: ReactNode, ctx: TFieldContext): ReactNode {
  if (Array.isArray(node)) return node.map((child: ReactNode) => provideField(child, ctx))
  if (!isValidElement(node)) return node
  const element = node as ReactElement<TProps>
  const part = fieldPartOf(element.type)
  if (part === 'root') return element
  const children = element.props.children
  const inner = children === undefined ? children : provideField(children, ctx)
  return cloneElement(element, part ? { [FIELD_CONTEXT]: ctx, children: inner } : { children: inner })
}

function findFieldParts(node: ReactNode, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((child: ReactNode) => findFieldParts(child, found))
  else if (isValidElement(node)) {
    const element = node as ReactElement<TProps>
    const part = fieldPartOf(element.type)
    if (part === 'root') return found
    if (part) found.add(part)
    findFieldParts(element.props.children, found)
  }
  return found
}

const fieldOf = (props: TProps) => (props as { [FIELD_CONTEXT]?: TFieldContext })[FIELD_CONTEXT]
const withoutField = (props: TProps): TProps => {
  const { [FIELD_CONTEXT]: _field, ...rest } = props as TProps & { [FIELD_CONTEXT]?: unknown }
  return rest
}
const asFieldPart = <T extends TServerComponent>(component: T, field: string): T => {
  component.__kit = { ...component.__kit, field } as TServerComponent['__kit']
  return component
}

/** Ark's Field.Root: an element with the field's ids that hands them to its parts. */
const ArkFieldRoot = (props: TProps) => {
  const uid = useId()
  const fieldProps: Record<string, unknown> = {}
  const local: TProps = { ...props }
  for (const key of FIELD_PROPS) {
    if (local[key] !== undefined) fieldProps[key] = local[key]
    delete local[key]
  }
  const id = (fieldProps.id as string | undefined) ?? uid
  const ids = (fieldProps.ids ?? {}) as Partial<TFieldContext['ids']>
  const parts = findFieldParts(local.children, new Set())
  const ctx: TFieldContext = {
    ids: {
      root: ids.control ?? `field::${id}`,
      control: id,
      label: ids.label ?? `field::${id}::label`,
      errorText: ids.errorText ?? `field::${id}::error-text`,
      helperText: ids.helperText ?? `field::${id}::helper-text`,
    },
    disabled: Boolean(fieldProps.disabled),
    invalid: Boolean(fieldProps.invalid),
    readOnly: Boolean(fieldProps.readOnly),
    required: Boolean(fieldProps.required),
    hasHelperText: parts.has('helperText'),
    hasErrorText: parts.has('errorText'),
  }
  const rootProps = {
    'data-scope': 'field',
    'data-part': 'root',
    id: ctx.ids.root,
    role: 'group',
    'data-disabled': dataAttr(ctx.disabled),
    'data-invalid': dataAttr(ctx.invalid),
    'data-readonly': dataAttr(ctx.readOnly),
  }
  return <ArkElement tag="div" {...mergeProps(rootProps, local)}>{provideField(local.children, ctx)}</ArkElement>
}

/** Ark's factory element: a tag, or its one child when asChild. */
function ArkElement({ tag, asChild, children, ...given }: TProps & { tag: string }) {
  // Unset attributes (data-disabled when enabled ...) left out: the RSC payload would spell them out.
  const props = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined))
  if (asChild) {
    const child = Children.only(children) as ReactElement<TProps>
    return cloneElement(child, mergeProps(props, child.props))
  }
  // No children argument for none: an undefined one is spelt out in the payload too.
  return children === undefined ? createElement(tag, props) : createElement(tag, props, children as ReactNode)
}

const controlProps = (field: TFieldContext | undefined, part: string) =>
  field
    ? {
        'aria-describedby': field.hasHelperText ? field.ids.helperText : undefined,
        'aria-errormessage': field.hasErrorText && field.invalid ? field.ids.errorText : undefined,
        'aria-invalid': ariaAttr(field.invalid),
        'data-invalid': dataAttr(field.invalid),
        'data-required': dataAttr(field.required),
        'data-readonly': dataAttr(field.readOnly),
        id: field.ids.control,
        // Only when set: a false one renders nothing but the RSC payload would spell it out.
        required: field.required || undefined,
        disabled: field.disabled || undefined,
        readOnly: field.readOnly || undefined,
        'data-scope': 'field',
        'data-part': part,
      }
    : undefined

const arkControl = (tag: string, part: string) =>
  asFieldPart((props: TProps) => <ArkElement tag={tag} {...mergeProps(controlProps(fieldOf(props), part), withoutField(props))} />, part)

const ArkFieldLabel = asFieldPart((props: TProps) => {
  const field = fieldOf(props)
  const own = field
    ? { 'data-scope': 'field', 'data-part': 'label', id: field.ids.label, 'data-disabled': dataAttr(field.disabled), 'data-invalid': dataAttr(field.invalid), 'data-readonly': dataAttr(field.readOnly), 'data-required': dataAttr(field.required), htmlFor: field.ids.control }
    : undefined
  return <ArkElement tag="label" {...mergeProps(own, withoutField(props))} />
}, 'label')

const ArkFieldHelperText = asFieldPart((props: TProps) => {
  const field = fieldOf(props)
  const own = field ? { id: field.ids.helperText, 'data-scope': 'field', 'data-part': 'helper-text', 'data-disabled': dataAttr(field.disabled) } : undefined
  return <ArkElement tag="span" {...mergeProps(own, withoutField(props))} />
}, 'helperText')

const ArkFieldErrorText = asFieldPart((props: TProps) => {
  const field = fieldOf(props)
  if (!field?.invalid) return null
  return <ArkElement tag="span" {...mergeProps({ id: field.ids.errorText, 'data-scope': 'field', 'data-part': 'error-text', 'aria-live': 'polite' }, withoutField(props))} />
}, 'errorText')

// The styled parts pass the field context through to the Ark part beneath them.
const FIELD_FORWARD = [FIELD_CONTEXT]
const fieldStyled = createSlotRecipeContext({ key: 'field' })
const fieldRequired = fieldStyled.withContext('span', 'requiredIndicator')

export const Field = {
  Root: asFieldPart(named(fieldStyled.withProvider(ArkFieldRoot, 'root', { forwardAsChild: true }), 'FieldRoot'), 'root'),
  Label: asFieldPart(named(fieldStyled.withContext(ArkFieldLabel, 'label', { forwardAsChild: true, forwardProps: FIELD_FORWARD }), 'FieldLabel'), 'label'),
  HelperText: asFieldPart(named(fieldStyled.withContext(ArkFieldHelperText, 'helperText', { forwardAsChild: true, forwardProps: FIELD_FORWARD }), 'FieldHelperText'), 'helperText'),
  ErrorText: asFieldPart(named(fieldStyled.withContext(ArkFieldErrorText, 'errorText', { forwardAsChild: true, forwardProps: FIELD_FORWARD }), 'FieldErrorText'), 'errorText'),
  ErrorIcon: named(createIcon({ d: 'M11.983,0a12.206,12.206,0,0,0-8.51,3.653A11.8,11.8,0,0,0,0,12.207,11.779,11.779,0,0,0,11.8,24h.214A12.111,12.111,0,0,0,24,11.791h0A11.766,11.766,0,0,0,11.983,0ZM10.5,16.542a1.476,1.476,0,0,1,1.449-1.53h.027a1.527,1.527,0,0,1,1.523,1.47,1.475,1.475,0,0,1-1.449,1.53h-.027A1.529,1.529,0,0,1,10.5,16.542ZM11,12.5v-6a1,1,0,0,1,2,0v6a1,1,0,1,1-2,0Z', defaultProps: { boxSize: '1em' } }), 'FieldErrorIcon'),
  RequiredIndicator: asFieldPart(
    named((props: TProps) => {
      const field = fieldOf(props)
      const { fallback, children = '*', ...rest } = withoutField(props)
      if (!field?.required) return (fallback as ReactNode) ?? null
      // `rest` carries the slot context the field's root added (the indicator is a slot part too).
      return createElement(fieldRequired, { 'aria-hidden': 'true', ...rest }, children as ReactNode)
    }, 'FieldRequiredIndicator'),
    'requiredIndicator',
  ),
}
// The required indicator is also a slot part of the field recipe.
Object.assign(Field.RequiredIndicator.__kit as object, { slotKey: 'field', slot: 'requiredIndicator' })

const inputRecipe = createRecipeContext({ key: 'input' })
const textareaRecipe = createRecipeContext({ key: 'textarea' })
export const Input = asFieldPart(named(inputRecipe.withContext(arkControl('input', 'input'), { forwardProps: FIELD_FORWARD }), 'Input'), 'input')
export const Textarea = asFieldPart(named(textareaRecipe.withContext(arkControl('textarea', 'textarea'), { forwardProps: FIELD_FORWARD }), 'Textarea'), 'textarea')

const nativeSelect = createSlotRecipeContext({ key: 'nativeSelect' })
export const NATIVE_SELECT_BASE = '__kitSelectBase'
type TSelectBase = { disabled: boolean; invalid: boolean }

function provideSelectBase(node: ReactNode, base: TSelectBase): ReactNode {
  if (Array.isArray(node)) return node.map((child: ReactNode) => provideSelectBase(child, base))
  if (!isValidElement(node)) return node
  const element = node as ReactElement<TProps>
  const kit = typeof element.type === 'function' ? (element.type as TServerComponent).__kit : undefined
  if (kit?.slotKey === 'nativeSelect' && kit.root) return element
  const children = element.props.children
  const inner = children === undefined ? children : provideSelectBase(children, base)
  return cloneElement(element, kit?.slotKey === 'nativeSelect' ? { [NATIVE_SELECT_BASE]: base, children: inner } : { children: inner })
}

const NativeSelectRootStyled = nativeSelect.withProvider('div', 'root')
const NativeSelectRoot = asFieldPart(
  named((props: TProps) => {
    const field = fieldOf(props)
    const own = withoutField(props)
    const base = { disabled: Boolean(field?.disabled ?? own.disabled), invalid: Boolean(field?.invalid ?? own.invalid) }
    // The select inside reads the field's ids too.
    const children = field ? provideField(own.children, field) : own.children
    return <NativeSelectRootStyled {...own}>{provideSelectBase(children, base)}</NativeSelectRootStyled>
  }, 'NativeSelectRoot'),
  'nativeSelectRoot',
)
Object.assign(NativeSelectRoot.__kit as object, { slotKey: 'nativeSelect', slot: 'root', root: true })

const baseOf = (props: TProps) => ((props as Record<string, unknown>)[NATIVE_SELECT_BASE] as TSelectBase | undefined) ?? { disabled: false, invalid: false }
const StyledSelect = serverStyled(arkControl('select', 'select'), {}, { forwardAsChild: true, forwardProps: FIELD_FORWARD })
const selectPart = nativeSelect.withContext(StyledSelect, 'field', { forwardProps: FIELD_FORWARD })
const indicatorPart = nativeSelect.withContext('div', 'indicator')

const NativeSelectField = asFieldPart(
  named((props: TProps) => {
    const { children, placeholder, [NATIVE_SELECT_BASE]: _base, ...rest } = props as TProps & { placeholder?: ReactNode }
    const { disabled, invalid } = baseOf(props)
    return createElement(selectPart, { disabled, 'data-invalid': dataAttr(invalid), ...rest }, placeholder ? <option value="">{placeholder}</option> : null, children)
  }, 'NativeSelectField'),
  'select',
)
Object.assign(NativeSelectField.__kit as object, { slotKey: 'nativeSelect', slot: 'field' })

const NativeSelectIndicator = named((props: TProps) => {
  const { disabled, invalid } = baseOf(props)
  const { [NATIVE_SELECT_BASE]: _base, ...rest } = props
  return createElement(indicatorPart, { ...rest, 'data-disabled': dataAttr(disabled), 'data-invalid': dataAttr(invalid) }, props.children ?? <ChevronDownIcon />)
}, 'NativeSelectIndicator')
Object.assign(NativeSelectIndicator, { __kit: { slotKey: 'nativeSelect', slot: 'indicator' } })

export const NativeSelect = { Root: NativeSelectRoot, Field: NativeSelectField, Indicator: NativeSelectIndicator }
