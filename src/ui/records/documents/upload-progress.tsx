'use client'

import { HStack, Progress } from '@chakra-ui/react'

/** The bar while a document goes up (loaded by the upload form once a file is chosen). */
export function UploadProgress({ value }: { value: number }) {
  return (
    <Progress.Root value={value} max={100} size="sm" colorPalette="brand" aria-label="Upload progress">
      <HStack justify="space-between">
        <Progress.Label>Uploading</Progress.Label>
        <Progress.ValueText />
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}
