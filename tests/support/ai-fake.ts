import crypto from 'node:crypto'
import http from 'node:http'

import { anyFreePort } from './app-server'
import { startFakeProcess } from './fake-process'

/**
 * A local fake of an OpenAI-compatible Chat Completions API, the AI rewrite's provider
 * (src/lib/ai-rewrite/provider.ts, decision 044), for the test harness: scripts/test.ts starts one
 * per run in a process of its own (tests/support/ai-fake-main.ts), points the server under test at it
 * (AI_REWRITE_URL, AI_REWRITE_API_KEY, AI_REWRITE_MODEL: aiFakeEnv) and tells the tests where it is
 * (AI_TEST_URL, AI_TEST_API_KEY: runAiFake).
 *
 * POST /chat/completions answers with the user message upper-cased (a deterministic "rewrite"), after
 * refusing a wrong key as OpenAI does (401). Words in the text ask for the failures a test needs:
 * FAKE_PROVIDER_ERROR a 500 with OpenAI's error body, FAKE_PROVIDER_SLOW an answer after 8 s
 * (the test server waits AI_FAKE_TIMEOUT_MS), FAKE_PROVIDER_EMPTY an empty message.
 * Every request is recorded (key, body); GET /_fake/requests lists them.
 */

export type TAiFake = { url: string; apiKey: string; model: string; stop: () => Promise<void> }
export type TAiFakeRequest = { path: string; authorization: string | null; body: { model?: string; messages?: Array<{ role: string; content: string }> } & Record<string, unknown> }

/** What the server under test waits for the provider (AI_REWRITE_TIMEOUT_MS), and how long the fake's slow answer takes. */
export const AI_FAKE_TIMEOUT_MS = 3000
const AI_FAKE_SLOW_MS = 8000
const AI_FAKE_MODEL = 'fake-rewriter-1'

const openAiError = (status: number, message: string, type: string) => ({ status, body: { error: { message, type, param: null, code: null } } })

/** The fake's "rewrite" of a text: upper case. */
export const fakeRewrite = (text: string) => text.toUpperCase()

/** The fake's HTTP server on 127.0.0.1:`port` in this process (ai-fake-main.ts runs it in a process of its own). */
export async function serveAiFake({ port, apiKey }: { port: number; apiKey: string }): Promise<http.Server> {
  const requests: TAiFakeRequest[] = []
  let counter = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const send = (status: number, answer: unknown) => {
        if (res.destroyed) return
        const json = JSON.stringify(answer)
        res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) })
        res.end(json)
      }
      if (req.method === 'GET' && url.pathname === '/_fake/requests') return send(200, requests)
      if (req.method !== 'POST' || url.pathname !== '/chat/completions') return send(404, openAiError(404, `Unknown request URL: ${req.method} ${url.pathname}.`, 'invalid_request_error').body)
      let body: TAiFakeRequest['body']
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TAiFakeRequest['body']
      } catch {
        return send(400, openAiError(400, 'We could not parse the JSON body of your request.', 'invalid_request_error').body)
      }
      requests.push({ path: url.pathname, authorization: req.headers.authorization ?? null, body })
      if (requests.length > 500) requests.shift()
      if (req.headers.authorization !== `Bearer ${apiKey}`) return send(401, openAiError(401, 'Incorrect API key provided.', 'invalid_request_error').body)
      const text = [...(body.messages ?? [])].reverse().find((message) => message.role === 'user')?.content
      if (typeof body.model !== 'string' || !body.model || typeof text !== 'string') return send(400, openAiError(400, 'model and a user message are required.', 'invalid_request_error').body)
      if (text.includes('FAKE_PROVIDER_ERROR')) return send(500, openAiError(500, 'The server had an error while processing your request.', 'server_error').body)
      const completion = (content: string) => ({
        id: `chatcmpl-fake${++counter}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      })
      if (text.includes('FAKE_PROVIDER_SLOW')) {
        const timer = setTimeout(() => send(200, completion(fakeRewrite(text))), AI_FAKE_SLOW_MS)
        res.on('close', () => clearTimeout(timer))
        return
      }
      send(200, completion(text.includes('FAKE_PROVIDER_EMPTY') ? '' : fakeRewrite(text)))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

/** Starts the fake in a process group of its own and waits until it answers. */
export async function startAiFake(options: { port?: number } = {}): Promise<TAiFake> {
  const apiKey = `sk-fake-${crypto.randomBytes(12).toString('hex')}`
  const port = options.port ?? (await anyFreePort())
  const { url, stop } = await startFakeProcess({ name: 'AI provider fake', script: 'ai-fake-main.ts', port, env: { AI_FAKE_PORT: String(port), AI_FAKE_API_KEY: apiKey } })
  return { url, apiKey, model: AI_FAKE_MODEL, stop }
}

/** The app's settings (src/lib/ai-rewrite/settings.ts) for this fake. */
export const aiFakeEnv = (fake: Pick<TAiFake, 'url' | 'apiKey' | 'model'>): Record<string, string> => ({
  AI_REWRITE_URL: fake.url,
  AI_REWRITE_API_KEY: fake.apiKey,
  AI_REWRITE_MODEL: fake.model,
  AI_REWRITE_TIMEOUT_MS: String(AI_FAKE_TIMEOUT_MS),
})

/** The run's fake as scripts/test.ts describes it (AI_TEST_*), or null. */
export function runAiFake(): Pick<TAiFake, 'url' | 'apiKey' | 'model'> | null {
  const url = process.env.AI_TEST_URL
  const apiKey = process.env.AI_TEST_API_KEY
  return url && apiKey ? { url, apiKey, model: AI_FAKE_MODEL } : null
}

/** What the fake has been asked so far. */
export async function aiFakeRequests(fake: Pick<TAiFake, 'url'>): Promise<TAiFakeRequest[]> {
  const response = await fetch(`${fake.url}/_fake/requests`)
  if (!response.ok) throw new Error(`AI fake GET /_fake/requests: ${response.status}`)
  return (await response.json()) as TAiFakeRequest[]
}
