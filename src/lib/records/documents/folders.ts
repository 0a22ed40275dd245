import { createLocalReq, type Payload, type Where } from 'payload'
import { z } from 'zod'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayChangeDocuments, mayManageTenantFolders } from '@/access/document-access'
import { ZFolderName } from '@/domain/records/documents/folder-input'
import { RECORD_TARGET_COLLECTIONS, type TRecordTarget } from '@/domain/records/record-targets'
import { AppError, invalid } from '@/lib/app-error'
import { rowIdOf } from '@/lib/http'
import type { DocumentFolder } from '@/payload-types'

import { parseRecordTarget, relationId, type TFolderView } from './document-views'

// Folders of a record's documents, or of the whole tenant (spec 3 "folder structures").

/** Nesting stops here: deep trees help nobody find a file. */
export const MAX_FOLDER_DEPTH = 4
const FOLDERS_PER_SCOPE = 500

const tenantWideWhere: Where = { targetCollection: { exists: false } }
const recordWhere = (target: TRecordTarget): Where => ({ and: [{ targetCollection: { equals: target.collection } }, { targetId: { equals: target.id } }] })

/** The folders a record's documents may be filed in: its own and the tenant's. */
export async function foldersOf(payload: Payload, tenantId: number, target: TRecordTarget): Promise<TFolderView[]> {
  const { docs } = await payload.find({
    collection: 'document-folders',
    where: { and: [{ tenant: { equals: tenantId } }, { or: [recordWhere(target), tenantWideWhere] }] },
    sort: 'name',
    depth: 0,
    limit: FOLDERS_PER_SCOPE,
    pagination: false,
    overrideAccess: true,
  })
  return withPaths(docs)
}

function withPaths(folders: DocumentFolder[]): TFolderView[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]))
  const pathOf = (folder: DocumentFolder): string => {
    const names = [folder.name]
    let parent = relationId(folder.parent)
    for (let depth = 0; parent !== null && depth < MAX_FOLDER_DEPTH + 1; depth++) {
      const next = byId.get(parent)
      if (!next) break
      names.unshift(next.name)
      parent = relationId(next.parent)
    }
    return names.join(' / ')
  }
  return folders
    .map((folder) => ({ id: folder.id, name: folder.name, parent: relationId(folder.parent), path: pathOf(folder), tenantWide: !folder.targetCollection }))
    .sort((a, b) => Number(b.tenantWide) - Number(a.tenantWide) || a.path.localeCompare(b.path))
}

/** A folder of `tenantId` that documents of `target` may be filed in, or null. */
export async function folderForRecord(payload: Payload, tenantId: number, target: TRecordTarget, folderId: number): Promise<DocumentFolder | null> {
  const { docs } = await payload.find({
    collection: 'document-folders',
    where: { and: [{ id: { equals: folderId } }, { tenant: { equals: tenantId } }, { or: [recordWhere(target), tenantWideWhere] }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const ZCreateFolderInput = z
  .object({
    name: ZFolderName,
    targetCollection: z.enum(RECORD_TARGET_COLLECTIONS).optional().nullable(),
    targetId: z.union([z.number(), z.string()]).optional().nullable(),
    parent: z.union([z.number(), z.string()]).optional().nullable(),
  })
  .strip()
export type TCreateFolderInput = z.input<typeof ZCreateFolderInput>

/** Whether this user may create or remove folders of this scope (a record's, or the tenant's when `target` is null). */
async function mayChangeFolders(payload: Payload, user: TTenantUser, target: TRecordTarget | null): Promise<boolean> {
  return target ? mayChangeDocuments(payload, user, target) : mayManageTenantFolders(user)
}

async function folderDepth(payload: Payload, folder: DocumentFolder): Promise<number> {
  let depth = 1
  let parent = relationId(folder.parent)
  while (parent !== null && depth <= MAX_FOLDER_DEPTH) {
    const next = await payload.findByID({ collection: 'document-folders', id: parent, depth: 0, overrideAccess: true, disableErrors: true })
    if (!next) break
    depth++
    parent = relationId(next.parent)
  }
  return depth
}

/**
 * A new folder on a record (targetCollection + targetId) or of the tenant (neither), under an
 * optional parent of the same scope. A scope the user may not change is a 404, like a record that
 * does not exist.
 */
export async function createFolder(payload: Payload, user: TTenantUser, body: unknown): Promise<TFolderView> {
  const parsed = ZCreateFolderInput.safeParse(body)
  if (!parsed.success) throw invalid(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'name', [issue.message]])))
  const { name, targetCollection, targetId, parent } = parsed.data
  const wantsRecord = targetCollection != null || (targetId != null && targetId !== '')
  const target = wantsRecord ? parseRecordTarget(targetCollection, targetId) : null
  if (wantsRecord && !target) throw new AppError('not_found')
  if (!(await mayChangeFolders(payload, user, target))) throw new AppError('not_found')
  const tenantId = tenantIdOf(user.tenant)!
  const scope: Where = target ? recordWhere(target) : tenantWideWhere

  let parentFolder: DocumentFolder | null = null
  if (parent != null && parent !== '') {
    const parentId = rowIdOf(parent)
    if (parentId === null) throw invalid({ parent: ['Choose a folder of the same record'] })
    const { docs } = await payload.find({
      collection: 'document-folders',
      where: { and: [{ id: { equals: parentId } }, { tenant: { equals: tenantId } }, scope] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    parentFolder = docs[0] ?? null
    if (!parentFolder) throw invalid({ parent: ['Choose a folder of the same record'] })
    if ((await folderDepth(payload, parentFolder)) >= MAX_FOLDER_DEPTH) throw invalid({ parent: [`Folders nest at most ${MAX_FOLDER_DEPTH} deep`] })
  }
  const siblings = await payload.count({
    collection: 'document-folders',
    where: { and: [{ tenant: { equals: tenantId } }, scope, parentFolder ? { parent: { equals: parentFolder.id } } : { parent: { exists: false } }, { name: { equals: name } }] },
    overrideAccess: true,
  })
  if (siblings.totalDocs > 0) throw invalid({ name: ['A folder with this name already exists here'] })

  const req = await createLocalReq({ user }, payload)
  const folder = await payload.create({
    collection: 'document-folders',
    data: { name, parent: parentFolder?.id ?? null, targetCollection: target?.collection ?? null, targetId: target?.id ?? null, tenant: tenantId },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const [view] = withPaths(parentFolder ? [parentFolder, folder] : [folder]).filter((entry) => entry.id === folder.id)
  return view!
}

/** Removes an empty folder (no documents, no folders inside); one holding anything is a 409. */
export async function deleteFolder(payload: Payload, user: TTenantUser, id: number): Promise<void> {
  const tenantId = tenantIdOf(user.tenant)
  const folder = await payload.findByID({ collection: 'document-folders', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!folder || relationId(folder.tenant) !== tenantId) throw new AppError('not_found')
  const target = folder.targetCollection ? parseRecordTarget(folder.targetCollection, folder.targetId) : null
  if (folder.targetCollection && !target) throw new AppError('not_found')
  if (!(await mayChangeFolders(payload, user, target))) throw new AppError('not_found')
  const [documents, children] = await Promise.all([
    payload.count({ collection: 'documents', where: { folder: { equals: id } }, overrideAccess: true }),
    payload.count({ collection: 'document-folders', where: { parent: { equals: id } }, overrideAccess: true }),
  ])
  if (documents.totalDocs > 0 || children.totalDocs > 0) {
    throw new AppError('conflict', 'This folder is not empty: move or delete its documents and folders first.')
  }
  await payload.delete({ collection: 'document-folders', id, overrideAccess: true, req: await createLocalReq({ user }, payload) })
}
