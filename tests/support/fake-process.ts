import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * Starts `tests/support/<script>` (a fake of an outside service: Stripe, the AI provider) in a
 * process group of its own, listening on `port`, and waits until its `/_fake/requests` answers.
 * `stop` ends the whole group.
 */
export async function startFakeProcess(options: { name: string; script: string; port: number; env: Record<string, string> }): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests', 'support', options.script)], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const url = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (exited) throw new Error(`the ${options.name} exited during start-up`)
    try {
      if ((await fetch(`${url}/_fake/requests`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${options.name} did not answer on ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    stop: async () => {
      if (exited || child.pid == null) return
      const gone = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await gone
    },
  }
}
