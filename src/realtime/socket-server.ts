import http from 'node:http'

import { createAdapter } from '@socket.io/redis-adapter'
import { Server } from 'socket.io'

import { Pool } from 'pg'

import { readSession } from '@/auth/session'
import { liveSessionIds } from '@/auth/session-records'
import { redisClient } from '@/lib/redis-client'

import { sessionRoom, userChannel } from './channels'
import { registerSocketServer } from './publish'

type TSocketUser = { id: number; sessionId: number }

/** How often sockets whose session has ended or gone idle are closed (logout closes them at once). */
const SWEEP_EVERY_MS = 60_000

/**
 * The handshake proves the session the same way every API call does: by asking our own
 * GET /api/user with the socket's cookie and host. Only then does the socket join its room.
 */
function authenticate(headers: http.IncomingHttpHeaders, port: number): Promise<TSocketUser | null> {
  if (!headers.cookie || !headers.host) return Promise.resolve(null)
  return new Promise((resolve) => {
    const request = http.request(
      { hostname: '127.0.0.1', port, path: '/api/user', headers: { cookie: headers.cookie, host: headers.host, accept: 'application/json' }, timeout: 5000 },
      (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => {
          if (response.statusCode !== 200) return resolve(null)
          try {
            const user = JSON.parse(body) as { id?: unknown }
            if (typeof user.id !== 'number') return resolve(null)
            // /api/user has just accepted this cookie, so it unseals; its sid names the session's room.
            // /api/user stays open to a session kept to its two-factor set-up (decision 039): the
            // account's notifications do not.
            void readSession(headers.cookie).then((session) => resolve(session && !session.setup2fa ? { id: user.id as number, sessionId: session.sid } : null))
          } catch {
            resolve(null)
          }
        })
      },
    )
    request.on('error', () => resolve(null))
    request.on('timeout', () => request.destroy())
    request.end()
  })
}

export async function attachRealtime(server: http.Server, port: number): Promise<{ close: () => Promise<void> }> {
  const io = new Server(server, { path: '/socket.io', serveClient: false })
  const redisClients: Array<ReturnType<typeof redisClient>> = []
  if (process.env.REDIS_URL) {
    const pub = redisClient(process.env.REDIS_URL, 'socket.io adapter')
    const sub = redisClient(process.env.REDIS_URL, 'socket.io adapter subscriber')
    await Promise.all([pub.connect(), sub.connect()])
    redisClients.push(pub, sub)
    io.adapter(createAdapter(pub, sub))
  }

  io.use(async (socket, next) => {
    const user = await authenticate(socket.request.headers, port)
    if (!user) return next(new Error('unauthorised'))
    socket.data.user = user
    next()
  })
  io.on('connection', (socket) => {
    const user = socket.data.user as TSocketUser
    const channel = userChannel(user.id)
    void socket.join([channel, sessionRoom(user.sessionId)])
    socket.emit('subscribed', { channel })
  })

  // A session can also end without a request of ours (idle time-out, expiry): sweep this instance's sockets.
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  const sweep = setInterval(() => void closeSocketsOfEndedSessions(io, pool).catch(() => {}), SWEEP_EVERY_MS)
  sweep.unref()

  registerSocketServer(io)
  return {
    close: async () => {
      clearInterval(sweep)
      await pool.end().catch(() => {})
      await new Promise<void>((resolve) => io.close(() => resolve()))
      await Promise.all(redisClients.map((client) => client.quit().catch(() => {})))
    },
  }
}

async function closeSocketsOfEndedSessions(io: Server, pool: Pool): Promise<void> {
  const sockets = [...io.of('/').sockets.values()]
  const live = await liveSessionIds(pool, [...new Set(sockets.map((socket) => (socket.data.user as TSocketUser).sessionId))])
  for (const socket of sockets) if (!live.has((socket.data.user as TSocketUser).sessionId)) socket.disconnect(true)
}
