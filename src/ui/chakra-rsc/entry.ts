import type * as ChakraTypes from '@chakra-ui/react'
import * as React from 'react'

// Chakra's own entry, by path so that the '@chakra-ui/react' alias does not lead back here.
import {
  Badge as ChakraBadge,
  Box as ChakraBox,
  Button as ChakraButton,
  Card as ChakraCard,
  CardBody as ChakraCardBody,
  CardDescription as ChakraCardDescription,
  CardFooter as ChakraCardFooter,
  CardHeader as ChakraCardHeader,
  CardRoot as ChakraCardRoot,
  CardTitle as ChakraCardTitle,
  Center as ChakraCenter,
  Container as ChakraContainer,
  DataList as ChakraDataList,
  DataListItem as ChakraDataListItem,
  DataListItemLabel as ChakraDataListItemLabel,
  DataListItemValue as ChakraDataListItemValue,
  DataListRoot as ChakraDataListRoot,
  EmptyState as ChakraEmptyState,
  EmptyStateContent as ChakraEmptyStateContent,
  EmptyStateDescription as ChakraEmptyStateDescription,
  EmptyStateIndicator as ChakraEmptyStateIndicator,
  EmptyStateRoot as ChakraEmptyStateRoot,
  EmptyStateTitle as ChakraEmptyStateTitle,
  Field as ChakraField,
  FieldErrorIcon as ChakraFieldErrorIcon,
  FieldErrorText as ChakraFieldErrorText,
  FieldHelperText as ChakraFieldHelperText,
  FieldLabel as ChakraFieldLabel,
  FieldRequiredIndicator as ChakraFieldRequiredIndicator,
  FieldRoot as ChakraFieldRoot,
  Flex as ChakraFlex,
  Grid as ChakraGrid,
  HStack as ChakraHStack,
  Heading as ChakraHeading,
  Icon as ChakraIcon,
  IconButton as ChakraIconButton,
  Input as ChakraInput,
  Link as ChakraLink,
  LinkBox as ChakraLinkBox,
  LinkOverlay as ChakraLinkOverlay,
  List as ChakraList,
  ListIndicator as ChakraListIndicator,
  ListItem as ChakraListItem,
  ListRoot as ChakraListRoot,
  NativeSelect as ChakraNativeSelect,
  NativeSelectField as ChakraNativeSelectField,
  NativeSelectIndicator as ChakraNativeSelectIndicator,
  NativeSelectRoot as ChakraNativeSelectRoot,
  Separator as ChakraSeparator,
  SimpleGrid as ChakraSimpleGrid,
  Spacer as ChakraSpacer,
  Stack as ChakraStack,
  Stat as ChakraStat,
  StatDownIndicator as ChakraStatDownIndicator,
  StatHelpText as ChakraStatHelpText,
  StatLabel as ChakraStatLabel,
  StatRoot as ChakraStatRoot,
  StatUpIndicator as ChakraStatUpIndicator,
  StatValueText as ChakraStatValueText,
  StatValueUnit as ChakraStatValueUnit,
  Table as ChakraTable,
  TableBody as ChakraTableBody,
  TableCaption as ChakraTableCaption,
  TableCell as ChakraTableCell,
  TableColumn as ChakraTableColumn,
  TableColumnGroup as ChakraTableColumnGroup,
  TableColumnHeader as ChakraTableColumnHeader,
  TableFooter as ChakraTableFooter,
  TableHeader as ChakraTableHeader,
  TableRoot as ChakraTableRoot,
  TableRow as ChakraTableRow,
  TableScrollArea as ChakraTableScrollArea,
  Text as ChakraText,
  Textarea as ChakraTextarea,
  VStack as ChakraVStack,
  chakra as Chakrachakra,
  createIcon as ChakracreateIcon,
  // @ts-expect-error -- an untyped path to TypeScript; typed below.
} from '../../../node_modules/@chakra-ui/react/dist/esm/index.js'

import * as Kit from './components'
import { chakra as kitChakra } from './factory'

// What `import ... from '@chakra-ui/react'` means outside the browser (next.config.ts aliases the
// package here for server builds; browsers get Chakra itself). In server components the static
// components of ./components.tsx take the place of Chakra's: they render plain elements with
// Chakra's class names, so those parts of a page need no JavaScript in the browser. Everywhere
// else (client components rendered on the server, route handlers) this is Chakra, unchanged.
// docs/ARCHITECTURE.md, "Chakra on the server".

// @ts-expect-error -- as above: the names are Chakra's, and so are the types callers see (they import the package).
export * from '../../../node_modules/@chakra-ui/react/dist/esm/index.js'

// Named imports only: a namespace import would make the bundler load every module of Chakra, some
// of which cannot load in server components (Ark anatomy behind 'use client').
const Chakra = {
  Badge: ChakraBadge,
  Box: ChakraBox,
  Button: ChakraButton,
  Card: ChakraCard,
  CardBody: ChakraCardBody,
  CardDescription: ChakraCardDescription,
  CardFooter: ChakraCardFooter,
  CardHeader: ChakraCardHeader,
  CardRoot: ChakraCardRoot,
  CardTitle: ChakraCardTitle,
  Center: ChakraCenter,
  Container: ChakraContainer,
  DataList: ChakraDataList,
  DataListItem: ChakraDataListItem,
  DataListItemLabel: ChakraDataListItemLabel,
  DataListItemValue: ChakraDataListItemValue,
  DataListRoot: ChakraDataListRoot,
  EmptyState: ChakraEmptyState,
  EmptyStateContent: ChakraEmptyStateContent,
  EmptyStateDescription: ChakraEmptyStateDescription,
  EmptyStateIndicator: ChakraEmptyStateIndicator,
  EmptyStateRoot: ChakraEmptyStateRoot,
  EmptyStateTitle: ChakraEmptyStateTitle,
  Field: ChakraField,
  FieldErrorIcon: ChakraFieldErrorIcon,
  FieldErrorText: ChakraFieldErrorText,
  FieldHelperText: ChakraFieldHelperText,
  FieldLabel: ChakraFieldLabel,
  FieldRequiredIndicator: ChakraFieldRequiredIndicator,
  FieldRoot: ChakraFieldRoot,
  Flex: ChakraFlex,
  Grid: ChakraGrid,
  HStack: ChakraHStack,
  Heading: ChakraHeading,
  Icon: ChakraIcon,
  IconButton: ChakraIconButton,
  Input: ChakraInput,
  Link: ChakraLink,
  LinkBox: ChakraLinkBox,
  LinkOverlay: ChakraLinkOverlay,
  List: ChakraList,
  ListIndicator: ChakraListIndicator,
  ListItem: ChakraListItem,
  ListRoot: ChakraListRoot,
  NativeSelect: ChakraNativeSelect,
  NativeSelectField: ChakraNativeSelectField,
  NativeSelectIndicator: ChakraNativeSelectIndicator,
  NativeSelectRoot: ChakraNativeSelectRoot,
  Separator: ChakraSeparator,
  SimpleGrid: ChakraSimpleGrid,
  Spacer: ChakraSpacer,
  Stack: ChakraStack,
  Stat: ChakraStat,
  StatDownIndicator: ChakraStatDownIndicator,
  StatHelpText: ChakraStatHelpText,
  StatLabel: ChakraStatLabel,
  StatRoot: ChakraStatRoot,
  StatUpIndicator: ChakraStatUpIndicator,
  StatValueText: ChakraStatValueText,
  StatValueUnit: ChakraStatValueUnit,
  Table: ChakraTable,
  TableBody: ChakraTableBody,
  TableCaption: ChakraTableCaption,
  TableCell: ChakraTableCell,
  TableColumn: ChakraTableColumn,
  TableColumnGroup: ChakraTableColumnGroup,
  TableColumnHeader: ChakraTableColumnHeader,
  TableFooter: ChakraTableFooter,
  TableHeader: ChakraTableHeader,
  TableRoot: ChakraTableRoot,
  TableRow: ChakraTableRow,
  TableScrollArea: ChakraTableScrollArea,
  Text: ChakraText,
  Textarea: ChakraTextarea,
  VStack: ChakraVStack,
  chakra: Chakrachakra,
  createIcon: ChakracreateIcon,
} as unknown as typeof ChakraTypes

/** Server components run against React's server build, which has no state hooks. */
export const IN_SERVER_COMPONENTS = !('useState' in React)

const pick = <T>(kit: unknown, chakraVersion: T): T => (IN_SERVER_COMPONENTS ? (kit as T) : chakraVersion)
const namespace = <T extends object>(kit: object, chakraVersion: T): T => (IN_SERVER_COMPONENTS ? ({ ...chakraVersion, ...kit } as T) : chakraVersion)

/** A loading button shows Chakra's spinner: that one stays Chakra's. */
const KitButton = (props: Record<string, unknown>) => React.createElement((props.loading ? Chakra.Button : Kit.Button) as React.ElementType, props)
const KitIconButton = (props: Record<string, unknown>) => React.createElement((props.loading ? Chakra.IconButton : Kit.IconButton) as React.ElementType, props)

export const chakra = pick(kitChakra, Chakra.chakra)
export const Box = pick(Kit.Box, Chakra.Box)
export const Flex = pick(Kit.Flex, Chakra.Flex)
export const Stack = pick(Kit.Stack, Chakra.Stack)
export const HStack = pick(Kit.HStack, Chakra.HStack)
export const VStack = pick(Kit.VStack, Chakra.VStack)
export const Grid = pick(Kit.Grid, Chakra.Grid)
export const SimpleGrid = pick(Kit.SimpleGrid, Chakra.SimpleGrid)
export const Center = pick(Kit.Center, Chakra.Center)
export const Spacer = pick(Kit.Spacer, Chakra.Spacer)
export const Container = pick(Kit.Container, Chakra.Container)
export const Text = pick(Kit.Text, Chakra.Text)
export const Heading = pick(Kit.Heading, Chakra.Heading)
export const Badge = pick(Kit.Badge, Chakra.Badge)
export const Link = pick(Kit.Link, Chakra.Link)
export const Button = pick(KitButton, Chakra.Button)
export const IconButton = pick(KitIconButton, Chakra.IconButton)
export const LinkBox = pick(Kit.LinkBox, Chakra.LinkBox)
export const LinkOverlay = pick(Kit.LinkOverlay, Chakra.LinkOverlay)
export const Separator = pick(Kit.Separator, Chakra.Separator)
export const Icon = pick(Kit.Icon, Chakra.Icon)
export const createIcon = pick(Kit.createIcon, Chakra.createIcon)
export const Input = pick(Kit.Input, Chakra.Input)
export const Textarea = pick(Kit.Textarea, Chakra.Textarea)

export const Card = namespace(Kit.Card, Chakra.Card)
export const Table = namespace(Kit.Table, Chakra.Table)
export const EmptyState = namespace(Kit.EmptyState, Chakra.EmptyState)
export const Stat = namespace(Kit.Stat, Chakra.Stat)
export const DataList = namespace(Kit.DataList, Chakra.DataList)
export const List = namespace(Kit.List, Chakra.List)
export const Field = namespace(Kit.Field, Chakra.Field)
export const NativeSelect = namespace(Kit.NativeSelect, Chakra.NativeSelect)

// The same parts under their flat names (CardRoot, TableCell, ...).
export const CardRoot = pick(Kit.Card.Root, Chakra.CardRoot)
export const CardBody = pick(Kit.Card.Body, Chakra.CardBody)
export const CardHeader = pick(Kit.Card.Header, Chakra.CardHeader)
export const CardFooter = pick(Kit.Card.Footer, Chakra.CardFooter)
export const CardTitle = pick(Kit.Card.Title, Chakra.CardTitle)
export const CardDescription = pick(Kit.Card.Description, Chakra.CardDescription)
export const TableRoot = pick(Kit.Table.Root, Chakra.TableRoot)
export const TableRow = pick(Kit.Table.Row, Chakra.TableRow)
export const TableScrollArea = pick(Kit.Table.ScrollArea, Chakra.TableScrollArea)
export const TableHeader = pick(Kit.Table.Header, Chakra.TableHeader)
export const TableFooter = pick(Kit.Table.Footer, Chakra.TableFooter)
export const TableColumnHeader = pick(Kit.Table.ColumnHeader, Chakra.TableColumnHeader)
export const TableCell = pick(Kit.Table.Cell, Chakra.TableCell)
export const TableCaption = pick(Kit.Table.Caption, Chakra.TableCaption)
export const TableBody = pick(Kit.Table.Body, Chakra.TableBody)
export const TableColumnGroup = pick(Kit.Table.ColumnGroup, Chakra.TableColumnGroup)
export const TableColumn = pick(Kit.Table.Column, Chakra.TableColumn)
export const EmptyStateRoot = pick(Kit.EmptyState.Root, Chakra.EmptyStateRoot)
export const EmptyStateContent = pick(Kit.EmptyState.Content, Chakra.EmptyStateContent)
export const EmptyStateIndicator = pick(Kit.EmptyState.Indicator, Chakra.EmptyStateIndicator)
export const EmptyStateTitle = pick(Kit.EmptyState.Title, Chakra.EmptyStateTitle)
export const EmptyStateDescription = pick(Kit.EmptyState.Description, Chakra.EmptyStateDescription)
export const StatRoot = pick(Kit.Stat.Root, Chakra.StatRoot)
export const StatLabel = pick(Kit.Stat.Label, Chakra.StatLabel)
export const StatValueText = pick(Kit.Stat.ValueText, Chakra.StatValueText)
export const StatHelpText = pick(Kit.Stat.HelpText, Chakra.StatHelpText)
export const StatValueUnit = pick(Kit.Stat.ValueUnit, Chakra.StatValueUnit)
export const StatUpIndicator = pick(Kit.Stat.UpIndicator, Chakra.StatUpIndicator)
export const StatDownIndicator = pick(Kit.Stat.DownIndicator, Chakra.StatDownIndicator)
export const DataListRoot = pick(Kit.DataList.Root, Chakra.DataListRoot)
export const DataListItem = pick(Kit.DataList.Item, Chakra.DataListItem)
export const DataListItemLabel = pick(Kit.DataList.ItemLabel, Chakra.DataListItemLabel)
export const DataListItemValue = pick(Kit.DataList.ItemValue, Chakra.DataListItemValue)
export const ListRoot = pick(Kit.List.Root, Chakra.ListRoot)
export const ListItem = pick(Kit.List.Item, Chakra.ListItem)
export const ListIndicator = pick(Kit.List.Indicator, Chakra.ListIndicator)
export const FieldRoot = pick(Kit.Field.Root, Chakra.FieldRoot)
export const FieldLabel = pick(Kit.Field.Label, Chakra.FieldLabel)
export const FieldHelperText = pick(Kit.Field.HelperText, Chakra.FieldHelperText)
export const FieldErrorText = pick(Kit.Field.ErrorText, Chakra.FieldErrorText)
export const FieldErrorIcon = pick(Kit.Field.ErrorIcon, Chakra.FieldErrorIcon)
export const FieldRequiredIndicator = pick(Kit.Field.RequiredIndicator, Chakra.FieldRequiredIndicator)
export const NativeSelectRoot = pick(Kit.NativeSelect.Root, Chakra.NativeSelectRoot)
export const NativeSelectField = pick(Kit.NativeSelect.Field, Chakra.NativeSelectField)
export const NativeSelectIndicator = pick(Kit.NativeSelect.Indicator, Chakra.NativeSelectIndicator)
