import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { startAppServer, type TAppServer } from '../tests/support/app-server'

export type TRunningProcess = { url: string; pids: number[]; stop: () => Promise<void> }

async function waitForHttp(url: string, isUp: (status: number) => boolean, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The process behind ${url} exited during start-up`)
    try {
      if (isUp((await fetch(url)).status)) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** The raw node:http + pg baseline, in its own process group. */
export async function startBaselineServer(options: { port: number; env: Record<string, string> }): Promise<TRunningProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline/raw-server.ts'], {
    env: { ...process.env, ...options.env, PORT: String(options.port), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const url = `http://127.0.0.1:${options.port}`
  await waitForHttp(`${url}/api/branding`, (status) => status === 200, 60_000, () => exited)
  return {
    url,
    pids: child.pid == null ? [] : [child.pid],
    stop: async () => {
      if (exited || child.pid == null) return
      const gone = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      const timer = setTimeout(() => child.pid != null && !exited && process.kill(-child.pid, 'SIGKILL'), 5_000)
      await gone
      clearTimeout(timer)
    },
  }
}

/** The production app (scripts/start.ts with BENCH_RUN=1) through the tests' own launcher. */
export async function startBenchApp(options: { port: number; env: Record<string, string> }): Promise<TAppServer & { pids: number[] }> {
  // DATABASE_PREPARED: the bench seed was made, or its manifest checked against every migration, just before (run-bench.ts ensureSeed).
  const app = await startAppServer({ port: options.port, env: { BENCH_RUN: '1', TEST_RUN: '0', SEED: '0', DATABASE_PREPARED: '1', ...options.env }, timeoutMs: 180_000 })
  return { ...app, pids: appProcessGroup(options.port) }
}

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** The pids of the app's process group: the start.ts process (found by its PORT and BENCH_RUN) and its children. */
function appProcessGroup(port: number): number[] {
  const pids = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number)
  const leader = pids.find((pid) => {
    if (!readText(`/proc/${pid}/cmdline`).includes('scripts/start.ts')) return false
    const environ = readText(`/proc/${pid}/environ`).split('\0')
    return environ.includes('BENCH_RUN=1') && environ.includes(`PORT=${port}`)
  })
  if (leader === undefined) return []
  const groupOf = (pid: number) => Number(readText(`/proc/${pid}/stat`).split(') ')[1]?.split(' ')[2])
  const group = groupOf(leader)
  return pids.filter((pid) => groupOf(pid) === group)
}

/** Resident memory of those processes, in MB (Linux /proc); null where /proc is not there. */
export function rssMbOf(pids: number[]): number | null {
  if (pids.length === 0) return null
  let kb = 0
  for (const pid of pids) {
    const match = readText(`/proc/${pid}/status`).match(/^VmRSS:\s+(\d+) kB/m)
    if (match) kb += Number(match[1])
  }
  return kb ? Math.round(kb / 1024) : null
}

const CLOCK_TICKS_PER_SECOND = 100

/** User + system CPU time of those processes so far, in ms (Linux /proc/<pid>/stat fields 14 and 15). */
export function cpuMsOf(pids: number[]): number | null {
  if (pids.length === 0) return null
  let ticks = 0
  for (const pid of pids) {
    const fields = readText(`/proc/${pid}/stat`).split(') ')[1]?.split(' ')
    if (!fields) return null
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND
}
