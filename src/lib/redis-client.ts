import { createClient } from 'redis'

/**
 * A Redis client of this deployment (REDIS_URL): rate limits, the socket.io adapter and the emitter.
 * The connect timeout is generous because a starting server can block its event loop for seconds
 * while it loads its chunks on a busy machine, and node-redis's 5 s default then fails the start
 * ("Connection timeout"). Errors after the connect are logged and node-redis reconnects by itself;
 * without a listener, each one would be an unhandled 'error' event.
 */
export function redisClient(url: string, purpose: string) {
  const client = createClient({ url, socket: { connectTimeout: 30_000 } })
  client.on('error', (error: unknown) => console.warn(`Redis (${purpose}): ${error instanceof Error ? error.message : String(error)}`))
  return client
}
