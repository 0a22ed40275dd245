'use client'

import { Box, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'

import type { TPublicNotification } from '@/collections/people/Notifications/notify'
import { relativeTime } from '@/lib/relative-time'

import { BoldMarkers } from './bold-markers'
import { NotificationIcon } from './notification-icon'

type TProps = {
  notification: TPublicNotification
  now: Date
  onSelect: (notification: TPublicNotification) => void
}

/** One notification: a real button (keyboard and screen reader) with icon, message and age. */
export function NotificationItem({ notification, now, onSelect }: TProps) {
  const unread = !notification.read_at
  return (
    <chakra.button
      type="button"
      data-testid="notification-item"
      data-unread={unread || undefined}
      onClick={() => onSelect(notification)}
      display="block"
      w="full"
      textAlign="start"
      px={4}
      py={3}
      bg={unread ? 'navy.subtle' : 'transparent'}
      borderBottomWidth="1px"
      borderColor="border.muted"
      cursor="pointer"
      _hover={{ bg: 'navy.muted' }}
      focusVisibleRing="inside"
      focusRingColor="navy.focusRing"
    >
      <HStack align="flex-start" gap={3}>
        <NotificationIcon name={notification.data.icon} />
        <Stack gap={1} flex="1" minW={0}>
          <Text fontSize="sm" color="fg" fontWeight={unread ? 'medium' : 'normal'} wordBreak="break-word">
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            <BoldMarkers message={notification.data.message} />
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            <time dateTime={notification.created_at}>{relativeTime(notification.created_at, now)}</time>
          </Text>
        </Stack>
        {unread && <Box aria-hidden w="2" h="2" mt="2" rounded="full" bg="tenant.primary" flexShrink={0} />}
      </HStack>
    </chakra.button>
  )
}
