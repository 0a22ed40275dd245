'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { IDENTITY_ACCEPT, IDENTITY_PURPOSE_HINT, IDENTITY_PURPOSE_LABEL, IDENTITY_PURPOSES, type TIdentityPurpose } from '@/domain/investors/identity-documents'
import { DOCUMENT_UPLOAD_PATH, formatFileSize } from '@/domain/records/documents/limits'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'
import { postWithProgress } from '@/ui/records/documents/upload-request'

import type { TProfileFormLooks } from './profile-looks'

const NO_ANSWER = 'The upload did not finish. Check your connection and try again.'

/**
 * The investor's identity upload (decision 037): the kind, then the file, to POST /api/documents/upload
 * on their own record, always private. The record's fields go first: the server checks them before it
 * stores a byte.
 */
export function IdentityUploadForm({ investorId, maxBytes, looks }: { investorId: number; maxBytes: number; looks: TProfileFormLooks }) {
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [kind, setKind] = useState<TIdentityPurpose>('identity_passport')
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [errors, setErrors] = useState<Partial<Record<'file' | 'purpose', string>>>({})
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string } | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (progress !== null) return
    if (!file) return setErrors({ file: 'Choose a file to upload.' })
    if (file.size > maxBytes) return setErrors({ file: `The file is larger than the ${formatFileSize(maxBytes)} limit.` })
    setErrors({})
    setResult(null)
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
      setResult({ status: 'success', message: `${file.name} was uploaded. Only our team can see it.` })
      setFile(null)
      if (input.current) input.current.value = ''
      router.refresh()
      return
    }
    if (answer.status === 401) return window.location.assign('/api/logout')
    if (answer.status === 0) return setResult({ status: 'error', message: NO_ANSWER })
    const body = answer.body as { message?: string; errors?: Record<string, string[]> } | null
    const fileError = body?.errors?.file?.[0]
    const purposeError = body?.errors?.purpose?.[0]
    setErrors({ file: fileError, purpose: purposeError })
    setResult(fileError || purposeError ? null : { status: 'error', message: body?.message ?? 'Something went wrong submitting.' })
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
