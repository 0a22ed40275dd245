import PgBoss from 'pg-boss'
import type { Payload } from 'payload'

import { failImportJob, runImportJob } from './import-run'

// The import's background job (issue 11 §12, decision 028): pg-boss on the application's own
// PostgreSQL (its tables in the `pgboss` schema, made by pg-boss on start), through Payload's pool,
// so it works the same on the embedded database, in tests and in production. The server process
// works the queue (src/server/http-server.ts, beside the other background work); whoever starts an
// import only sends to it. A job that fails is retried; one whose process died is retried when its
// lease expires; either resumes from the progress stored with each batch (import-run.ts).

export const IMPORT_QUEUE = 'csv-import'

const JOB_OPTIONS = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 } as const

const bosses = new WeakMap<Payload, Promise<PgBoss>>()

/** This Payload instance's pg-boss, started once (its schema made or migrated on first start) with the queue created. */
function bossOf(payload: Payload): Promise<PgBoss> {
  let boss = bosses.get(payload)
  if (!boss) {
    boss = (async () => {
      const instance = new PgBoss({ db: { executeSql: (text: string, values: unknown[]) => payload.db.pool.query(text, values) } })
      instance.on('error', (error) => payload.logger.warn({ msg: `job queue: ${error.message}` }))
      await instance.start()
      await instance.createQueue(IMPORT_QUEUE)
      return instance
    })()
    boss.catch(() => bosses.delete(payload))
    bosses.set(payload, boss)
  }
  return boss
}

/** Puts import job `jobId` on the queue (once: a second send of the same job is ignored). */
export async function enqueueImport(payload: Payload, jobId: number): Promise<void> {
  const boss = await bossOf(payload)
  await boss.send(IMPORT_QUEUE, { jobId }, { ...JOB_OPTIONS, singletonKey: `import-${jobId}` })
}

/** Works the import queue in this process, one job at a time; returns the stop function. */
export function startImportWorker(payload: Payload): () => void {
  let stopped = false
  const started = bossOf(payload).then(async (boss) => {
    if (stopped) return boss
    await boss.work<{ jobId: number }>(IMPORT_QUEUE, { batchSize: 1, includeMetadata: true }, async ([job]) => {
      if (!job) return
      try {
        await runImportJob(payload, job.data.jobId)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        payload.logger.warn({ msg: `import ${job.data.jobId}: ${reason}` })
        if (job.retryCount >= job.retryLimit) await failImportJob(payload, job.data.jobId, reason)
        throw error
      }
    })
    return boss
  })
  started.catch((error: unknown) => payload.logger.warn({ msg: `import worker did not start: ${error instanceof Error ? error.message : String(error)}` }))
  return () => {
    stopped = true
    void started.then((boss) => boss.stop({ graceful: true, timeout: 5_000 })).catch(() => undefined)
  }
}
