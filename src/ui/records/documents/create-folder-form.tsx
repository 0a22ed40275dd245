'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import type { TFolderForm, TFolderFormInput } from '@/domain/records/documents/folder-input'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { apiFetch } from '@/lib/api-client'
import type { TFolderView } from '@/lib/records/documents/document-views'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'

import type { TDocumentFormLooks } from './document-form-looks'

type TProps = { target: TRecordTarget; folders: TFolderView[]; looks: TDocumentFormLooks }

const isFolderField = isFieldOf<keyof TFolderFormInput>(['name', 'parent'])
const resolver = lazyZodResolver<TFolderFormInput, TFolderForm>(() => import('@/domain/records/documents/folder-input').then((module) => module.ZFolderForm))

/** A new folder on this record, at the top or inside one of its own folders. */
export function CreateFolderForm({ target, folders, looks }: TProps) {
  const router = useRouter()
  const form = useForm<TFolderFormInput, unknown, TFolderForm>({ resolver, defaultValues: { name: '', parent: '' } })
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
      <PlainFormAlert looks={looks.alert} status="error" message={formError} />
      <div className={(formError ? looks.folderRowBelowAlert : looks.folderRow).className}>
        <PlainField looks={looks} rootLook={looks.narrowField} label="New folder" error={errors.name?.message}>
          {(control) => <input {...control} data-part="input" placeholder="Folder name" className={looks.folderInput.className} {...form.register('name')} />}
        </PlainField>
        {ownFolders.length > 0 && (
          <PlainField looks={looks} rootLook={looks.narrowField} label="Inside" error={errors.parent?.message}>
            {(control) => (
              <PlainSelect looks={{ root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }} {...control} {...form.register('parent')}>
                <option value="">Top level</option>
                {ownFolders.map((folder) => (
                  <option key={folder.id} value={String(folder.id)}>
                    {folder.path}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
        )}
        <PlainButton type="submit" look={looks.createFolder} loading={busy}>
          Create folder
        </PlainButton>
      </div>
    </form>
  )
}
