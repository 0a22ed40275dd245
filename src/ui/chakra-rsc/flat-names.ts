import { Card, DataList, EmptyState, Field, List, NativeSelect, Stat, Table } from './components'

// The parts of ./components.tsx under Chakra's flat export names (CardRoot, TableCell, ...).

export const { Root: CardRoot, Body: CardBody, Header: CardHeader, Footer: CardFooter, Title: CardTitle, Description: CardDescription } = Card
export const {
  Root: TableRoot,
  Row: TableRow,
  ScrollArea: TableScrollArea,
  Header: TableHeader,
  Footer: TableFooter,
  ColumnHeader: TableColumnHeader,
  Cell: TableCell,
  Caption: TableCaption,
  Body: TableBody,
  ColumnGroup: TableColumnGroup,
  Column: TableColumn,
} = Table
export const { Root: EmptyStateRoot, Content: EmptyStateContent, Indicator: EmptyStateIndicator, Title: EmptyStateTitle, Description: EmptyStateDescription } = EmptyState
export const {
  Root: StatRoot,
  Label: StatLabel,
  ValueText: StatValueText,
  HelpText: StatHelpText,
  ValueUnit: StatValueUnit,
  UpIndicator: StatUpIndicator,
  DownIndicator: StatDownIndicator,
} = Stat
export const { Root: DataListRoot, Item: DataListItem, ItemLabel: DataListItemLabel, ItemValue: DataListItemValue } = DataList
export const { Root: ListRoot, Item: ListItem, Indicator: ListIndicator } = List
export const { Root: FieldRoot, Label: FieldLabel, HelperText: FieldHelperText, ErrorText: FieldErrorText, ErrorIcon: FieldErrorIcon, RequiredIndicator: FieldRequiredIndicator } = Field
export const { Root: NativeSelectRoot, Field: NativeSelectField, Indicator: NativeSelectIndicator } = NativeSelect
