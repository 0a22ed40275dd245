'use client'

import { Box, Button, CloseButton, Drawer, HStack, Portal, Spinner, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { TPublicNotification } from '@/collections/people/Notifications/notify'
import { safeInternalPath } from '@/lib/safe-internal-path'

import { NotificationItem } from './notification-item'
import { useNotificationActions, useNotificationList, useUnreadCount, type TNotificationAudience } from './use-notifications'

type TProps = {
  audience: TNotificationAudience
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to when the panel closes (the bell). */
  returnFocus?: () => HTMLElement | null
}

const RELATIVE_TIME_TICK_MS = 60_000

/** A clock that ticks once a minute while `active`, so 'Just now' ages without a reload. */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (!active) return
    setNow(new Date())
    const timer = window.setInterval(() => setNow(new Date()), RELATIVE_TIME_TICK_MS)
    return () => window.clearInterval(timer)
  }, [active])
  return now
}


/** spec 2.4: the notification side panel, sliding in from the right. */
export function NotificationPanel({ audience, open, onOpenChange, returnFocus }: TProps) {
  const router = useRouter()
  const { data, error, isLoading } = useNotificationList(audience, open)
  const unreadCount = useUnreadCount(audience)
  const { markRead, markAllRead } = useNotificationActions(audience)
  const now = useNow(open)
  const notifications = data?.data ?? []

  const select = (notification: TPublicNotification) => {
    markRead(notification)
    // data.cta is validated on the server, and checked again here (rows older than the check).
    const link = safeInternalPath(notification.data.cta)
    if (link) {
      onOpenChange(false)
      router.push(link)
    }
  }

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm" lazyMount unmountOnExit finalFocusEl={returnFocus}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="notification-panel">
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" pe={14}>
              <HStack justify="space-between" w="full" gap={3}>
                <Drawer.Title>Notifications</Drawer.Title>
                <Button size="sm" variant="outline" colorPalette="navy" onClick={markAllRead} disabled={unreadCount === 0}>
                  Mark all as read
                </Button>
              </HStack>
            </Drawer.Header>
            <Drawer.Body p={0}>
              {isLoading && !data ? (
                <HStack justify="center" py={10} role="status">
                  <Spinner size="sm" color="tenant.primary" />
                  <Text fontSize="sm" color="fg.muted">
                    Loading notifications
                  </Text>
                </HStack>
              ) : error && !data ? (
                <Text px={4} py={10} textAlign="center" color="fg.muted" role="alert">
                  Notifications could not be loaded. Please try again later.
                </Text>
              ) : notifications.length === 0 ? (
                <Text px={4} py={10} textAlign="center" color="fg.muted">
                  You have no notifications.
                </Text>
              ) : (
                <Box as="ul" listStyleType="none" aria-label="Notifications">
                  {notifications.map((notification) => (
                    <Box as="li" key={notification.id}>
                      <NotificationItem notification={notification} now={now} onSelect={select} />
                    </Box>
                  ))}
                </Box>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close notifications" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
