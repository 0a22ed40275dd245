import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'

import { kitLooks, type TKitStyle, type TLook } from '@/ui/chakra-rsc/kit-style'
import type { TAlertLooks } from '@/ui/plain/plain-controls'
import { formAlertLooks } from '@/ui/plain/plain-looks'

// The look of the upload and new-folder forms, written as the Chakra elements they draw (same
// props), computed on the server (kitLooks): the forms draw plain elements with these classes.

type TKey =
  | 'uploadStack'
  | 'field'
  | 'narrowField'
  | 'label'
  | 'errorText'
  | 'dropzone'
  | 'dropzoneDragging'
  | 'dropzoneStack'
  | 'fileInput'
  | 'hint'
  | 'selects'
  | 'selectRoot'
  | 'selectField'
  | 'selectIndicator'
  | 'upload'
  | 'folderRow'
  | 'folderRowBelowAlert'
  | 'folderInput'
  | 'createFolder'

export type TDocumentFormLooks = Record<TKey, TLook> & { alert: TAlertLooks }

const DROPZONE = { borderWidth: '2px', borderStyle: 'dashed', colorPalette: 'brand', rounded: 'md', p: 4, w: 'full' } as const

export function documentFormLooks(): { looks: TDocumentFormLooks; styles: TKitStyle['styles'] } {
  const form = kitLooks<TKey>(
    <>
      <Stack gap={4} borderWidth="1px" rounded="md" p={4} bg="bg.subtle" data-look="uploadStack">
        <Field.Root invalid data-look="field">
          <Field.Label data-look="label" />
          <Field.ErrorText data-look="errorText" />
        </Field.Root>
        <Box {...DROPZONE} borderColor="border" bg="bg" data-look="dropzone" />
        <Box {...DROPZONE} borderColor="colorPalette.solid" bg="colorPalette.subtle" data-look="dropzoneDragging" />
        <Stack gap={2} data-look="dropzoneStack" />
        <Input p={1} data-look="fileInput" />
        <Text fontSize="sm" color="fg.muted" data-look="hint" />
        <HStack gap={4} align="start" wrap="wrap" data-look="selects">
          <Field.Root invalid maxW={{ md: '64' }} data-look="narrowField">
            <NativeSelect.Root size="sm" data-look="selectRoot">
              <NativeSelect.Field data-look="selectField" />
              <NativeSelect.Indicator data-look="selectIndicator" />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <Button type="submit" colorPalette="brand" loading loadingText="Uploading" data-look="upload" />
      </Stack>
      <HStack gap={3} align="end" wrap="wrap" mt={0} data-look="folderRow" />
      <HStack gap={3} align="end" wrap="wrap" mt={3} data-look="folderRowBelowAlert" />
      <Input size="sm" bg="bg" data-look="folderInput" />
      <Button type="submit" size="sm" variant="outline" colorPalette="brand" loading data-look="createFolder">
        Create folder
      </Button>
    </>,
  )
  const alert = formAlertLooks()
  return { looks: { ...form.looks, alert: alert.looks }, styles: [...form.styles, ...alert.styles] }
}
