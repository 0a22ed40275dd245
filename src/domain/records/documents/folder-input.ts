import { z } from 'zod'

import { FOLDER_NAME_MAX_LENGTH } from './documents'

// A new folder's name, shared by the browser form and POST /api/document-folders (browser-safe).

export const ZFolderName = z
  .string({ error: 'Enter a folder name' })
  .trim()
  .min(1, 'Enter a folder name')
  .max(FOLDER_NAME_MAX_LENGTH, `Use at most ${FOLDER_NAME_MAX_LENGTH} characters`)
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  .refine((name) => !/[\u0000-\u001F\u007F/\\]/.test(name), 'A folder name cannot contain slashes or control characters')

export const ZFolderForm = z.object({ name: ZFolderName, parent: z.string() })
export type TFolderFormInput = z.input<typeof ZFolderForm>
export type TFolderForm = z.output<typeof ZFolderForm>
