import http from 'node:http'

import { CSRF_COOKIE_NAMES } from '@/auth/csrf'
import { SESSION_COOKIE_NAMES } from '@/auth/session'

/** The test server runs the production build with Secure cookies, so its session cookie is __Host- prefixed. */
export const SESSION_COOKIE = SESSION_COOKIE_NAMES.secure
/** Its anti-forgery cookie likewise. */
export const XSRF_COOKIE = CSRF_COOKIE_NAMES.secure

/**
 * A tiny HTTP client for integration tests: one cookie jar per client, the Host header chosen
 * per tenant (node's fetch cannot set Host, and *.localhost does not resolve in node), and the
 * anti-forgery dance of spec 7.
 */
const randomOctet = () => 1 + Math.floor(Math.random() * 254)

export type TResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; bytes: Buffer; json: <T = unknown>() => T }

/** The server under test. APP_URL, not BASE_URL: Vitest sets BASE_URL to Vite's '/' in its workers. */
const configuredBaseUrl = () => process.env.APP_URL ?? 'http://localhost:3100'

const baseUrl = () => new URL(configuredBaseUrl())

/** `demo` is served at localhost; every other tenant at <code>.localhost. */
export const hostFor = (tenantCode: string, base = baseUrl()) => `${tenantCode === 'demo' ? 'localhost' : `${tenantCode}.localhost`}:${base.port}`

/**
 * A connection per request: a kept-alive socket the server has closed meanwhile (its keep-alive
 * timeout passed while a test blocked the event loop, e.g. in execFileSync) would fail the next
 * request with "socket hang up"; the integration files share one worker, so one file's idle sockets
 * would reach the next.
 */
const NEW_CONNECTION = new http.Agent({ keepAlive: false })

export class TestClient {
  readonly cookies = new Map<string, string>()

  /**
   * Each client is a different visitor: its own address, sent as X-Forwarded-For, which the test
   * servers trust from 127.0.0.1 (TRUSTED_PROXIES in tests/support/app-server.ts), so per-address
   * rate limits count each client apart. Set `address` to act as one visitor across clients.
   */
  address = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`

  /** `server`: another app server than the one under test (a test that starts its own). */
  constructor(
    readonly tenantCode = 'demo',
    readonly server?: string,
  ) {}

  private get base(): URL {
    return this.server ? new URL(this.server) : baseUrl()
  }

  get host(): string {
    return hostFor(this.tenantCode, this.base)
  }

  request(
    method: string,
    path: string,
    options: {
      body?: unknown
      headers?: Record<string, string>
      form?: Record<string, string>
      /** A body as is (a multipart upload is bytes); `chunked` sends it without Content-Length. */
      raw?: { contentType: string; text: string | Buffer; chunked?: boolean }
      csrf?: boolean
    } = {},
  ): Promise<TResponse> {
    const url = this.base
    const headers: Record<string, string> = { host: this.host, accept: 'application/json', 'x-forwarded-for': this.address, ...options.headers }
    let payload: string | Buffer | undefined
    if (options.raw) {
      payload = options.raw.text
      headers['content-type'] = options.raw.contentType
    } else if (options.form) {
      payload = new URLSearchParams(options.form).toString()
      headers['content-type'] = 'application/x-www-form-urlencoded'
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body)
      headers['content-type'] = 'application/json'
    }
    if (options.csrf !== false && this.cookies.has(XSRF_COOKIE) && !('x-xsrf-token' in headers)) {
      headers['x-xsrf-token'] = this.cookies.get(XSRF_COOKIE)!
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ')
    if (payload !== undefined && !options.raw?.chunked) headers['content-length'] = String(Buffer.byteLength(payload))
    return new Promise((resolve, reject) => {
      const req = http.request({ hostname: url.hostname, port: url.port, path, method, headers, agent: NEW_CONNECTION }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair, ...attributes] = cookie.split(';')
            const [key, ...value] = pair.trim().split('=')
            const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim()))
            if (expired || value.join('=') === '') this.cookies.delete(key)
            else this.cookies.set(key, value.join('='))
          }
          const bytes = Buffer.concat(chunks)
          const text = bytes.toString('utf8')
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, bytes, json: () => JSON.parse(text) })
        })
      })
      req.on('error', reject)
      if (payload !== undefined && options.raw?.chunked) {
        const bytes = Buffer.from(payload)
        for (let start = 0; start < bytes.length; start += 64 * 1024) req.write(bytes.subarray(start, start + 64 * 1024))
      } else if (payload !== undefined) req.write(payload)
      req.end()
    })
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers })

  async csrf(): Promise<void> {
    await this.get('/sanctum/csrf-cookie')
  }

  /** spec 4 login sequence; throws unless the server accepted the credentials. */
  async login(email: string, password = 'demo-password-1'): Promise<void> {
    await this.csrf()
    const response = await this.request('POST', '/login', { body: { email, password } })
    if (response.status !== 204) throw new Error(`login of ${email} on ${this.tenantCode} failed: ${response.status} ${response.text}`)
  }
}

export const DEMO_PASSWORD = 'demo-password-1'

/**
 * Moves the server under test's clock (decision 030's test clock) forward by `ms`, or with `'reset'`
 * back to the machine's time: a file that moves it resets it when it ends, so offsets never pile up
 * over a run (a day here and there would otherwise close a 14-day window for the files after it).
 */
export async function moveServerClock(ms: number | 'reset'): Promise<void> {
  const control = new TestClient('demo')
  await control.csrf()
  const response = ms === 'reset' ? await control.request('DELETE', '/api/test-clock') : await control.request('POST', '/api/test-clock', { body: { advanceMs: ms } })
  if (response.status !== 200) throw new Error(`the test clock did not move: ${response.status} ${response.text.slice(0, 200)}`)
}
