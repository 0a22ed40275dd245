// Size limits and the upload address of record documents (issue 9 §3). No imports: next.config.ts
// and the HTTP server read these before any application module loads.

const MIB = 1024 * 1024

/** A tenant's limit per file unless its `documentMaxBytes` setting says otherwise. */
export const DEFAULT_DOCUMENT_MAX_BYTES = 20 * MIB

/** The platform's hard cap per file: no tenant setting goes above it. */
export const DOCUMENT_MAX_BYTES_CAP = 50 * MIB

/** Room for the multipart envelope around the file (boundaries, part headers, the small fields). */
export const UPLOAD_ENVELOPE_BYTES = 1 * MIB

/**
 * The largest upload request body anyone may send: the HTTP server refuses a declared longer one
 * with 413 before reading it, and Next's proxy holds at most this much of a body (next.config.ts).
 */
export const DOCUMENT_UPLOAD_BODY_CAP = DOCUMENT_MAX_BYTES_CAP + UPLOAD_ENVELOPE_BYTES

export const DOCUMENT_UPLOAD_PATH = '/api/documents/upload'

/** The limit that applies to a tenant: its setting, never above the platform cap. */
export function documentMaxBytes(setting: number | null | undefined): number {
  if (typeof setting !== 'number' || !Number.isSafeInteger(setting) || setting <= 0) return DEFAULT_DOCUMENT_MAX_BYTES
  return Math.min(setting, DOCUMENT_MAX_BYTES_CAP)
}

/** '20 MB', '512 KB', '87 bytes': file sizes as people read them (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10
  return `${rounded} ${units[unit]}`
}
