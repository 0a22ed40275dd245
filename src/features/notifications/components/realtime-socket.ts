'use client'

import { io, type Socket } from 'socket.io-client'

import type { TPublicNotification } from '@/collections/people/Notifications/notify'
import { NOTIFICATION_EVENT } from '@/realtime/channels'

import { isPublicNotification } from './is-public-notification'

// One socket per page, shared by every component that listens; the server puts it in the
// user's private room after checking the session cookie, so the client joins nothing itself.
// Loaded on demand (notification-bell-island.tsx), so socket.io is not part of the first load.
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

type THandlers = {
  onNotification: (notification: TPublicNotification) => void
  /** Every (re)connection: whatever arrived while the socket was not listening was not pushed to us. */
  onConnect?: () => void
}

/** Listens for pushed notifications; returns the function that stops listening. */
export function listenForNotifications({ onNotification, onConnect }: THandlers): () => void {
  const socket = acquireSocket()
  const handleNotification = (payload: unknown) => {
    if (isPublicNotification(payload)) onNotification(payload)
  }
  const handleConnect = () => onConnect?.()
  socket.on(NOTIFICATION_EVENT, handleNotification)
  socket.on('connect', handleConnect)
  if (socket.connected) handleConnect()
  return () => {
    socket.off(NOTIFICATION_EVENT, handleNotification)
    socket.off('connect', handleConnect)
    releaseSocket()
  }
}
