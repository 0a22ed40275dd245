import { Badge, Box, EmptyState, Heading, HStack, Link, Stack, Table, Text, VStack } from '@chakra-ui/react'
import type { Payload, TypedUser } from 'payload'

import { VISIBILITY_HINT, VISIBILITY_LABEL } from '@/domain/records/documents/documents'
import { documentTypeLabel } from '@/domain/records/documents/document-types'
import { formatFileSize } from '@/domain/records/documents/limits'
import type { TRecordTarget } from '@/domain/records/record-targets'
import type { TDocumentView, TFolderView, TRecordDocuments } from '@/lib/records/documents/document-views'
import { listRecordDocuments } from '@/lib/records/documents/list-record-documents'
import { formatDateTime } from '@/lib/dates'
import { relativeTime } from '@/lib/relative-time'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { SectionCard } from '@/ui/layout/section-card'
import { ConfirmActionIsland } from '@/ui/modals/confirm-action-island'

import { CreateFolderForm } from './create-folder-form'
import { documentFormLooks } from './document-form-looks'
import { DocumentUploadForm } from './document-upload-form'
import { DeleteButton } from '@/ui/resource/delete-button'

/** What guardPage() returns, as far as the panel needs it. */
export type TDocumentsPanelContext = { payload: Payload; user: TypedUser | null }

type TProps = { ctx: TDocumentsPanelContext; target: TRecordTarget; title?: string }

type TGroup = { key: string; title: string; folder: TFolderView | null; documents: TDocumentView[] }

/** Documents by folder (folders in path order, then those in none); staff also see their record's empty folders. */
function groupsOf(data: TRecordDocuments): TGroup[] {
  const known = new Set(data.folders.map((folder) => folder.id))
  const groups: TGroup[] = data.folders
    .map((folder) => ({ key: `folder-${folder.id}`, title: folder.path, folder, documents: data.documents.filter((doc) => doc.folder === folder.id) }))
    .filter((group) => group.documents.length > 0 || (data.canUpdate && !group.folder.tenantWide))
  const loose = data.documents.filter((doc) => doc.folder === null || !known.has(doc.folder))
  if (loose.length > 0) groups.push({ key: 'no-folder', title: groups.length > 0 ? 'Not in a folder' : 'All documents', folder: null, documents: loose })
  return groups
}

/** "Mark reviewed" on an identity document the investor uploaded (decision 037): asks first, then POST /api/documents/{id}/review. */
function MarkReviewedButton({ doc, className }: { doc: TDocumentView; className: string }) {
  return (
    <ConfirmActionIsland
      action={{
        url: `/api/documents/${doc.id}/review`,
        label: 'Mark reviewed',
        title: `Mark ${doc.filename} as reviewed?`,
        lines: ['Your name and the time are recorded with the document and in the investor’s trail.', 'The investor can then no longer delete it: it is kept with their record.'],
        confirmLabel: 'Mark reviewed',
        className,
      }}
    />
  )
}

function DocumentRows({ group, canUpdate, staff, reviewClassName }: { group: TGroup; canUpdate: boolean; staff: boolean; reviewClassName: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={`Documents: ${group.title}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Size</Table.ColumnHeader>
            {staff && <Table.ColumnHeader>Visibility</Table.ColumnHeader>}
            {staff && <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>Uploaded by</Table.ColumnHeader>}
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Added</Table.ColumnHeader>
            {canUpdate && (
              <Table.ColumnHeader>
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {group.documents.map((doc) => (
            <Table.Row key={doc.id}>
              <Table.Cell>
                <Link href={doc.downloadUrl} download colorPalette="brand" color="colorPalette.fg" fontWeight="medium" overflowWrap="anywhere">
                  {doc.filename}
                </Link>
                {doc.identity?.reviewed && (
                  <Text as="span" display="block" textStyle="xs" color="fg.muted" data-testid="identity-reviewed">
                    Reviewed by {doc.identity.reviewed.by}, {formatDateTime(doc.identity.reviewed.at)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{documentTypeLabel(doc.contentType, doc.filename)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatFileSize(doc.size)}</Table.Cell>
              {staff && (
                <Table.Cell>
                  <Badge colorPalette={doc.visibility === 'public' ? 'green' : 'gray'} variant="subtle" title={VISIBILITY_HINT[doc.visibility]}>
                    {VISIBILITY_LABEL[doc.visibility]}
                  </Badge>
                </Table.Cell>
              )}
              {staff && <Table.Cell display={{ base: 'none', lg: 'table-cell' }}>{doc.uploadedBy?.name ?? '—'}</Table.Cell>}
              <Table.Cell display={{ base: 'none', md: 'table-cell' }} whiteSpace="nowrap">
                <time dateTime={doc.createdAt}>{relativeTime(doc.createdAt)}</time>
              </Table.Cell>
              {canUpdate && (
                <Table.Cell textAlign="end">
                  <HStack justify="flex-end" gap={2}>
                    {doc.identity?.reviewable && <MarkReviewedButton doc={doc} className={reviewClassName} />}
                    <DeleteButton apiPath={`/api/documents/${doc.id}`} what={doc.filename} size="xs" />
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/**
 * A record's documents (issue 9 §3), server-rendered for whoever is signed in: staff see every
 * document and, with the right to update the record, upload, folder and delete controls (and "Mark
 * reviewed" on an identity document the investor uploaded, decision 037); an investor sees the public
 * documents of a record that concerns them. Nothing at all when the reader
 * may not see the record's documents.
 */
export async function DocumentsPanel({ ctx, target, title = 'Documents' }: TProps) {
  const data = await listRecordDocuments(ctx.payload, ctx.user, target)
  if (!data) return null
  const staff = !data.publicOnly
  const groups = groupsOf(data)
  // The forms draw Chakra's look with classes computed here (document-form-looks.tsx).
  const forms = data.canUpdate ? documentFormLooks() : null
  const review = kitStyle({ recipe: 'button', variant: 'outline', size: 'xs' })
  return (
    <SectionCard title={title} data-testid="documents-panel">
      {data.documents.some((doc) => doc.identity?.reviewable) && review.styles}
      <Stack gap={6}>
        {forms && (
          <Stack gap={4}>
            {forms.styles}
            <DocumentUploadForm target={target} folders={data.folders} maxBytes={data.maxBytes} looks={forms.looks} />
            <CreateFolderForm target={target} folders={data.folders} looks={forms.looks} />
          </Stack>
        )}
        {data.documents.length === 0 && (
          <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" size="sm">
            <EmptyState.Content>
              <VStack textAlign="center">
                <EmptyState.Title>There are no documents here yet.</EmptyState.Title>
                {data.canUpdate && <EmptyState.Description>Upload the first one above.</EmptyState.Description>}
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
        {groups.map((group) => (
          <Box key={group.key} as="section" aria-label={group.title}>
            <HStack justify="space-between" mb={2} gap={2}>
              <Heading as="h3" size="sm">
                {group.title}
                {staff && group.folder?.tenantWide && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    (all records)
                  </Text>
                )}
              </Heading>
              {data.canUpdate && group.folder && !group.folder.tenantWide && group.documents.length === 0 && (
                <DeleteButton apiPath={`/api/document-folders/${group.folder.id}`} what={`the folder ${group.folder.path}`} label={`Delete folder ${group.folder.path}`} size="xs" />
              )}
            </HStack>
            {group.documents.length > 0 ? (
              <DocumentRows group={group} canUpdate={data.canUpdate} staff={staff} reviewClassName={review.className} />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Empty folder.
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </SectionCard>
  )
}
