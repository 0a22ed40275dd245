import { EmptyState, Stack, Table, Text } from '@chakra-ui/react'

import { documentTypeLabel } from '@/domain/records/documents/document-types'
import { documentMaxBytes, formatFileSize } from '@/domain/records/documents/limits'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { listSentForReview } from '@/lib/records/documents/list-record-documents'
import { formatDate } from '@/lib/dates'
import type { Tenant } from '@/payload-types'
import { SectionCard } from '@/ui/layout/section-card'
import { DocumentsPanel, type TDocumentsPanelContext } from '@/ui/records/documents'
import { documentFormLooks } from '@/ui/records/documents/document-form-looks'
import { DocumentUploadForm } from '@/ui/records/documents/document-upload-form'

type TProps = { ctx: TDocumentsPanelContext & { user: { id: number } }; tenant: Pick<Tenant, 'id' | 'documentMaxBytes'>; target: TRecordTarget; what: string }

/**
 * The documents of an organisation or an investment method as a linked investor sees them (decision
 * 038): the record's public documents (shared with its signatories or account holders), a form that
 * sends a document (a certificate of incorporation, a trust deed, a pension statement) privately to
 * staff for review, and the list of what they sent. The caller has checked the link.
 */
export async function ProfileRecordDocuments({ ctx, tenant, target, what }: TProps) {
  const sent = await listSentForReview(ctx.payload, ctx.user.id, tenant.id, target)
  const forms = documentFormLooks()
  return (
    <Stack gap={8}>
      <DocumentsPanel ctx={ctx} target={target} title="Shared with you" />
      <SectionCard title="Send us a document" data-testid="review-documents">
        <Stack gap={6}>
          <Text>
            Documents you send about {what} are private: only our team sees them, to check and keep {what}’s file up to date. You will not see them in the list above unless we share them back.
          </Text>
          {forms.styles}
          <DocumentUploadForm target={target} folders={[]} maxBytes={documentMaxBytes(tenant.documentMaxBytes)} looks={forms.looks} forReview />
          {sent.length === 0 ? (
            <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" size="sm">
              <EmptyState.Content>
                <EmptyState.Title>You have not sent any documents yet.</EmptyState.Title>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Documents you sent for review, scrollable">
              <Table.Root size="sm" aria-label="Documents you sent for review" data-testid="sent-for-review">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Sent for review</Table.ColumnHeader>
                    <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Type</Table.ColumnHeader>
                    <Table.ColumnHeader>Size</Table.ColumnHeader>
                    <Table.ColumnHeader>Sent</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {sent.map((doc) => (
                    <Table.Row key={doc.id}>
                      <Table.Cell overflowWrap="anywhere">{doc.filename}</Table.Cell>
                      <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{documentTypeLabel(doc.contentType, doc.filename)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatFileSize(doc.size)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(doc.createdAt)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  )
}
