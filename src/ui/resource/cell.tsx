import { Badge, Link } from '@chakra-ui/react'
import NextLink from 'next/link'

import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { relativeTime } from '@/lib/relative-time'
import type { TColumn, TRow } from '@/lib/resource/define-resource'

/** What one value of a record shows, by its declared kind: text, a link, or a badge with its palette. */
export type TCellValue = string | { link: string; text: string } | { badge: string; text: string }

export function cellValue(column: TColumn, row: TRow): TCellValue {
  const value = row[column.field]
  switch (column.kind) {
    case 'link':
      return { link: column.href(row), text: column.display?.(row) ?? String(value ?? '') }
    case 'money':
      return typeof value === 'number' ? formatMoney(value, String(row[column.currencyField] ?? '')) : '—'
    case 'date':
      return formatDate(typeof value === 'string' ? value : null)
    case 'relative-time':
      return typeof value === 'string' ? relativeTime(value) : '—'
    case 'badge':
      return { badge: column.palette?.(value) ?? 'gray', text: column.display?.(row) ?? column.text(value) }
    default:
      if (column.display) return column.display(row) || '—'
      return value == null || value === '' ? '—' : String(value)
  }
}

/** One value of a record by its declared kind, drawn with Chakra's components (a detail panel's field). */
export function Cell({ column, row }: { column: TColumn; row: TRow }) {
  const value = cellValue(column, row)
  if (typeof value === 'string') return value
  if ('link' in value) {
    return (
      <Link asChild fontWeight="medium" colorPalette="brand" color="colorPalette.fg" overflowWrap="anywhere">
        <NextLink href={value.link}>{value.text}</NextLink>
      </Link>
    )
  }
  return (
    <Badge colorPalette={value.badge} variant="subtle" whiteSpace="nowrap">
      {value.text}
    </Badge>
  )
}
