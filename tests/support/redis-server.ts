import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'

// A throwaway Redis for the tests of what holds across app instances (rate limits, socket.io's
// adapter). Debian's redis-server: .ci/run installs it; where it is missing those tests are skipped
// and say why.

export const hasRedisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).status === 0
export const NO_REDIS_SERVER = 'redis-server is not installed: .ci/run installs it (apt-get install redis-server)'

export type TRedisServer = { url: string; stop: () => Promise<void> }

/** Starts redis-server on 127.0.0.1:`port` with nothing saved to disk, and waits until it accepts connections. */
export async function startRedisServer(port: number, timeoutMs = 15_000): Promise<TRedisServer> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const gone = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await gone
  }
  try {
    await waitForPort(port, timeoutMs, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `redis://127.0.0.1:${port}`, stop }
}

async function waitForPort(port: number, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`redis-server did not listen on ${port} in time`)
}
