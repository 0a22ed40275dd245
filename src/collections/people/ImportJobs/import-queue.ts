import type { Payload } from 'payload'

import { jobQueue, startWorker } from '@/lib/job-queue'

import { failImportJob, runImportJob } from './import-run'

// The import's background job (issue 11 §12, decision 028) on the job queue (src/lib/job-queue.ts:
// pg-boss on the application's PostgreSQL). The server process works the queue; whoever starts an
// import only sends to it. A job that fails is retried; one whose process died is retried when its
// lease expires; either resumes from the progress stored with each batch (import-run.ts).

export const IMPORT_QUEUE = 'csv-import'

const JOB_OPTIONS = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 } as const

/** Puts import job `jobId` on the queue (once: a second send of the same job is ignored). */
export async function enqueueImport(payload: Payload, jobId: number): Promise<void> {
  const boss = await jobQueue(payload, IMPORT_QUEUE)
  await boss.send(IMPORT_QUEUE, { jobId }, { ...JOB_OPTIONS, singletonKey: `import-${jobId}` })
}

/** Works the import queue in this process, one job at a time; returns the stop function. */
export function startImportWorker(payload: Payload): () => void {
  return startWorker<{ jobId: number }>(
    payload,
    IMPORT_QUEUE,
    async (data) => {
      await runImportJob(payload, data.jobId)
    },
    (data, reason) => failImportJob(payload, data.jobId, reason),
  )
}
