import { stringify } from 'csv-stringify/sync'
import { z } from 'zod'

import { requirePermission, requireTenantUser } from '@/access/require-user'
import { IMPORT_FIELDS, IMPORT_KINDS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type TRowError } from '@/domain/imports/import-fields'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody, routeRowId } from '@/lib/http'

import { tenantOfUser } from '../../Invitations/invitations'
import { enqueueImport } from '../import-queue'
import { checkImport, type TImportCheck } from '../import-run'

// The CSV import's calls (issue 11 §12, decision 028), for roles that may create investors (contacts
// follow investors' rights, decision 021), in the session's tenant:
//   POST /api/import-jobs/check { kind, csv, mapping? }  the dry run: nothing is written
//   POST /api/import-jobs { kind, csv, mapping, filename, sendSetPasswordMail? }  202 { id }: the job is queued
//   GET  /api/import-jobs/{id}  its progress (Payload REST, the collection's read rule)
//   GET  /api/import-jobs/{id}/errors  the error report as CSV (line, column, reason)

const ZImportBody = z.object({
  kind: z.enum(IMPORT_KINDS, 'Choose investors or contacts'),
  csv: z
    .string('Choose a CSV file')
    .min(1, 'The file is empty')
    .refine((text) => Buffer.byteLength(text) <= IMPORT_MAX_BYTES, `Use a file of at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`),
  mapping: z.record(z.string(), z.string().min(1)).optional(),
  filename: z.string().trim().max(255).optional(),
  /** Investors only: mail every created account a set-password link. */
  sendSetPasswordMail: z.boolean('Answer yes or no').optional(),
})

/** What the dry run answers: the columns, the mapping, the counts and every row's problem. */
function checkAnswer(check: TImportCheck, kind: (typeof IMPORT_KINDS)[number]) {
  return {
    headers: check.headers,
    mapping: check.mapping,
    fields: IMPORT_FIELDS[kind].map(({ name, label, required }) => ({ name, label, required: !!required })),
    mappingErrors: check.mappingErrors,
    totalRows: check.totalRows,
    goodRows: check.good.length,
    errors: check.errors,
  }
}

async function checked(req: Parameters<Parameters<typeof defineEndpoint>[0]['handler']>[0]) {
  const user = requireTenantUser(req.user)
  requirePermission(user, 'investors', 'create')
  const body = await parseBody(req, ZImportBody)
  const check = await checkImport(req.payload, tenantOfUser(user), body.kind, body.csv, body.mapping)
  if (check.totalRows > IMPORT_MAX_ROWS) throw invalid({ csv: [`Use a file of at most ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows (this has ${check.totalRows.toLocaleString('en-GB')}).`] })
  return { user, body, check }
}

/** POST /api/import-jobs/check: the dry run, every row's error (line, column, reason); nothing is written. */
export const checkImportEndpoint = defineEndpoint({
  path: '/check',
  method: 'post',
  handler: async (req) => {
    const { body, check } = await checked(req)
    return json(checkAnswer(check, body.kind))
  },
})

/**
 * POST /api/import-jobs: checks again, stores the file and mapping as a job and queues it (202 { id }).
 * Refused (422, with the dry run's answer) when the mapping is wrong or no row can be imported.
 */
export const startImportEndpoint = defineEndpoint({
  path: '/',
  method: 'post',
  handler: async (req) => {
    const { user, body, check } = await checked(req)
    if (check.mappingErrors.length) throw invalid({ mapping: check.mappingErrors })
    if (check.good.length === 0) throw invalid({ csv: ['No row of this file can be imported: see the dry run’s errors.'] })
    if (body.sendSetPasswordMail && body.kind !== 'investors') throw invalid({ sendSetPasswordMail: ['Only investors get a set-password link: contacts have no account.'] })
    const job = await req.payload.create({
      collection: 'import-jobs',
      data: {
        kind: body.kind,
        filename: body.filename || `${body.kind}.csv`,
        status: 'queued',
        csv: body.csv,
        mapping: check.mapping,
        sendSetPasswordMail: !!body.sendSetPasswordMail,
        totalRows: check.totalRows,
        createdBy: user.id,
        tenant: tenantOfUser(user),
      },
      overrideAccess: true,
      depth: 0,
    })
    await enqueueImport(req.payload, job.id)
    return json({ id: job.id, goodRows: check.good.length, errors: check.errors.length }, 202)
  },
})

/** GET /api/import-jobs/{id}/errors: every row not imported and why, as CSV; for whoever may read the job. */
export const errorReportEndpoint = defineEndpoint({
  path: '/:id/errors',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const { docs } = await req.payload.find({ collection: 'import-jobs', where: { id: { equals: id } }, select: { filename: true }, depth: 0, limit: 1, overrideAccess: false, user })
    const job = docs[0]
    if (!job) throw new AppError('not_found')
    const { rows } = await req.payload.db.pool.query<{ errors: TRowError[] | null }>('SELECT errors FROM import_jobs WHERE id = $1', [id])
    const errors = [...(rows[0]?.errors ?? [])].sort((a, b) => a.line - b.line)
    // Cells starting with = + - @ are defused, as the kit's exports do.
    const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)
    const csv = stringify([['Line', 'Column', 'Reason'], ...errors.map((error) => [String(error.line), defuse(error.column), defuse(error.reason)])])
    const filename = `${(job.filename ?? 'import').replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-')}-errors.csv`
    return new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' } })
  },
})
