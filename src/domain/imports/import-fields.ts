import type { ZodObject } from 'zod'

import { ZContactBody } from '@/domain/contacts/contact-body'
import { LEAD_STATUS_LABEL, LEAD_STATUSES, type TLeadStatus } from '@/domain/contacts/contacts'
import { ZInvestorBody } from '@/domain/investors/investor-body'

// CSV import of investors and contacts (issue 11 §12, decision 028): which fields a file's columns
// may fill, how a header is matched to a field, and each row checked with the very schema the
// collection validates a write with. Pure: the file is parsed and the rows written elsewhere
// (src/collections/people/ImportJobs/).

export const IMPORT_KINDS = ['investors', 'contacts'] as const
export type TImportKind = (typeof IMPORT_KINDS)[number]

export type TImportField = { name: string; label: string; required?: true; /** Normalised headers that mean this field. */ headers: readonly string[] }

const NAME: TImportField = { name: 'name', label: 'First name', required: true, headers: ['name', 'firstname', 'first', 'forename', 'givenname'] }
const SURNAME: TImportField = { name: 'surname', label: 'Surname', headers: ['surname', 'lastname', 'last', 'familyname'] }
const EMAIL: TImportField = { name: 'email', label: 'Email', required: true, headers: ['email', 'emailaddress', 'mail', 'e-mail'] }
const LEAD: TImportField = { name: 'leadStatus', label: 'Lead status', headers: ['leadstatus', 'status', 'lead'] }

export const IMPORT_FIELDS: Record<TImportKind, readonly TImportField[]> = {
  investors: [NAME, SURNAME, EMAIL, LEAD],
  contacts: [
    NAME,
    SURNAME,
    EMAIL,
    { name: 'phone', label: 'Phone', headers: ['phone', 'telephone', 'mobile', 'phonenumber', 'tel'] },
    { name: 'company', label: 'Company', headers: ['company', 'companyname', 'organisation', 'organization', 'employer'] },
    LEAD,
    { name: 'source', label: 'Source', headers: ['source', 'leadsource', 'origin'] },
  ],
}

const SCHEMAS: Record<TImportKind, ZodObject> = { investors: ZInvestorBody, contacts: ZContactBody }

/** The import's limits: a file of at most this many rows and bytes (the bench imports 10,000). */
export const IMPORT_MAX_ROWS = 20_000
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024

/** field name → the header (column name) it is read from; a field left out is not imported. */
export type TImportMapping = Record<string, string>

const normalised = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '')

/** Each field matched to the first header that means it, when one does. */
export function suggestedMapping(kind: TImportKind, headers: readonly string[]): TImportMapping {
  const mapping: TImportMapping = {}
  for (const field of IMPORT_FIELDS[kind]) {
    const header = headers.find((candidate) => field.headers.some((known) => normalised(known) === normalised(candidate)))
    if (header !== undefined) mapping[field.name] = header
  }
  return mapping
}

/** One problem of the file: the line it is on (1 is the header), the column, and why. */
export type TRowError = { line: number; column: string; reason: string }

/** A row ready to write: its line and the body as the collection's schema read it. */
export type TGoodRow = { line: number; body: Record<string, unknown> }

/** A mapping names known fields, existing headers, each header once, and every required field. */
export function mappingErrors(kind: TImportKind, headers: readonly string[], mapping: TImportMapping): string[] {
  const fields = IMPORT_FIELDS[kind]
  const errors: string[] = []
  for (const [name, header] of Object.entries(mapping)) {
    if (!fields.some((field) => field.name === name)) errors.push(`${name} is not a field of ${kind}.`)
    else if (!headers.includes(header)) errors.push(`The file has no column “${header}”.`)
  }
  for (const field of fields) if (field.required && !mapping[field.name]) errors.push(`Choose the column of ${field.label}.`)
  const used = Object.values(mapping)
  for (const header of new Set(used)) if (used.filter((value) => value === header).length > 1) errors.push(`The column “${header}” is chosen for two fields.`)
  return errors
}

/** A lead status as people write it: its code (1-3) or its name (Active, Inactive, Investment), any case. */
function leadStatusOf(text: string): TLeadStatus | string {
  const code = LEAD_STATUSES.find((status) => String(status) === text || LEAD_STATUS_LABEL[status].toLowerCase() === text.toLowerCase())
  return code ?? text
}

/**
 * Every row checked: the fields read through the mapping, then the collection's schema (its
 * messages, on the column they came from). An email seen on an earlier good line is a duplicate.
 * Rows are `{ line, cells }` with cells by header.
 */
export function checkRows(kind: TImportKind, rows: ReadonlyArray<{ line: number; cells: Record<string, string> }>, mapping: TImportMapping): { good: TGoodRow[]; errors: TRowError[] } {
  const schema = SCHEMAS[kind]
  const fields = IMPORT_FIELDS[kind].filter((field) => mapping[field.name])
  const columnOf = (path: string) => mapping[path] ?? IMPORT_FIELDS[kind].find((field) => field.name === path)?.label ?? path
  const good: TGoodRow[] = []
  const errors: TRowError[] = []
  const firstLineOf = new Map<string, number>()
  for (const { line, cells } of rows) {
    const input: Record<string, unknown> = {}
    for (const field of fields) {
      const text = (cells[mapping[field.name]!] ?? '').trim()
      input[field.name] = field.name === 'leadStatus' && text !== '' ? leadStatusOf(text) : text
    }
    const result = schema.safeParse(input)
    if (!result.success) {
      const seen = new Set<string>()
      for (const issue of result.error.issues) {
        const column = columnOf(issue.path.map(String).join('.') || 'name')
        if (seen.has(column)) continue
        seen.add(column)
        errors.push({ line, column, reason: issue.message })
      }
      continue
    }
    const body = Object.fromEntries(Object.entries(result.data as Record<string, unknown>).filter(([name]) => fields.some((field) => field.name === name) || name === 'leadStatus'))
    const email = String(body.email)
    const earlier = firstLineOf.get(email)
    if (earlier !== undefined) {
      errors.push({ line, column: columnOf('email'), reason: `Duplicate: line ${earlier} has the same email.` })
      continue
    }
    firstLineOf.set(email, line)
    good.push({ line, body })
  }
  return { good, errors }
}
