import { Badge, Card, EmptyState, Heading, HStack, Span, Stack, Table, Text } from '@chakra-ui/react'

import { ownIdentityDeletions } from '@/access/document-access'
import { IDENTITY_DELETE_DAYS, IDENTITY_PURPOSE_LABEL, identityReplacements, isIdentityPurpose } from '@/domain/investors/identity-documents'
import { SCREENING_STATUS_PALETTE, statusOfHistory, type TScreeningStatus } from '@/domain/investors/screening'
import { documentMaxBytes, formatFileSize } from '@/domain/records/documents/limits'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { IdentityUploadForm, ReplaceIdentityButton } from '@/features/portal/identity-upload-form'
import { profileFormLooks } from '@/features/portal/profile-looks'
import { identityDocumentsOf } from '@/features/portal/server/own-documents'
import { profilePage } from '@/features/portal/server/profile-page'
import { now } from '@/lib/clock'
import { formatDateTime } from '@/lib/dates'
import { screeningHistory, screeningOn } from '@/lib/screening/screenings'
import { term, type TTermKey } from '@/tenancy/terminology'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { PageHeader } from '@/ui/layout/page-header'
import { ConfirmActionIsland } from '@/ui/modals/confirm-action-island'

export const metadata = { title: 'Identity documents' }

/** The investor's words for each screening status (terminology: the tenant may reword them); no provider, check or note. */
const SCREENING_TERM: Record<TScreeningStatus, TTermKey> = { pending: 'screeningPending', clear: 'screeningClear', refer: 'screeningRefer', fail: 'screeningFail' }
const SCREENING_BADGE: Record<TScreeningStatus, string> = { pending: 'Checking', clear: 'Verified', refer: 'More information needed', fail: 'Not verified' }

/**
 * spec 2.3 /investor/profile/identity (issue 13 §8, decision 037): the investor uploads identity
 * documents privately (private documents of their own record: staff see them on the record's
 * documents tab) and reads their screening status in plain words while the tenant screens investors.
 * A document they uploaded may be deleted (with a confirmation) while decision 037's rule allows:
 * the server asks the same rule again. The newest of each kind is current; its row's Replace uploads
 * a newer one in one step, and the older stays on the record, listed as replaced.
 */
export default async function ProfileIdentityPage() {
  const { ctx, step, terminology } = await profilePage('/investor/profile/identity')
  if (step) return <PortalStepRequired step={step} title="Identity documents" terminology={terminology} />
  const screening = screeningOn(ctx.tenant)
  const [uploads, history] = await Promise.all([identityDocumentsOf(ctx.payload, ctx.user), screening ? screeningHistory(ctx.payload, ctx.tenant.id, ctx.user.id) : Promise.resolve([])])
  const status = statusOfHistory(history)
  const deletions = await ownIdentityDeletions(ctx.payload, ctx.user, uploads, now())
  const replaced = identityReplacements(uploads)
  const maxBytes = documentMaxBytes(ctx.tenant.documentMaxBytes)
  const danger = kitStyle({ recipe: 'button', variant: 'outline', colorPalette: 'red', size: 'xs' })
  const plain = kitStyle({ recipe: 'button', variant: 'outline', size: 'xs' })
  const { looks, styles } = profileFormLooks()
  return (
    <>
      <PageHeader title="Identity documents" description="We are required to verify the identity and address of everyone who invests. Your documents are private: only our team can see them." back={{ href: '/investor/profile/view', label: 'Profile' }} />
      {styles}
      {danger.styles}
      {plain.styles}
      <Stack gap={6} maxW="3xl">
        {screening && (
          <Card.Root data-testid="screening-status" data-status={status}>
            <Card.Body gap={2}>
              <Heading as="h2" size="md">
                Identity check
              </Heading>
              <Badge alignSelf="flex-start" colorPalette={SCREENING_STATUS_PALETTE[status]}>
                {SCREENING_BADGE[status]}
              </Badge>
              <Text>{term(terminology, SCREENING_TERM[status])}</Text>
            </Card.Body>
          </Card.Root>
        )}
        <Card.Root>
          <Card.Body gap={4}>
            <Heading as="h2" size="md">
              Upload a document
            </Heading>
            <IdentityUploadForm investorId={ctx.user.id} maxBytes={maxBytes} looks={looks} />
          </Card.Body>
        </Card.Root>
        <Stack gap={3}>
          <Heading as="h2" size="md">
            Your uploads
          </Heading>
          {uploads.length === 0 ? (
            <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
              <EmptyState.Content>
                <EmptyState.Title>No documents yet</EmptyState.Title>
                <EmptyState.Description>Upload your passport or driving licence and a recent proof of address.</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Table.Root size="sm" variant="outline" data-testid="identity-uploads">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Document</Table.ColumnHeader>
                  <Table.ColumnHeader>File</Table.ColumnHeader>
                  <Table.ColumnHeader>Size</Table.ColumnHeader>
                  <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Span srOnly>Actions</Span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {uploads.map((doc) => (
                  <Table.Row key={doc.id}>
                    <Table.Cell>{isIdentityPurpose(doc.purpose) ? IDENTITY_PURPOSE_LABEL[doc.purpose] : 'Document'}</Table.Cell>
                    <Table.Cell wordBreak="break-all">{doc.filename}</Table.Cell>
                    <Table.Cell>{formatFileSize(doc.size)}</Table.Cell>
                    <Table.Cell>{formatDateTime(doc.createdAt)}</Table.Cell>
                    <Table.Cell data-testid="identity-status">
                      {replaced.has(doc.id) ? (
                        <Text as="span" textStyle="sm" color="fg.muted">
                          Replaced {formatDateTime(replaced.get(doc.id)!)}
                        </Text>
                      ) : (
                        <Badge colorPalette="green">Current</Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell data-testid="identity-actions">
                      <HStack gap={2} wrap="wrap">
                        {deletions.get(doc.id)?.deletable ? (
                          <ConfirmActionIsland
                            action={{
                              url: `/api/documents/${doc.id}`,
                              method: 'DELETE',
                              label: 'Delete',
                              title: `Delete ${doc.filename}?`,
                              lines: ['The file is removed for good: our team will no longer see it.', 'You can upload another document at any time.'],
                              confirmLabel: 'Delete document',
                              palette: 'red',
                              className: danger.className,
                            }}
                          />
                        ) : (
                          <Text as="span" textStyle="sm" color="fg.muted">
                            Kept
                          </Text>
                        )}
                        {isIdentityPurpose(doc.purpose) && !replaced.has(doc.id) && <ReplaceIdentityButton investorId={ctx.user.id} maxBytes={maxBytes} purpose={doc.purpose} filename={doc.filename} className={plain.className} />}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          <Text textStyle="sm" color="fg.muted">
            You can delete a document you uploaded within {IDENTITY_DELETE_DAYS} days, until our team has reviewed it or used it to check your identity. After that, and for documents our team
            added, we must keep it with your record. Replace uploads a newer document of the same kind: the older one is kept with your record as replaced.
          </Text>
        </Stack>
      </Stack>
    </>
  )
}
