'use client'

import { Box, IconButton } from '@chakra-ui/react'
import { useState } from 'react'

import { formatBadgeCount } from '@/lib/badge'
import { BellIcon } from '@/ui/shell/icons'

import { NotificationPanel } from './notification-panel'
import { useNotificationActions, useUnreadCount, type TNotificationAudience } from './use-notifications'
import { useRealtimeNotifications } from './use-realtime-notifications'

type TProps = {
  audience: TNotificationAudience
}

/**
 * The bell in the shell's dark bar: unread badge (spec 9 formatting, hidden at 0), opens the
 * panel, and keeps both lists live over the page's socket.
 */
export function NotificationBell({ audience }: TProps) {
  const [open, setOpen] = useState(false)
  const count = useUnreadCount(audience)
  const { receive, refresh } = useNotificationActions(audience)
  useRealtimeNotifications({ onNotification: receive, onReconnect: refresh })
  const badge = formatBadgeCount(count)

  return (
    <>
      <IconButton
        aria-label={`Notifications, ${count} unread`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        variant="ghost"
        color="white"
        position="relative"
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'whiteAlpha.200' }}
        focusRingColor="white"
        onClick={() => setOpen(true)}
      >
        <BellIcon boxSize="5" />
        {badge && (
          <Box
            as="span"
            aria-hidden
            data-testid="notification-badge"
            position="absolute"
            top="0.5"
            insetEnd="0.5"
            minW="5"
            h="5"
            px="1"
            rounded="full"
            bg="red.700"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="5"
            textAlign="center"
            boxShadow="0 0 0 2px white"
            pointerEvents="none"
          >
            {badge}
          </Box>
        )}
      </IconButton>
      <NotificationPanel audience={audience} open={open} onOpenChange={setOpen} />
    </>
  )
}
