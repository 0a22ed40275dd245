'use client'

import { Suspense, useEffect, useRef, type ReactNode } from 'react'

import type { TPublicNotification } from '@/collections/people/Notifications/notify'
import { formatBadgeCount } from '@/lib/badge'
import { useOnDemandDialog } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import { useNotificationActions, useUnreadCount, type TNotificationAudience } from './use-notifications'

// The panel is Chakra's drawer: loaded on the first intent to open it. The socket (socket.io,
// about a third of the page's own script) connects once the page is idle: nothing on screen waits
// for it, and whatever arrived before it connected is read again then.
const notificationPanel = chakraOnDemand(() => import('./notification-panel'))

type THandlers = { onNotification: (notification: TPublicNotification) => void; onReconnect: () => void }

/** Connects the page's socket once the browser is idle; returns the disconnect. */
function useIdleRealtime(handlers: THandlers): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    let stop: (() => void) | null = null
    let cancelled = false
    const start = () => {
      void import('./realtime-socket').then(({ listenForNotifications }) => {
        if (cancelled) return
        stop = listenForNotifications({
          onNotification: (notification) => latest.current.onNotification(notification),
          // The first connection too: the unread count may have been read before the socket listened.
          onConnect: () => latest.current.onReconnect(),
        })
      })
    }
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1000)
    return () => {
      cancelled = true
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
      stop?.()
    }
  }, [])
}

type TProps = { audience: TNotificationAudience; wrapClassName: string; buttonClassName: string; badgeClassName: string; icon: ReactNode }

export function NotificationBellIsland({ audience, wrapClassName, buttonClassName, badgeClassName, icon }: TProps) {
  const { open, setOpen, openDialog, trigger, module } = useOnDemandDialog(notificationPanel)
  const button = useRef<HTMLButtonElement>(null)
  const count = useUnreadCount(audience)
  const { receive, refresh } = useNotificationActions(audience)
  useIdleRealtime({ onNotification: receive, onReconnect: refresh })
  const badge = formatBadgeCount(count)

  return (
    <span className={wrapClassName}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label={`Notifications, ${count} unread`}
        {...trigger}
        aria-expanded={open}
        data-testid="notification-bell"
        onClick={openDialog}
      >
        {icon}
      </button>
      {badge && (
        <span aria-hidden data-testid="notification-badge" className={badgeClassName}>
          {badge}
        </span>
      )}
      {module && (
        <Suspense fallback={null}>
          <module.NotificationPanel audience={audience} open={open} onOpenChange={setOpen} returnFocus={() => button.current} />
        </Suspense>
      )}
    </span>
  )
}
