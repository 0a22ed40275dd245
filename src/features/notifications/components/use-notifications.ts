'use client'

import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import type { TPublicNotification } from '@/collections/people/Notifications/notify'
import { apiFetch, fetcher } from '@/lib/api-client'

/** spec 7: investors use /api/notifications/user, staff /api/notifications/admin. */
export type TNotificationAudience = 'user' | 'admin'

/** The newest notifications (at most 50) and how many match in all. */
export type TNotificationList = { data: TPublicNotification[]; total: number }

export const notificationKeys = (audience: TNotificationAudience) => ({
  list: `/api/notifications/${audience}`,
  unread: `/api/notifications/${audience}/unread`,
})

const listFetcher = (path: string) => fetcher<TNotificationList>(path)

/** The unread count: the unread call's total (its data stops at the newest 50). */
export function useUnreadCount(audience: TNotificationAudience, enabled = true): number {
  const { data } = useSWR(enabled ? notificationKeys(audience).unread : null, listFetcher)
  return data?.total ?? 0
}

/** The full list, fetched only while someone looks at it (`enabled`). */
export function useNotificationList(audience: TNotificationAudience, enabled: boolean) {
  return useSWR(enabled ? notificationKeys(audience).list : null, listFetcher)
}

const withoutId = (list: TNotificationList | undefined, id: number): TNotificationList => ({
  data: (list?.data ?? []).filter((item) => item.id !== id),
  total: Math.max(0, (list?.total ?? 0) - 1),
})
const markedRead = (list: TNotificationList | undefined, readAt: string, id?: number): TNotificationList | undefined =>
  list && { ...list, data: list.data.map((item) => (item.read_at || (id !== undefined && item.id !== id) ? item : { ...item, read_at: readAt })) }

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
    void mutate<TNotificationList>(keys.unread, { data: [], total: 0 }, { revalidate: false })
    void mutate<TNotificationList>(keys.list, (current) => markedRead(current, now), { revalidate: false })
    apiFetch(`/api/notifications/${audience}/mark-read`, { method: 'POST' }).catch(() => undefined)
  }, [audience, keys.list, keys.unread, mutate])

  /** A pushed notification goes to the top of both lists at once, then both are re-read. */
  const receive = useCallback(
    (notification: TPublicNotification) => {
      const prepend = (current: TNotificationList | undefined): TNotificationList => {
        const known = (current?.data ?? []).some((item) => item.id === notification.id)
        return { data: [notification, ...(current?.data ?? []).filter((item) => item.id !== notification.id)], total: (current?.total ?? 0) + (known ? 0 : 1) }
      }
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
