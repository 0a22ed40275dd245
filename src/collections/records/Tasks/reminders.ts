import type { Payload } from 'payload'

import { notify } from '@/collections/people/Notifications/notify'
import { runPeriodically } from '@/lib/periodic'
import { MY_TASKS_PATH } from '@/navigation/admin-routes'

// Task reminders (issue 9 §3): when a task's due time has come and it is still open, its assignee
// gets one notification (bell and real-time channel). "One" holds across processes: each task is
// claimed by a single UPDATE ... WHERE reminder_sent_at IS NULL before anything is sent, so two
// servers (or a server and a test) running this at once never both send it. A notification that
// then fails to store is logged and not retried: a reminder is at most once, never twice.

const BATCH = 200

type TClaimedTask = { id: number; title: string; assignee_id: number }

/** Sends the reminders due at `now`; returns how many were sent. */
export async function sendDueTaskReminders(payload: Payload, now: Date = new Date()): Promise<number> {
  const { rows } = await payload.db.pool.query<TClaimedTask>(
    `UPDATE tasks SET reminder_sent_at = $1
     WHERE id IN (
       SELECT id FROM tasks
       WHERE done IS NOT TRUE AND reminder_sent_at IS NULL AND assignee_id IS NOT NULL AND due_at <= $1
       ORDER BY due_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
     ) AND reminder_sent_at IS NULL
     RETURNING id, title, assignee_id`,
    [now.toISOString()],
  )
  let sent = 0
  for (const task of rows) {
    try {
      await notify(payload, task.assignee_id, { message: `A task is due: **${task.title.slice(0, 200)}**`, icon: 'calendar', cta: MY_TASKS_PATH })
      sent++
    } catch (error) {
      payload.logger.error({ err: error, msg: `the reminder of task ${task.id} could not be sent` })
    }
  }
  return sent
}

export const TASK_REMINDER_INTERVAL_MS = 60_000

/** Checks for due tasks every minute in this process (started with the HTTP server); returns the stop function. */
export const startTaskReminders = (payload: Payload, intervalMs = TASK_REMINDER_INTERVAL_MS) => runPeriodically(payload, 'task reminders', intervalMs, () => sendDueTaskReminders(payload))
