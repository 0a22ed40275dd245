import type { TDocumentVisibility } from '@/domain/records/documents/documents'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { isRecordTargetCollection } from '@/domain/records/record-targets'
import { rowIdOf } from '@/lib/http'

// What the API and the panel show of documents and folders: never the storage key, never a URL
// other than the access-checked download route.

export type TFolderView = {
  id: number
  name: string
  parent: number | null
  /** 'Legal / Contracts': the names from the top folder down. */
  path: string
  /** A folder of the whole tenant (offered on every record), not of this record. */
  tenantWide: boolean
}

export type TDocumentView = {
  id: number
  filename: string
  contentType: string
  size: number
  sha256: string
  visibility: TDocumentVisibility
  folder: number | null
  /** Staff only: who uploaded it. */
  uploadedBy?: { id: number; name: string } | null
  createdAt: string
  downloadUrl: string
  /** Staff only, an identity document (decision 037): staff's review mark, and whether this reader may set it now. */
  identity?: { reviewed: { at: string; by: string } | null; reviewable: boolean }
}

export type TRecordDocuments = {
  target: TRecordTarget
  /** Whether the reader may upload, delete and make folders here. */
  canUpdate: boolean
  /** An investor's view: public documents only, no uploaders. */
  publicOnly: boolean
  /** The tenant's limit per file (bytes). */
  maxBytes: number
  folders: TFolderView[]
  documents: TDocumentView[]
}

export const documentDownloadUrl = (id: number) => `/api/documents/${id}/download`

/** A record named by a browser (collection and id), or null when it cannot name one. */
export function parseRecordTarget(collection: unknown, id: unknown): TRecordTarget | null {
  const rowId = rowIdOf(id)
  return isRecordTargetCollection(collection) && rowId !== null ? { collection, id: rowId } : null
}

export const relationId = (value: number | { id: number } | null | undefined): number | null => (value == null ? null : typeof value === 'number' ? value : value.id)
