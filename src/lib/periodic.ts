import type { Payload } from 'payload'

/**
 * Runs `work` every `intervalMs` in this process, never two at once; a failure is logged as a
 * warning and the next tick tries again (the database may be restarting). Returns the stop function.
 * The timer does not keep the process alive.
 */
export function runPeriodically(payload: Payload, label: string, intervalMs: number, work: () => Promise<unknown>): () => void {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await work()
    } catch (error) {
      payload.logger.warn({ msg: `${label}: ${error instanceof Error ? error.message : String(error)}` })
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
