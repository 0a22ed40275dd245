import http from 'node:http'

import next from 'next'

export type TRunningServer = { server: http.Server; close: () => Promise<void> }

/**
 * One HTTP server for pages, API and (issue 3) socket.io. Listens on all interfaces so both
 * localhost and <tenant>.localhost reach it.
 */
export async function startHttpServer(options: { dev: boolean; port: number; hostname?: string }): Promise<TRunningServer> {
  const app = next({ dev: options.dev, port: options.port, hostname: options.hostname ?? 'localhost', turbopack: options.dev, dir: process.cwd() })
  await app.prepare()
  const handle = app.getRequestHandler()
  const upgrade = app.getUpgradeHandler()
  const server = http.createServer((req, res) => void handle(req, res))
  server.on('upgrade', (req, socket, head) => {
    if (options.dev && req.url?.startsWith('/_next/')) void upgrade(req, socket, head)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, resolve)
  })
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
        void app.close()
      }),
  }
}
