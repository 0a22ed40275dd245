import type { Endpoint } from 'payload'

import { requireTenantUser } from '@/access/require-user'
import { defineEndpoint } from '@/lib/app-error'
import { json, readBody, routeRowId } from '@/lib/http'
import { createFolder, deleteFolder } from '@/lib/records/documents/folders'

// /api/document-folders (issue 9 §3): ours replace Payload's create and delete for this collection.

/** POST /api/document-folders {name, targetCollection?, targetId?, parent?}: a record's folder, or the tenant's. */
const createFolderEndpoint = defineEndpoint({
  path: '/',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const folder = await createFolder(req.payload, user, await readBody(req))
    return json({ doc: folder, message: 'Folder created.' }, 201)
  },
})

/** DELETE /api/document-folders/{id}: an empty folder. */
const deleteFolderEndpoint = defineEndpoint({
  path: '/:id',
  method: 'delete',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    await deleteFolder(req.payload, user, id)
    return json({ id, message: 'Folder deleted.' }, 200)
  },
})

export const folderEndpoints: Endpoint[] = [createFolderEndpoint, deleteFolderEndpoint]
