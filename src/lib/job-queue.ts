import PgBoss from 'pg-boss'
import type { Payload } from 'payload'

// The job queue (decision 028, used again by decision 033): pg-boss on the application's own
// PostgreSQL (its tables in the `pgboss` schema, made by pg-boss on start), through Payload's pool,
// so it works the same on the embedded database, in tests and in production. One pg-boss per Payload
// instance; each queue is created once, by whoever first sends to it or works it. The server process
// works the queues (src/server/http-server.ts); requests only send.

const bosses = new WeakMap<Payload, Promise<PgBoss>>()
const createdQueues = new WeakMap<PgBoss, Map<string, Promise<void>>>()

async function startedBoss(payload: Payload): Promise<PgBoss> {
  let boss = bosses.get(payload)
  if (!boss) {
    boss = (async () => {
      const instance = new PgBoss({ db: { executeSql: (text: string, values: unknown[]) => payload.db.pool.query(text, values) } })
      instance.on('error', (error) => payload.logger.warn({ msg: `job queue: ${error.message}` }))
      await instance.start()
      return instance
    })()
    boss.catch(() => bosses.delete(payload))
    bosses.set(payload, boss)
  }
  return boss
}

/** This Payload instance's pg-boss, started, with `queue` created. */
export async function jobQueue(payload: Payload, queue: string): Promise<PgBoss> {
  const boss = await startedBoss(payload)
  let queues = createdQueues.get(boss)
  if (!queues) createdQueues.set(boss, (queues = new Map()))
  let created = queues.get(queue)
  if (!created) {
    created = boss.createQueue(queue)
    created.catch(() => queues.delete(queue))
    queues.set(queue, created)
  }
  await created
  return boss
}

/** How long a worker waits before trying again to start after a failure (the database busy or still starting). */
const RESTART_DELAY_MS = 5_000

/**
 * Works `queue` in this process, one job at a time, with `run` (which throws to have the job retried);
 * `onFinalFailure` is told when a job has failed its last retry. A worker that cannot start (the
 * database slow to answer at start-up) tries again every few seconds until stopped. Returns the stop function.
 */
export function startWorker<TData extends object>(payload: Payload, queue: string, run: (data: TData) => Promise<void>, onFinalFailure?: (data: TData, reason: string) => Promise<void>): () => void {
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let started: Promise<PgBoss | null> = Promise.resolve(null)
  const start = () => {
    started = jobQueue(payload, queue).then(async (boss) => {
      if (stopped) return boss
      await boss.work<TData>(queue, { batchSize: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return
        try {
          await run(job.data)
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          payload.logger.warn({ msg: `${queue} job ${job.id}: ${reason}` })
          if (onFinalFailure && job.retryCount >= job.retryLimit) await onFinalFailure(job.data, reason)
          throw error
        }
      })
      return boss
    })
    started.catch((error: unknown) => {
      payload.logger.warn({ msg: `${queue} worker did not start (trying again in ${RESTART_DELAY_MS / 1000} s): ${error instanceof Error ? error.message : String(error)}` })
      if (!stopped) retry = setTimeout(start, RESTART_DELAY_MS)
    })
  }
  start()
  return () => {
    stopped = true
    clearTimeout(retry)
    void started.then((boss) => boss?.stop({ graceful: true, timeout: 5_000 })).catch(() => undefined)
  }
}
