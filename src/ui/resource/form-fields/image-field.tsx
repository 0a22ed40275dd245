'use client'

import { Box, Button, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { Controller } from 'react-hook-form'

import { formatFileSize } from '@/domain/records/documents/limits'
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_PATH } from '@/domain/records/image-limits'
import { IMAGE_ACCEPT, IMAGE_TYPE_REFUSED, imageUrl } from '@/domain/records/images'
import type { TFormOption } from '@/lib/resource/define-resource'
import { postWithProgress } from '@/ui/records/documents/upload-request'

import { isFormOption, type TKitForm } from './form-types'

// The kit form's image field (issue 9 §5): the picture is uploaded when chosen (POST
// /api/images/upload), shown from its access-checked address, and the field holds its id; the
// record points at it when saved. Refusals (too large, not an image) come back as the field's error.

type TProps = {
  /** The file input's id, for the field's label. */
  id: string
  label: string
  value: TFormOption | null
  onChange: (value: TFormOption | null) => void
  /** Reports an upload's refusal as the field's error (null clears it). */
  onError: (message: string | null) => void
  invalid?: boolean
  describedBy?: string
  /** Where to show the chosen image from (default: its access-checked address, /api/images/{id}/file). */
  previewUrl?: (value: TFormOption) => string
}

const NO_ANSWER = 'The upload did not reach the server. Check your connection and try again.'

function refusalOf(body: unknown): string {
  const answer = (body ?? {}) as { message?: unknown; errors?: { file?: unknown } }
  const fileErrors = Array.isArray(answer.errors?.file) ? answer.errors.file : []
  return typeof fileErrors[0] === 'string' ? fileErrors[0] : typeof answer.message === 'string' ? answer.message : 'The image could not be uploaded.'
}

export function ImageField({ id, label, value, onChange, onError, invalid, describedBy, previewUrl }: TProps) {
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const upload = async (file: File | undefined) => {
    if (!file) return
    if (file.size > IMAGE_MAX_BYTES) return onError(`The image is larger than the ${formatFileSize(IMAGE_MAX_BYTES)} limit.`)
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return onError(IMAGE_TYPE_REFUSED)
    onError(null)
    setProgress(0)
    const form = new FormData()
    form.append('file', file)
    const answer = await postWithProgress(IMAGE_UPLOAD_PATH, form, setProgress)
    setProgress(null)
    if (input.current) input.current.value = ''
    if (answer.status === 201) {
      const image = (answer.body as { image: { id: number; filename: string } }).image
      onChange({ value: String(image.id), label: image.filename })
    } else {
      onError(answer.status === 0 ? NO_ANSWER : refusalOf(answer.body))
    }
  }

  return (
    <Stack gap={2} w="full">
      {value && (
        <HStack gap={3} align="center">
          <Box w="20" h="20" rounded="l2" overflow="hidden" bg="bg.muted" flexShrink={0} borderWidth="1px">
            <Image src={previewUrl ? previewUrl(value) : imageUrl(value.value)} alt={`${label}: ${value.label}`} w="full" h="full" objectFit="cover" />
          </Box>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {value.label}
          </Text>
        </HStack>
      )}
      <HStack gap={2} wrap="wrap">
        {/* A real file input, visually hidden behind a button the keyboard reaches. */}
        <VisuallyHidden asChild>
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            tabIndex={-1}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </VisuallyHidden>
        <Button type="button" size="sm" variant="outline" loading={progress !== null} loadingText={`Uploading ${progress ?? 0}%`} onClick={() => input.current?.click()}>
          {value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
        {value && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </Button>
        )}
      </HStack>
    </Stack>
  )
}

/** The field bound to the kit form at `name` (a field, or a row's sub-field `team.0.image`); a refused upload is its error. */
export function ImageInput({ form, name, id, label, invalid, describedBy }: { form: TKitForm; name: string; id: string; label: string; invalid: boolean; describedBy?: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: control }) => (
        <ImageField
          id={id}
          label={label}
          value={isFormOption(control.value) ? control.value : null}
          onChange={(value) => {
            control.onChange(value)
            form.clearErrors(name)
          }}
          onError={(message) => (message ? form.setError(name, { message }) : form.clearErrors(name))}
          invalid={invalid}
          describedBy={describedBy}
        />
      )}
    />
  )
}
