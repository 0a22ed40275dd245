import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { ROLE } from '@/access/roles'
import { authEmails } from '@/auth/emails'
import { issueToken } from '@/auth/tokens'
import { checkRows, mappingErrors, suggestedMapping, type TGoodRow, type TImportKind, type TImportMapping, type TRowError } from '@/domain/imports/import-fields'

import { tenantById } from '@/tenancy/resolve-tenant'

import { DUPLICATE_CONTACT_MESSAGE, INVESTOR_EMAIL_MESSAGE } from '../Contacts'

// Reading an import's file and writing its rows (issue 11 §12, decision 028). The dry run and the
// job read the file the same way (checkImport), so the job writes exactly the rows the dry run
// called good, minus those the database already has (reported as duplicates, never created twice).

export type TParsedFile = { headers: string[]; rows: Array<{ line: number; cells: Record<string, string> }> }

/** The file's header and rows; a file that is not CSV is one error on line 1. */
export function parseCsv(text: string): TParsedFile {
  const records = parse(text.replace(/^\uFEFF/, ''), { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as Array<{ record: string[]; info: { lines: number } }>
  const [head, ...rest] = records
  const headers = (head?.record ?? []).map((header) => header.trim())
  return {
    headers,
    rows: rest.map(({ record, info }) => ({ line: info.lines, cells: Object.fromEntries(headers.map((header, index) => [header, record[index] ?? ''])) })),
  }
}

export type TImportCheck = { headers: string[]; mapping: TImportMapping; mappingErrors: string[]; totalRows: number; good: TGoodRow[]; errors: TRowError[] }

/** The dry run: the file read, the mapping (given or suggested) checked, every row checked against the schema, within the file and against the tenant's rows. */
export async function checkImport(payload: Payload, tenant: number, kind: TImportKind, text: string, given?: TImportMapping): Promise<TImportCheck> {
  let file: TParsedFile
  try {
    file = parseCsv(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'The file could not be read as CSV.'
    return { headers: [], mapping: {}, mappingErrors: [`The file could not be read as CSV: ${reason}`], totalRows: 0, good: [], errors: [] }
  }
  const mapping = given ?? suggestedMapping(kind, file.headers)
  const problems = mappingErrors(kind, file.headers, mapping)
  if (problems.length) return { headers: file.headers, mapping, mappingErrors: problems, totalRows: file.rows.length, good: [], errors: [] }
  const { good, errors } = checkRows(kind, file.rows, mapping)
  const taken = await takenEmails(payload, tenant, kind, good.map((row) => String(row.body.email)))
  const emailColumn = mapping.email!
  return {
    headers: file.headers,
    mapping,
    mappingErrors: [],
    totalRows: file.rows.length,
    good: good.filter((row) => !taken.has(String(row.body.email))),
    errors: [...errors, ...good.filter((row) => taken.has(String(row.body.email))).map((row) => ({ line: row.line, column: emailColumn, reason: taken.get(String(row.body.email))! }))].sort((a, b) => a.line - b.line),
  }
}

/** The emails of `emails` the tenant already has, with why each cannot be imported. */
async function takenEmails(payload: Payload, tenant: number, kind: TImportKind, emails: string[], client?: PoolClient): Promise<Map<string, string>> {
  const taken = new Map<string, string>()
  if (emails.length === 0) return taken
  const db = client ?? payload.db.pool
  const { rows: accounts } = await db.query<{ email: string; role_id: number }>('SELECT email, role_id::int AS role_id FROM users WHERE tenant_id = $1 AND email = ANY($2::text[])', [tenant, emails])
  for (const account of accounts) {
    if (kind === 'investors') taken.set(account.email, account.role_id === ROLE.user ? 'Duplicate: an investor of this firm has this email.' : 'Duplicate: a staff account of this firm has this email.')
    else if (account.role_id === ROLE.user) taken.set(account.email, INVESTOR_EMAIL_MESSAGE)
  }
  if (kind === 'contacts') {
    const { rows: contacts } = await db.query<{ email: string }>('SELECT email FROM contacts WHERE tenant_id = $1 AND email = ANY($2::text[])', [tenant, emails])
    for (const contact of contacts) if (!taken.has(contact.email)) taken.set(contact.email, `Duplicate: ${DUPLICATE_CONTACT_MESSAGE.charAt(0).toLowerCase()}${DUPLICATE_CONTACT_MESSAGE.slice(1)}`)
  }
  return taken
}

/** Rows a batch writes in one transaction with the job's progress. */
export const IMPORT_BATCH_SIZE = 500

type TJobRow = {
  id: number
  kind: TImportKind
  tenant_id: number
  csv: string
  mapping: TImportMapping
  processed_rows: number
  good_rows: number
  status: string
  created_by_id: number | null
  send_set_password_mail: boolean | null
}

/** Test seam: called inside a batch's transaction after its rows are written, before the progress is stored (a crash there loses nothing). */
export type TImportHooks = { afterBatchInsert?: (batch: number) => void | Promise<void>; /** Stop (as a crash would) after this many batches. */ stopAfterBatches?: number }

/**
 * Runs (or resumes) import job `jobId`: reads the file again, takes the good rows in file order from
 * `processed_rows` on, and writes them a batch at a time. Each batch is one transaction that locks
 * the job's row, inserts with ON CONFLICT DO NOTHING (unique (tenant, email)) and stores the
 * progress and the rows it could not create: a job restarted after a crash, or run twice at once,
 * writes every good row exactly once. Returns true when the job is finished.
 */
export async function runImportJob(payload: Payload, jobId: number, hooks: TImportHooks = {}): Promise<boolean> {
  const pool = payload.db.pool
  const job = (await pool.query<TJobRow>('SELECT id, kind::text AS kind, tenant_id, csv, mapping, processed_rows::int AS processed_rows, good_rows::int AS good_rows, status::text AS status, created_by_id, send_set_password_mail FROM import_jobs WHERE id = $1', [jobId])).rows[0]
  if (!job || job.status === 'done') return true
  const check = await checkImportOfJob(payload, job)
  if (job.status === 'queued') {
    // The first run stores what the checks found (a restart finds the job running and keeps them).
    await pool.query(
      `UPDATE import_jobs SET status = 'running', started_at = now(), total_rows = $2, good_rows = $3, invalid_rows = $4, errors = $5::jsonb, error_count = $4
       WHERE id = $1 AND status = 'queued'`,
      [jobId, check.totalRows, check.good.length, check.errors.length, JSON.stringify(check.errors)],
    )
  }
  for (let batches = 0; ; batches++) {
    if (hooks.stopAfterBatches !== undefined && batches >= hooks.stopAfterBatches) return false
    const finished = await writeNextBatch(payload, job, check, batches, hooks)
    if (finished) return true
  }
}

/**
 * The rows the job imports: the good rows as the dry run read them, without re-checking the tenant's
 * existing emails (a row taken meanwhile is caught by the insert's ON CONFLICT): `good` keeps its
 * positions however the database changed since, so `processed_rows` always means the same rows.
 */
async function checkImportOfJob(payload: Payload, job: TJobRow): Promise<{ totalRows: number; good: TGoodRow[]; errors: TRowError[] }> {
  const file = parseCsv(job.csv)
  const { good, errors } = checkRows(job.kind, file.rows, job.mapping)
  return { totalRows: file.rows.length, good, errors }
}

async function writeNextBatch(payload: Payload, job: TJobRow, check: { good: TGoodRow[] }, batch: number, hooks: TImportHooks): Promise<boolean> {
  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    const locked = (await client.query<{ processed_rows: number; status: string }>('SELECT processed_rows::int AS processed_rows, status::text AS status FROM import_jobs WHERE id = $1 FOR UPDATE', [job.id])).rows[0]
    if (!locked || locked.status === 'done') {
      await client.query('COMMIT')
      return true
    }
    const rows = check.good.slice(locked.processed_rows, locked.processed_rows + IMPORT_BATCH_SIZE)
    if (rows.length === 0) {
      await client.query(`UPDATE import_jobs SET status = 'done', finished_at = now(), updated_at = now() WHERE id = $1`, [job.id])
      await client.query('COMMIT')
      return true
    }
    const taken = await takenEmails(payload, job.tenant_id, job.kind, rows.map((row) => String(row.body.email)), client)
    const writable = rows.filter((row) => !taken.has(String(row.body.email)))
    const tokens = job.kind === 'investors' && job.send_set_password_mail ? new Map(writable.map((row) => [String(row.body.email), issueToken('set-password')])) : null
    const created = new Set(await insertRows(client, job, writable, tokens))
    const emailColumn = job.mapping.email!
    const refused: TRowError[] = rows
      .filter((row) => !created.has(String(row.body.email)))
      .map((row) => ({ line: row.line, column: emailColumn, reason: taken.get(String(row.body.email)) ?? 'Duplicate: this email was added meanwhile.' }))
    await hooks.afterBatchInsert?.(batch)
    await client.query(
      `UPDATE import_jobs SET processed_rows = processed_rows + $2, imported_rows = imported_rows + $3, duplicate_rows = duplicate_rows + $4,
         errors = coalesce(errors, '[]'::jsonb) || $5::jsonb, error_count = error_count + $4, updated_at = now()
       WHERE id = $1`,
      [job.id, rows.length, created.size, refused.length, JSON.stringify(refused)],
    )
    await client.query('COMMIT')
    if (tokens) await mailSetPasswordLinks(payload, job.tenant_id, [...created].map((email) => ({ email, token: tokens.get(email)!.token })))
    return false
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * After a batch has committed: the set-password mail of each account it created (the tokens' hashes
 * went in with the rows). The mail queue is in memory: a crash before it sends loses those mails,
 * never the accounts; staff resend the link from the investor's record.
 */
async function mailSetPasswordLinks(payload: Payload, tenantId: number, links: Array<{ email: string; token: string }>): Promise<void> {
  const tenant = links.length ? await tenantById(payload, tenantId) : null
  if (tenant) for (const { email, token } of links) authEmails.setPassword(payload, { to: email, tenant }, token)
}

/** One INSERT of the batch's rows; the emails it created (a row whose email exists is left, not changed). `tokens`: a set-password token per investor's email. */
async function insertRows(client: PoolClient, job: TJobRow, rows: TGoodRow[], tokens: Map<string, ReturnType<typeof issueToken>> | null): Promise<string[]> {
  if (rows.length === 0) return []
  if (job.kind === 'investors') {
    const values = JSON.stringify(rows.map((row) => ({ ...row.body, ...tokens?.get(String(row.body.email))?.fields })))
    const { rows: inserted } = await client.query<{ email: string }>(
      `INSERT INTO users (name, surname, email, role_id, lead_status, tenant_id, token_hash, token_purpose, token_expires_at)
       SELECT r.name, NULLIF(r.surname, ''), r.email, $2, r."leadStatus", $3, r.token_hash, r.token_purpose, r.token_expires_at
       FROM json_to_recordset($1::json) AS r(name varchar, surname varchar, email varchar, "leadStatus" numeric, token_hash varchar, token_purpose varchar, token_expires_at timestamptz)
       ON CONFLICT DO NOTHING RETURNING email`,
      [values, ROLE.user, job.tenant_id],
    )
    return inserted.map((row) => row.email)
  }
  const values = JSON.stringify(rows.map((row) => row.body))
  const { rows: inserted } = await client.query<{ email: string }>(
    `INSERT INTO contacts (name, surname, email, phone, company, lead_status, source, owner_id, tenant_id)
     SELECT r.name, NULLIF(r.surname, ''), r.email, NULLIF(r.phone, ''), NULLIF(r.company, ''), r."leadStatus", NULLIF(r.source, ''), $2, $3
     FROM json_to_recordset($1::json) AS r(name varchar, surname varchar, email varchar, phone varchar, company varchar, "leadStatus" numeric, source varchar)
     ON CONFLICT DO NOTHING RETURNING email`,
    [values, job.created_by_id, job.tenant_id],
  )
  return inserted.map((row) => row.email)
}

/** Marks a job failed with the reason (the queue gave up on it). */
export async function failImportJob(payload: Payload, jobId: number, reason: string): Promise<void> {
  await payload.db.pool.query(`UPDATE import_jobs SET status = 'failed', failure = $2, finished_at = now(), updated_at = now() WHERE id = $1 AND status <> 'done'`, [jobId, reason.slice(0, 500)])
}
