'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { IDENTITY_ACCEPT, IDENTITY_PURPOSE_HINT, IDENTITY_PURPOSE_LABEL, IDENTITY_PURPOSES, type TIdentityPurpose } from '@/domain/investors/identity-documents'
import { DOCUMENT_UPLOAD_PATH, formatFileSize } from '@/domain/records/documents/limits'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'
import { postWithProgress } from '@/ui/records/documents/upload-request'

import type { TProfileFormLooks } from './profile-looks'

const NO_ANSWER = 'The upload did not finish. Check your connection and try again.'

type TUploadOutcome = { ok: true } | { ok: false; message: string | null; errors: Partial<Record<'file' | 'purpose', string>> }

/**
 * Uploads a file as an identity document of the investor's own record, always private (decision 037),
 * to POST /api/documents/upload: the record's fields go first, so the server checks them before it
 * stores a byte. The page is refreshed on success; a lapsed session goes to the sign-in.
 */
function useIdentityUpload(investorId: number, maxBytes: number) {
  const router = useRouter()
  const [progress, setProgress] = useState<number | null>(null)
  const upload = async (file: File, kind: TIdentityPurpose): Promise<TUploadOutcome> => {
    if (file.size > maxBytes) return { ok: false, message: null, errors: { file: `The file is larger than the ${formatFileSize(maxBytes)} limit.` } }
    const form = new FormData()
    form.append('targetCollection', 'users')
    form.append('targetId', String(investorId))
    form.append('visibility', 'private')
    form.append('purpose', kind)
    form.append('file', file, file.name)
    setProgress(0)
    const answer = await postWithProgress(DOCUMENT_UPLOAD_PATH, form, setProgress)
    setProgress(null)
    if (answer.status === 201) {
      router.refresh()
      return { ok: true }
    }
    if (answer.status === 401) {
      window.location.assign('/api/logout')
      return { ok: false, message: null, errors: {} }
    }
    if (answer.status === 0) return { ok: false, message: NO_ANSWER, errors: {} }
    const body = answer.body as { message?: string; errors?: Record<string, string[]> } | null
    const errors = { file: body?.errors?.file?.[0], purpose: body?.errors?.purpose?.[0] }
    return { ok: false, message: errors.file || errors.purpose ? null : (body?.message ?? 'Something went wrong submitting.'), errors }
  }
  return { progress, upload }
}

/** The investor's identity upload (decision 037): the kind, then the file. */
export function IdentityUploadForm({ investorId, maxBytes, looks }: { investorId: number; maxBytes: number; looks: TProfileFormLooks }) {
  const input = useRef<HTMLInputElement>(null)
  const { progress, upload } = useIdentityUpload(investorId, maxBytes)
  const [kind, setKind] = useState<TIdentityPurpose>('identity_passport')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Partial<Record<'file' | 'purpose', string>>>({})
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string } | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (progress !== null) return
    if (!file) return setErrors({ file: 'Choose a file to upload.' })
    setErrors({})
    setResult(null)
    const outcome = await upload(file, kind)
    if (outcome.ok) {
      setResult({ status: 'success', message: `${file.name} was uploaded. Only our team can see it.` })
      setFile(null)
      if (input.current) input.current.value = ''
      return
    }
    setErrors(outcome.errors)
    setResult(outcome.message ? { status: 'error', message: outcome.message } : null)
  }
  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Upload an identity document" data-testid="identity-upload">
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status={result?.status ?? 'error'} message={result?.message ?? null} />
        <div className={looks.grid.className}>
          <PlainField looks={looks} label="Document" required error={errors.purpose}>
            {(control) => (
              <PlainSelect {...control} looks={{ root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }} name="purpose" value={kind} onChange={(event) => setKind(event.target.value as TIdentityPurpose)}>
                {IDENTITY_PURPOSES.map((purpose) => (
                  <option key={purpose} value={purpose}>
                    {IDENTITY_PURPOSE_LABEL[purpose]}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
          <PlainField looks={looks} label="File" required error={errors.file}>
            {(control) => <input {...control} ref={input} data-part="input" className={looks.input.className} type="file" name="file" accept={IDENTITY_ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
          </PlainField>
        </div>
        <p style={{ margin: 0 }}>
          {IDENTITY_PURPOSE_HINT[kind]} A PDF, JPEG or PNG, up to {formatFileSize(maxBytes)}.
        </p>
        {progress !== null && (
          <progress max={100} value={progress} aria-label="Upload progress" style={{ width: '100%' }}>
            {progress}%
          </progress>
        )}
        <PlainButton type="submit" look={looks.submit} loading={progress !== null}>
          Upload privately
        </PlainButton>
      </div>
    </form>
  )
}

/**
 * Replacing a document in one step (decision 037, "Replacing one"): the row's button opens the file
 * chooser and uploads the chosen file as a newer document of the same kind. The older one stays on
 * the record (the firm may have relied on it) and is listed as replaced.
 */
export function ReplaceIdentityButton({ investorId, maxBytes, purpose, filename, className }: { investorId: number; maxBytes: number; purpose: TIdentityPurpose; filename: string; className: string }) {
  const input = useRef<HTMLInputElement>(null)
  const { progress, upload } = useIdentityUpload(investorId, maxBytes)
  const [problem, setProblem] = useState<string | null>(null)
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = ''
    if (!file || progress !== null) return
    setProblem(null)
    const outcome = await upload(file, purpose)
    if (!outcome.ok) setProblem(outcome.errors.file ?? outcome.errors.purpose ?? outcome.message)
  }
  return (
    <>
      <button type="button" className={className} disabled={progress !== null} aria-label={`Replace ${filename}`} onClick={() => input.current?.click()}>
        {progress === null ? 'Replace' : `Uploading ${progress}%`}
      </button>
      <input ref={input} type="file" hidden accept={IDENTITY_ACCEPT} aria-label={`A newer ${IDENTITY_PURPOSE_LABEL[purpose].toLowerCase()} to replace ${filename}`} data-testid="identity-replace-file" onChange={(event) => void choose(event.target.files?.[0])} />
      {problem && (
        <span role="alert" style={{ display: 'block', marginTop: '0.25rem' }}>
          {problem}
        </span>
      )}
    </>
  )
}
