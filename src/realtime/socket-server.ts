import http from 'node:http'

import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'
import { Server } from 'socket.io'

import { userChannel } from './channels'
import { registerSocketServer } from './publish'

type TSocketUser = { id: number }

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
            resolve(typeof user.id === 'number' ? { id: user.id } : null)
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
  const redisClients: Array<ReturnType<typeof createClient>> = []
  if (process.env.REDIS_URL) {
    const pub = createClient({ url: process.env.REDIS_URL })
    const sub = pub.duplicate()
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
    void socket.join(channel)
    socket.emit('subscribed', { channel })
  })

  registerSocketServer(io)
  return {
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()))
      await Promise.all(redisClients.map((client) => client.quit().catch(() => {})))
    },
  }
}
