import { Emitter } from '@socket.io/redis-emitter'
import type { Server } from 'socket.io'

import { redisClient } from '@/lib/redis-client'

import { NOTIFICATION_EVENT, sessionRoom, userChannel } from './channels'

// The socket.io server lives on globalThis so route handlers in the same process reach it.
const realtime = globalThis as typeof globalThis & { __socketServer?: Server; __redisEmitter?: Promise<Emitter> }

export function registerSocketServer(server: Server): void {
  realtime.__socketServer = server
}

/** Outside a server process (scripts, workers) we can still publish through Redis. */
function redisEmitter(): Promise<Emitter> | null {
  if (!process.env.REDIS_URL) return null
  realtime.__redisEmitter ??= (async () => {
    const client = redisClient(process.env.REDIS_URL!, 'notifications emitter')
    await client.connect()
    return new Emitter(client)
  })()
  return realtime.__redisEmitter
}

/**
 * Pushes an event to one user's channel. With REDIS_URL the socket.io Redis adapter carries it
 * to sockets connected to any instance.
 */
export async function publishToUser(userId: number, payload: unknown, event = NOTIFICATION_EVENT): Promise<void> {
  const server = realtime.__socketServer
  if (server) {
    server.to(userChannel(userId)).emit(event, payload)
    return
  }
  const emitter = redisEmitter()
  if (emitter) (await emitter).to(userChannel(userId)).emit(event, payload)
}

/** Disconnects every socket opened under these sessions, on every instance (logout, password change). */
export async function disconnectSessions(sessionIds: number[]): Promise<void> {
  if (sessionIds.length === 0) return
  const rooms = sessionIds.map(sessionRoom)
  const server = realtime.__socketServer
  if (server) {
    server.in(rooms).disconnectSockets(true)
    return
  }
  const emitter = redisEmitter()
  if (emitter) (await emitter).in(rooms).disconnectSockets(true)
}
