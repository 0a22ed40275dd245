'use client'

import { useRouter } from 'next/navigation'
import { Suspense, useRef, useState, type DragEvent, type FormEvent } from 'react'

import type { TSigningPurpose } from '@/domain/investors/signing'
import { DOCUMENT_VISIBILITIES, VISIBILITY_HINT, VISIBILITY_LABEL, type TDocumentVisibility } from '@/domain/records/documents/documents'
import { DOCUMENT_ACCEPT, DOCUMENT_TYPE_REFUSED, extensionOf } from '@/domain/records/documents/document-types'
import { DOCUMENT_UPLOAD_PATH, formatFileSize } from '@/domain/records/documents/limits'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { ApiError } from '@/lib/api-client'
import { useOnDemand } from '@/lib/load-on-intent'
import type { TFolderView } from '@/lib/records/documents/document-views'
import { applySubmitError } from '@/lib/submit-errors'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TDocumentFormLooks } from './document-form-looks'
import { postWithProgress } from './upload-request'

type TProps = {
  target: TRecordTarget
  folders: TFolderView[]
  maxBytes: number
  looks: TDocumentFormLooks
  /** A PDF of an investor to be signed (decision 027): sent as `purpose`, PDF only, with its own form name. */
  purpose?: { value: TSigningPurpose; label: string }
  /** An investor's upload for staff review (decision 038): always private, in no folder; no visibility or folder to choose. */
  forReview?: boolean
}

const ACCEPTED_EXTENSIONS = new Set(DOCUMENT_ACCEPT.split(',').map((entry) => entry.slice(1)))
// Chakra's progress bar (Chakra's client code and zag's progress machine) only shows while a file
// goes up: it loads, and the Chakra system with it, once a file is chosen.
const uploadProgress = chakraOnDemand(() => import('./upload-progress'))

const NO_ANSWER = 'The upload did not reach the server. Check your connection and try again.'

/** What can be told before sending: the size, and a name no allowed type has (the server still checks the bytes). */
function refusalBeforeSending(file: File, maxBytes: number, pdfOnly = false): string | null {
  if (file.size === 0) return 'The file is empty.'
  if (file.size > maxBytes) return `The file is larger than the ${formatFileSize(maxBytes)} limit.`
  if (!ACCEPTED_EXTENSIONS.has(extensionOf(file.name))) return DOCUMENT_TYPE_REFUSED
  if (pdfOnly && extensionOf(file.name) !== 'pdf') return 'A document to sign must be a PDF.'
  return null
}

/**
 * Upload to a record: a file (picked or dropped), its visibility and folder; a progress bar while it
 * goes up; the server's refusals (too large, type not allowed) under the field they concern.
 */
export function DocumentUploadForm({ target, folders, maxBytes, looks, purpose, forReview = false }: TProps) {
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [visibility, setVisibility] = useState<TDocumentVisibility>('private')
  const [folder, setFolder] = useState('')
  const [dragging, setDragging] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const busy = progress !== null
  const progressBar = useOnDemand(uploadProgress)

  const choose = (chosen: File | null) => {
    void uploadProgress.load().catch(() => {})
    setFile(chosen)
    setDone(null)
    setFormError(null)
    const refusal = chosen ? refusalBeforeSending(chosen, maxBytes, !!purpose) : null
    setFieldErrors(refusal ? { file: refusal } : {})
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (busy) return
    const dropped = event.dataTransfer.files?.[0] ?? null
    if (dropped) choose(dropped)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!file) return setFieldErrors({ file: 'Choose a file to upload.' })
    const refusal = refusalBeforeSending(file, maxBytes, !!purpose)
    if (refusal) return setFieldErrors({ file: refusal })
    setFieldErrors({})
    setFormError(null)
    setDone(null)
    // The record's fields first: the server checks them before it stores a byte.
    const form = new FormData()
    form.append('targetCollection', target.collection)
    form.append('targetId', String(target.id))
    form.append('visibility', visibility)
    if (folder) form.append('folder', folder)
    if (purpose) form.append('purpose', purpose.value)
    form.append('file', file, file.name)
    setProgress(0)
    const answer = await postWithProgress(DOCUMENT_UPLOAD_PATH, form, setProgress)
    setProgress(null)
    if (answer.status === 201) {
      setDone(`${file.name} was uploaded.`)
      setFile(null)
      if (input.current) input.current.value = ''
      router.refresh()
      return
    }
    if (answer.status === 401) return window.location.assign('/api/logout')
    if (answer.status === 0) return setFormError(NO_ANSWER)
    const placed: Record<string, string> = {}
    setFormError(
      applySubmitError(new ApiError(answer.status, answer.body), (field, message) => {
        if (field !== 'file' && field !== 'folder' && field !== 'visibility') return false
        placed[field] = message
        return true
      }),
    )
    setFieldErrors(placed)
  }

  const selectLooks = { root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }
  return (
    <form method="post" onSubmit={onSubmit} aria-label={purpose ? `Upload: ${purpose.label}` : forReview ? 'Send a document for review' : 'Upload a document'} noValidate>
      <div className={looks.uploadStack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <PlainFormAlert looks={looks.alert} status="success" message={done} />
        <PlainField looks={looks} label="File" error={fieldErrors.file}>
          {(control) => (
            <div
              data-testid="document-dropzone"
              onDragOver={(event: DragEvent<HTMLDivElement>) => {
                event.preventDefault()
                setDragging(true)
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={(dragging ? looks.dropzoneDragging : looks.dropzone).className}
            >
              <div className={looks.dropzoneStack.className}>
                <input
                  {...control}
                  data-part="input"
                  ref={input}
                  type="file"
                  name="file"
                  accept={purpose ? '.pdf' : DOCUMENT_ACCEPT}
                  disabled={busy}
                  className={looks.fileInput.className}
                  onChange={(event) => choose(event.target.files?.[0] ?? null)}
                />
                <p className={looks.hint.className}>
                  {file ? `${file.name} (${formatFileSize(file.size)})` : 'Choose a file or drop it here.'} {purpose ? 'A PDF' : 'PDF, images, Word, Excel, PowerPoint, text or CSV'}; up to {formatFileSize(maxBytes)}.
                </p>
              </div>
            </div>
          )}
        </PlainField>
        {!forReview && (
        <div className={looks.selects.className}>
          <PlainField looks={looks} rootLook={looks.narrowField} label="Visibility" error={fieldErrors.visibility}>
            {(control) => (
              <PlainSelect looks={selectLooks} {...control} disabled={busy} name="visibility" value={visibility} onChange={(event) => setVisibility(event.target.value as TDocumentVisibility)}>
                {DOCUMENT_VISIBILITIES.map((value) => (
                  <option key={value} value={value}>
                    {VISIBILITY_LABEL[value]}: {VISIBILITY_HINT[value]}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
          <PlainField looks={looks} rootLook={looks.narrowField} label="Folder" error={fieldErrors.folder}>
            {(control) => (
              <PlainSelect looks={selectLooks} {...control} disabled={busy} name="folder" value={folder} onChange={(event) => setFolder(event.target.value)}>
                <option value="">No folder</option>
                {folders.map((entry) => (
                  <option key={entry.id} value={String(entry.id)}>
                    {entry.path}
                    {entry.tenantWide ? ' (all records)' : ''}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
        </div>
        )}
        {progress !== null && progressBar && (
          <Suspense fallback={null}>
            <progressBar.UploadProgress value={progress} />
          </Suspense>
        )}
        <div>
          <PlainButton type="submit" look={looks.upload} loading={busy}>
            {purpose ? `Upload ${purpose.label.toLowerCase()}` : forReview ? 'Send for review' : 'Upload'}
          </PlainButton>
        </div>
      </div>
    </form>
  )
}
