import { Badge, Link } from '@chakra-ui/react'
import NextLink from 'next/link'

import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { relativeTime } from '@/lib/relative-time'
import type { TColumn, TRow } from '@/lib/resource/define-resource'

/** One value of a record by its declared kind: a list cell, a field of a detail panel. */
export function Cell({ column, row }: { column: TColumn; row: TRow }) {
  const value = row[column.field]
  switch (column.kind) {
    case 'link':
      return (
        <Link asChild fontWeight="medium" colorPalette="brand" color="colorPalette.fg" overflowWrap="anywhere">
          <NextLink href={column.href(row)}>{column.display?.(row) ?? String(value ?? '')}</NextLink>
        </Link>
      )
    case 'money':
      return typeof value === 'number' ? formatMoney(value, String(row[column.currencyField] ?? '')) : '—'
    case 'date':
      return formatDate(typeof value === 'string' ? value : null)
    case 'relative-time':
      return typeof value === 'string' ? relativeTime(value) : '—'
    case 'badge':
      return (
        <Badge colorPalette={column.palette?.(value) ?? 'gray'} variant="subtle" whiteSpace="nowrap">
          {column.display?.(row) ?? column.text(value)}
        </Badge>
      )
    default:
      if (column.display) return column.display(row) || '—'
      return value == null || value === '' ? '—' : String(value)
  }
}
