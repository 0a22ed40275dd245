import { Badge, EmptyState, Heading, Link, Stack, Table, Text } from '@chakra-ui/react'

import { SIGNING_PURPOSE_LABEL, isSigningPurpose } from '@/domain/investors/signing'
import { formatFileSize } from '@/domain/records/documents/limits'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { investorPdfPath, portalDocumentHref } from '@/features/portal/profile-links'
import { sharedDocumentsOf } from '@/features/portal/server/own-documents'
import { profilePage } from '@/features/portal/server/profile-page'
import { formatDate, formatDateTime } from '@/lib/dates'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Your documents' }

/**
 * spec 2.3 /investor/profile/documents (issue 13 §8, decision 037): the documents of the investor's
 * own record that staff shared with them (public), and the documents they signed (decision 027's signed
 * copies), each downloadable: PDFs through /investor/pdf/{id}, anything else through the documents API.
 */
export default async function ProfileDocumentsPage() {
  const { ctx, step, terminology } = await profilePage('/investor/profile/documents')
  if (step) return <PortalStepRequired step={step} title="Your documents" terminology={terminology} />
  const { shared, signed } = await sharedDocumentsOf(ctx.payload, ctx.user)
  return (
    <>
      <PageHeader title="Your documents" description="Documents we have shared with you and the documents you have signed." back={{ href: '/investor/profile/view', label: 'Profile' }} />
      <Stack gap={8} maxW="4xl">
        <Stack gap={3}>
          <Heading as="h2" size="md">
            Signed documents
          </Heading>
          {signed.length === 0 ? (
            <Text color="fg.muted">You have not signed any documents yet.</Text>
          ) : (
            <Table.Root size="sm" variant="outline" data-testid="signed-documents">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Document</Table.ColumnHeader>
                  <Table.ColumnHeader>Type</Table.ColumnHeader>
                  <Table.ColumnHeader>Signed</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {signed.map(({ document, signature }) => (
                  <Table.Row key={document.id}>
                    <Table.Cell wordBreak="break-all">
                      <Link colorPalette="brand" href={investorPdfPath(document.id)}>
                        {document.filename}
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{isSigningPurpose(signature.purpose) ? SIGNING_PURPOSE_LABEL[signature.purpose] : ''}</Table.Cell>
                    <Table.Cell>{formatDateTime(signature.signedAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
        <Stack gap={3}>
          <Heading as="h2" size="md">
            Shared with you
          </Heading>
          {shared.length === 0 ? (
            <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
              <EmptyState.Content>
                <EmptyState.Title>Nothing shared yet</EmptyState.Title>
                <EmptyState.Description>Documents our team shares with you (certificates, letters, statements) appear here.</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Table.Root size="sm" variant="outline" data-testid="shared-documents">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Document</Table.ColumnHeader>
                  <Table.ColumnHeader>Size</Table.ColumnHeader>
                  <Table.ColumnHeader>Added</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shared.map((doc) => (
                  <Table.Row key={doc.id}>
                    <Table.Cell wordBreak="break-all">
                      <Link colorPalette="brand" href={portalDocumentHref(doc)}>
                        {doc.filename}
                      </Link>
                      {doc.contentType === 'application/pdf' && (
                        <Badge ms={2} variant="subtle">
                          PDF
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>{formatFileSize(doc.size)}</Table.Cell>
                    <Table.Cell>{formatDate(doc.createdAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
        <Text textStyle="sm" color="fg.muted">
          Your portfolio statement is on your{' '}
          <Link colorPalette="brand" href="/investor/portfolio">
            portfolio
          </Link>{' '}
          page (PDF statement per period).
        </Text>
      </Stack>
    </>
  )
}
