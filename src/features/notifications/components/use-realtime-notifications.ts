'use client'

import { useEffect, useRef } from 'react'
import { io, type Socket } from 'socket.io-client'

import type { TPublicNotification } from '@/collections/people/Notifications/notify'
import { NOTIFICATION_EVENT } from '@/realtime/channels'

// One socket per page, shared by every component that listens; the server puts it in the
// user's private room after checking the session cookie, so the client joins nothing itself.
let shared: { socket: Socket; listeners: number } | null = null

function acquireSocket(): Socket {
  shared ??= { socket: io({ path: '/socket.io', transports: ['websocket'], withCredentials: true }), listeners: 0 }
  shared.listeners += 1
  return shared.socket
}

function releaseSocket(): void {
  if (!shared) return
  shared.listeners -= 1
  if (shared.listeners > 0) return
  shared.socket.disconnect()
  shared = null
}

/** A pushed event is only trusted as far as its shape; anything else is dropped. */
export function isPublicNotification(value: unknown): value is TPublicNotification {
  if (!value || typeof value !== 'object') return false
  const candidate = value as Partial<TPublicNotification>
  return typeof candidate.id === 'number' && !!candidate.data && typeof candidate.data.message === 'string' && typeof candidate.created_at === 'string'
}

type THandlers = {
  onNotification: (notification: TPublicNotification) => void
  /** After a dropped connection comes back: whatever arrived meanwhile was not pushed to us. */
  onReconnect?: () => void
}

export function useRealtimeNotifications({ onNotification, onReconnect }: THandlers, enabled = true): void {
  const handlers = useRef({ onNotification, onReconnect })
  useEffect(() => {
    handlers.current = { onNotification, onReconnect }
  })

  useEffect(() => {
    if (!enabled) return
    const socket = acquireSocket()
    let connectedBefore = socket.connected
    const handleNotification = (payload: unknown) => {
      if (isPublicNotification(payload)) handlers.current.onNotification(payload)
    }
    const handleConnect = () => {
      if (connectedBefore) handlers.current.onReconnect?.()
      connectedBefore = true
    }
    socket.on(NOTIFICATION_EVENT, handleNotification)
    socket.on('connect', handleConnect)
    return () => {
      socket.off(NOTIFICATION_EVENT, handleNotification)
      socket.off('connect', handleConnect)
      releaseSocket()
    }
  }, [enabled])
}
