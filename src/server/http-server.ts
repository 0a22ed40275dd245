import http from 'node:http'

import next from 'next'
import { getPayload } from 'payload'

import config from '@payload-config'

import { startIdempotencyKeyRetention } from '../collections/investments/IdempotencyKeys/retention'
import { startImportWorker } from '../collections/people/ImportJobs/import-queue'
import { startInvitationExpiry } from '../collections/people/Invitations/expiry'
import { startUpdateReportDelivery } from '../collections/reports/UpdateReports/delivery'
import { startTaskReminders } from '../collections/records/Tasks/reminders'
import { DOCUMENT_MAX_BYTES_CAP, DOCUMENT_UPLOAD_BODY_CAP, DOCUMENT_UPLOAD_PATH, formatFileSize } from '../domain/records/documents/limits'
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_BODY_CAP, IMAGE_UPLOAD_PATH } from '../domain/records/image-limits'
import { PEER_ADDRESS_HEADER } from '../lib/client-address'
import { attachRealtime } from '../realtime/socket-server'
import { startFastRoutes } from './fast-routes'
import { answerSuspended, hostGate } from './host-gate'
import { applySecurityHeaders } from './security-headers'

const MISDIRECTED = JSON.stringify({ message: 'This address is not served here.' })

function misdirected(res: http.ServerResponse): void {
  res.writeHead(421, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(MISDIRECTED) })
  res.end(MISDIRECTED)
}

const tooLargeBody = (maxBytes: number, noun: string) => {
  const message = `The ${noun} is larger than the ${formatFileSize(maxBytes)} limit.`
  return JSON.stringify({ message, errors: { file: [message] } })
}

/** The upload addresses and the longest body each takes (the file's cap and its envelope). */
const UPLOAD_CAPS = new Map([
  [DOCUMENT_UPLOAD_PATH, { bodyCap: DOCUMENT_UPLOAD_BODY_CAP, answer: tooLargeBody(DOCUMENT_MAX_BYTES_CAP, 'file') }],
  [IMAGE_UPLOAD_PATH, { bodyCap: IMAGE_UPLOAD_BODY_CAP, answer: tooLargeBody(IMAGE_MAX_BYTES, 'image') }],
])

/**
 * An upload that says it is longer than its cap is refused before a byte of it is read:
 * Next's proxy would otherwise take the whole body in (docs/security.md, "Documents").
 */
function uploadTooLarge(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'POST') return false
  const cap = UPLOAD_CAPS.get((req.url ?? '').split('?', 1)[0] ?? '')
  if (!cap || !(Number(req.headers['content-length'] ?? 0) > cap.bodyCap)) return false
  res.writeHead(413, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(cap.answer), Connection: 'close' })
  res.end(cap.answer)
  return true
}

export type TRunningServer = { server: http.Server; close: () => Promise<void> }

/**
 * One HTTP server for pages, API and socket.io (one start command). Listens on all interfaces so both
 * localhost and <tenant>.localhost reach it.
 */
export async function startHttpServer(options: { dev: boolean; port: number; hostname?: string }): Promise<TRunningServer> {
  const app = next({ dev: options.dev, port: options.port, hostname: options.hostname ?? 'localhost', turbopack: options.dev, dir: process.cwd() })
  // The server process's own Payload instance (its key keeps it out of Next's module graph): the host
  // gate, the fast routes (production) and the background work below.
  const own = await getPayload({ config, key: 'fast-routes' })
  // Development leaves the hot reads to their Payload endpoints, where edits hot-reload.
  const [fastRoutes] = await Promise.all([options.dev ? null : startFastRoutes(), app.prepare()])
  const handle = app.getRequestHandler()
  const upgrade = app.getUpgradeHandler()
  const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!fastRoutes?.serve(req, res)) void handle(req, res)
  }
  const server = http.createServer((req, res) => {
    // The connection's own address, for clientAddress(); a value the client sent is replaced.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
    applySecurityHeaders(req, res, options.dev)
    if (uploadTooLarge(req, res)) return
    // Unknown hosts (production) and suspended tenants are answered here, before any route runs.
    hostGate(own, req, !options.dev).then(
      (gate) => (gate.kind === 'serve' ? serve(req, res) : gate.kind === 'misdirected' ? misdirected(res) : answerSuspended(req, res, gate.tenant)),
      // The tenant list could not be read (database down): let the routes answer 503 themselves.
      () => serve(req, res),
    )
  })
  // socket.io handles its own upgrades on /socket.io; the dev server's HMR socket is Next's.
  server.on('upgrade', (req, socket, head) => {
    if (options.dev && req.url?.startsWith('/_next/')) void upgrade(req, socket, head)
  })
  const realtime = await attachRealtime(server, options.port)
  // Background work of this process, on its own Payload instance: task reminders (issue 9 §3), the
  // idempotency keys' retention (issue 10 §10), invitations past their expiry marked expired (issue 11
  // §6), CSV imports (issue 11 §12: pg-boss) and the delivery of published update reports to their
  // recipients (issue 12 §2, decision 033: pg-boss).
  const stopBackground = [startTaskReminders(own), startIdempotencyKeyRetention(own), startInvitationExpiry(own), startImportWorker(own), startUpdateReportDelivery(own)]
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, resolve)
  })
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const stop of stopBackground) stop()
        server.closeAllConnections()
        void Promise.allSettled([realtime.close(), fastRoutes?.close()]).finally(() => {
          void app.close()
          resolve()
        })
      }),
  }
}
