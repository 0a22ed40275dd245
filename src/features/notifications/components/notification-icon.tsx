'use client'

import { Circle } from '@chakra-ui/react'

import { BellIcon, CalendarIcon, ChartIcon, CheckCircleIcon, DocumentIcon, InfoIcon, MessageIcon, MoneyIcon, UserIcon, WarningIcon } from '@/ui/shell/icons'

// data.icon is a short name chosen by the sender; unknown names fall back to the bell.
const ICONS = {
  bell: BellIcon,
  info: InfoIcon,
  success: CheckCircleIcon,
  check: CheckCircleIcon,
  warning: WarningIcon,
  alert: WarningIcon,
  document: DocumentIcon,
  file: DocumentIcon,
  report: ChartIcon,
  chart: ChartIcon,
  investment: ChartIcon,
  money: MoneyIcon,
  payment: MoneyIcon,
  message: MessageIcon,
  user: UserIcon,
  calendar: CalendarIcon,
} as const

type TIconName = keyof typeof ICONS

const isIconName = (name: string): name is TIconName => Object.hasOwn(ICONS, name)

export function NotificationIcon({ name }: { name: string | null }) {
  const key = (name ?? '').trim().toLowerCase()
  const Icon = isIconName(key) ? ICONS[key] : BellIcon
  return (
    <Circle size="9" bg="navy.subtle" color="tenant.primary" flexShrink={0} aria-hidden>
      <Icon boxSize="4.5" />
    </Circle>
  )
}
