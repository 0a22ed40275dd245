import { io, type Socket } from 'socket.io-client'

import { SESSION_COOKIE, type TestClient } from './http-client'

/**
 * A live-notification socket opened with `client`'s session cookie, resolved once the server has
 * placed it in its room ('subscribed'); rejects with the handshake's error ('unauthorised').
 */
export function connectSocket(client: TestClient): Promise<Socket> {
  const url = new URL(process.env.APP_URL ?? 'http://localhost:3100')
  return new Promise((resolve, reject) => {
    const socket = io(url.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`, host: client.host },
    })
    socket.on('subscribed', () => resolve(socket))
    socket.on('connect_error', reject)
  })
}
