'use client'

import { Box, Button, Field, HStack, Input, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState, type DragEvent, type FormEvent } from 'react'

import { DOCUMENT_VISIBILITIES, VISIBILITY_HINT, VISIBILITY_LABEL, type TDocumentVisibility } from '@/domain/records/documents/documents'
import { DOCUMENT_ACCEPT, DOCUMENT_TYPE_REFUSED, extensionOf } from '@/domain/records/documents/document-types'
import { DOCUMENT_UPLOAD_PATH, formatFileSize } from '@/domain/records/documents/limits'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { ApiError } from '@/lib/api-client'
import type { TFolderView } from '@/lib/records/documents/document-views'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

import { postWithProgress } from './upload-request'

type TProps = { target: TRecordTarget; folders: TFolderView[]; maxBytes: number }

const ACCEPTED_EXTENSIONS = new Set(DOCUMENT_ACCEPT.split(',').map((entry) => entry.slice(1)))
const NO_ANSWER = 'The upload did not reach the server. Check your connection and try again.'

/** What can be told before sending: the size, and a name no allowed type has (the server still checks the bytes). */
function refusalBeforeSending(file: File, maxBytes: number): string | null {
  if (file.size === 0) return 'The file is empty.'
  if (file.size > maxBytes) return `The file is larger than the ${formatFileSize(maxBytes)} limit.`
  if (!ACCEPTED_EXTENSIONS.has(extensionOf(file.name))) return DOCUMENT_TYPE_REFUSED
  return null
}

/**
 * Upload to a record: a file (picked or dropped), its visibility and folder; a progress bar while it
 * goes up; the server's refusals (too large, type not allowed) under the field they concern.
 */
export function DocumentUploadForm({ target, folders, maxBytes }: TProps) {
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

  const choose = (chosen: File | null) => {
    setFile(chosen)
    setDone(null)
    setFormError(null)
    const refusal = chosen ? refusalBeforeSending(chosen, maxBytes) : null
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
    const refusal = refusalBeforeSending(file, maxBytes)
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

  return (
    <form method="post" onSubmit={onSubmit} aria-label="Upload a document" noValidate>
      <Stack gap={4} borderWidth="1px" rounded="md" p={4} bg="bg.subtle">
        <FormAlert status="error" message={formError} />
        <FormAlert status="success" message={done} />
        <Field.Root invalid={!!fieldErrors.file}>
          <Field.Label>File</Field.Label>
          <Box
            data-testid="document-dropzone"
            onDragOver={(event: DragEvent<HTMLDivElement>) => {
              event.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            borderWidth="2px"
            borderStyle="dashed"
            borderColor={dragging ? 'colorPalette.solid' : 'border'}
            colorPalette="brand"
            bg={dragging ? 'colorPalette.subtle' : 'bg'}
            rounded="md"
            p={4}
            w="full"
          >
            <Stack gap={2}>
              <Input ref={input} type="file" name="file" accept={DOCUMENT_ACCEPT} disabled={busy} p={1} onChange={(event) => choose(event.target.files?.[0] ?? null)} />
              <Text fontSize="sm" color="fg.muted">
                {file ? `${file.name} (${formatFileSize(file.size)})` : 'Choose a file or drop it here.'} PDF, images, Word, Excel, PowerPoint, text or CSV; up to {formatFileSize(maxBytes)}.
              </Text>
            </Stack>
          </Box>
          <Field.ErrorText>{fieldErrors.file}</Field.ErrorText>
        </Field.Root>
        <HStack gap={4} align="start" wrap="wrap">
          <Field.Root invalid={!!fieldErrors.visibility} maxW={{ md: '64' }}>
            <Field.Label>Visibility</Field.Label>
            <NativeSelect.Root size="sm" disabled={busy}>
              <NativeSelect.Field name="visibility" value={visibility} onChange={(event) => setVisibility(event.target.value as TDocumentVisibility)}>
                {DOCUMENT_VISIBILITIES.map((value) => (
                  <option key={value} value={value}>
                    {VISIBILITY_LABEL[value]}: {VISIBILITY_HINT[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldErrors.visibility}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!fieldErrors.folder} maxW={{ md: '64' }}>
            <Field.Label>Folder</Field.Label>
            <NativeSelect.Root size="sm" disabled={busy}>
              <NativeSelect.Field name="folder" value={folder} onChange={(event) => setFolder(event.target.value)}>
                <option value="">No folder</option>
                {folders.map((entry) => (
                  <option key={entry.id} value={String(entry.id)}>
                    {entry.path}
                    {entry.tenantWide ? ' (all records)' : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldErrors.folder}</Field.ErrorText>
          </Field.Root>
        </HStack>
        {progress !== null && (
          <Progress.Root value={progress} max={100} size="sm" colorPalette="brand" aria-label="Upload progress">
            <HStack justify="space-between">
              <Progress.Label>Uploading</Progress.Label>
              <Progress.ValueText />
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Uploading">
            Upload
          </Button>
        </Box>
      </Stack>
    </form>
  )
}
