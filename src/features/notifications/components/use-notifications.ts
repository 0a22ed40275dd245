'use client'

import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import type { TPublicNotification } from '@/collections/people/Notifications/notify'
import { apiFetch, fetcher } from '@/lib/api-client'

/** spec 7: investors use /api/notifications/user, staff /api/notifications/admin. */
export type TNotificationAudience = 'user' | 'admin'

export type TNotificationList = { data: TPublicNotification[] }

export const notificationKeys = (audience: TNotificationAudience) => ({
  list: `/api/notifications/${audience}`,
  unread: `/api/notifications/${audience}/unread`,
})

const listFetcher = (path: string) => fetcher<TNotificationList>(path)

/** spec 7: the unread count is the length of the unread call's data array. */
export function useUnreadCount(audience: TNotificationAudience, enabled = true): number {
  const { data } = useSWR(enabled ? notificationKeys(audience).unread : null, listFetcher)
  return data?.data.length ?? 0
}

/** The full list, fetched only while someone looks at it (`enabled`). */
export function useNotificationList(audience: TNotificationAudience, enabled: boolean) {
  return useSWR(enabled ? notificationKeys(audience).list : null, listFetcher)
}

const withoutId = (list: TNotificationList | undefined, id: number): TNotificationList => ({ data: (list?.data ?? []).filter((item) => item.id !== id) })
const markedRead = (list: TNotificationList | undefined, readAt: string, id?: number): TNotificationList | undefined =>
  list && { data: list.data.map((item) => (item.read_at || (id !== undefined && item.id !== id) ? item : { ...item, read_at: readAt })) }

/**
 * spec 4, 8: reading one lowers the count at once, mark-all sets it to 0 at once; a failed call
 * is ignored silently (the optimistic state stays until the next refresh).
 */
export function useNotificationActions(audience: TNotificationAudience) {
  const { mutate } = useSWRConfig()
  const keys = notificationKeys(audience)

  const markRead = useCallback(
    (notification: TPublicNotification) => {
      if (notification.read_at) return
      const now = new Date().toISOString()
      void mutate<TNotificationList>(keys.unread, (current) => withoutId(current, notification.id), { revalidate: false })
      void mutate<TNotificationList>(keys.list, (current) => markedRead(current, now, notification.id), { revalidate: false })
      apiFetch(`/api/notifications/${audience}/mark-read/${notification.id}`, { method: 'POST' }).catch(() => undefined)
    },
    [audience, keys.list, keys.unread, mutate],
  )

  const markAllRead = useCallback(() => {
    const now = new Date().toISOString()
    void mutate<TNotificationList>(keys.unread, { data: [] }, { revalidate: false })
    void mutate<TNotificationList>(keys.list, (current) => markedRead(current, now), { revalidate: false })
    apiFetch(`/api/notifications/${audience}/mark-read`, { method: 'POST' }).catch(() => undefined)
  }, [audience, keys.list, keys.unread, mutate])

  /** A pushed notification goes to the top of both lists at once, then both are re-read. */
  const receive = useCallback(
    (notification: TPublicNotification) => {
      const prepend = (current: TNotificationList | undefined) => ({
        data: [notification, ...(current?.data ?? []).filter((item) => item.id !== notification.id)],
      })
      void mutate<TNotificationList>(keys.unread, prepend, { revalidate: true })
      // The full list is only kept when it was loaded; otherwise opening the panel loads it.
      void mutate<TNotificationList>(keys.list, (current) => current && prepend(current), { revalidate: true })
    },
    [keys.list, keys.unread, mutate],
  )

  const refresh = useCallback(() => {
    void mutate(keys.unread)
    void mutate(keys.list)
  }, [keys.list, keys.unread, mutate])

  return { markRead, markAllRead, receive, refresh }
}
