'use client'

import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { ZFolderForm, type TFolderForm, type TFolderFormInput } from '@/domain/records/documents/folder-input'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { apiFetch } from '@/lib/api-client'
import type { TFolderView } from '@/lib/records/documents/document-views'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

type TProps = { target: TRecordTarget; folders: TFolderView[] }

const isFolderField = (field: string): field is keyof TFolderFormInput => field === 'name' || field === 'parent'

/** A new folder on this record, at the top or inside one of its own folders. */
export function CreateFolderForm({ target, folders }: TProps) {
  const router = useRouter()
  const form = useForm<TFolderFormInput, unknown, TFolderForm>({ resolver: zodResolver(ZFolderForm), defaultValues: { name: '', parent: '' } })
  const { errors } = form.formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFolderField,
    send: async ({ name, parent }) => {
      await apiFetch('/api/document-folders', { method: 'POST', body: { name, parent: parent || null, targetCollection: target.collection, targetId: target.id } })
      form.reset({ name: '', parent: '' })
      router.refresh()
      return 'stay'
    },
  })
  const ownFolders = folders.filter((folder) => !folder.tenantWide)
  return (
    <form method="post" onSubmit={onSubmit} aria-label="Create a folder" noValidate>
      <FormAlert status="error" message={formError} />
      <HStack gap={3} align="end" wrap="wrap" mt={formError ? 3 : 0}>
        <Field.Root invalid={!!errors.name} maxW={{ md: '64' }}>
          <Field.Label>New folder</Field.Label>
          <Input size="sm" bg="bg" placeholder="Folder name" {...form.register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        {ownFolders.length > 0 && (
          <Field.Root invalid={!!errors.parent} maxW={{ md: '64' }}>
            <Field.Label>Inside</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...form.register('parent')}>
                <option value="">Top level</option>
                {ownFolders.map((folder) => (
                  <option key={folder.id} value={String(folder.id)}>
                    {folder.path}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.parent?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <Button type="submit" size="sm" variant="outline" colorPalette="brand" loading={busy}>
          Create folder
        </Button>
      </HStack>
    </form>
  )
}
