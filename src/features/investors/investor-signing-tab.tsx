import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { mayOnInvestorCompliance } from '@/access/investor-compliance'
import type { TRequestContext } from '@/auth/request-context'
import { CATEGORISATION_STATUS_LABEL, INVESTOR_CATEGORY_LABEL, type TCategorisationStatus, type TInvestorCategory } from '@/domain/investors/categorisation'
import { investorRecordPath } from '@/domain/investors/investors'
import { SIGNATURE_METHOD_LABEL, SIGNING_PURPOSE_LABEL, signPdfPath, type TSignatureMethod, type TSigningPurpose } from '@/domain/investors/signing'
import { formatDate, formatDateTime } from '@/lib/dates'
import { listRecordDocuments } from '@/lib/records/documents/list-record-documents'
import type { TRow } from '@/lib/resource/define-resource'
import { purposeDocumentsOf, signaturesOf } from '@/lib/signing/signable-documents'
import { documentFormLooks } from '@/ui/records/documents/document-form-looks'
import { DocumentUploadForm } from '@/ui/records/documents/document-upload-form'
import { SectionCard } from '@/ui/layout/section-card'

// The investment-documents and investor-consent tabs of an investor's record (spec 2.1, issue 11 §8,
// decision 027): the investor's PDFs of that purpose waiting to be signed (each with "Sign" for roles
// that may), the signed copies with their evidence, and an upload for a new one. The consent tab
// first says what else the investor agreed to and when (the platform terms, categorisation declarations).

type TContext = Pick<NonNullable<TRequestContext>, 'payload' | 'tenant'> & { user: NonNullable<TRequestContext['user']> }

const short = (hash: string) => `${hash.slice(0, 12)}…`

async function AgreedElsewhere({ ctx, row }: { ctx: TContext; row: TRow }) {
  const { docs } = await ctx.payload.find({
    collection: 'investor-categorisations',
    where: { and: [{ investor: { equals: Number(row.id) } }, { tenant: { equals: ctx.tenant.id } }] },
    sort: ['-declaredAt', '-id'],
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: false,
    user: ctx.user,
  })
  const version = Number(row.accepted_terms_version ?? 0)
  return (
    <SectionCard title="What the investor agreed to" data-testid="investor-agreements">
      <Table.Root size="sm" aria-label="What the investor agreed to">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Agreement</Table.ColumnHeader>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.Cell>The platform’s terms{version > 0 ? `, version ${version}` : ''}</Table.Cell>
            <Table.Cell color="fg.muted">{version > 0 ? 'On signing in to the portal (the date is not recorded)' : '—'}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={version > 0 ? 'green' : 'gray'} variant="subtle">
                {version > 0 ? 'Accepted' : 'Not accepted yet'}
              </Badge>
            </Table.Cell>
          </Table.Row>
          {docs.map((doc) => (
            <Table.Row key={doc.id}>
              <Table.Cell>
                <Link asChild colorPalette="brand" color="colorPalette.fg">
                  <NextLink href={`${investorRecordPath(Number(row.id))}/category`}>Client categorisation: {INVESTOR_CATEGORY_LABEL[doc.category as TInvestorCategory]}</NextLink>
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(doc.declaredAt)}</Table.Cell>
              <Table.Cell>{CATEGORISATION_STATUS_LABEL[doc.status as TCategorisationStatus]}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </SectionCard>
  )
}

export async function InvestorSigningTab({ ctx, row, purpose }: { ctx: TContext; row: TRow; purpose: TSigningPurpose }) {
  const investorId = Number(row.id)
  const label = SIGNING_PURPOSE_LABEL[purpose]
  const [documents, signatures, record] = await Promise.all([
    purposeDocumentsOf(ctx.payload, ctx.tenant.id, investorId, purpose),
    signaturesOf(ctx.payload, ctx.tenant.id, investorId),
    listRecordDocuments(ctx.payload, ctx.user, { collection: 'users', id: investorId }),
  ])
  const signed = signatures.filter((signature) => signature.purpose === purpose)
  const copies = new Set(signed.map((signature) => signature.signedDocument).filter((id): id is number => typeof id === 'number'))
  const originals = documents.filter((doc) => !copies.has(doc.id))
  const timesSigned = (id: number) => signed.filter((signature) => signature.original === id).length
  const maySign = mayOnInvestorCompliance(ctx.user.role_id, 'sign') && !!record?.canUpdate
  const forms = record?.canUpdate ? documentFormLooks() : null
  const plural = purpose === 'consent' ? 'consents' : 'investment agreements'
  return (
    <Stack gap={6} data-testid={`investor-${purpose}`}>
      {purpose === 'consent' && <AgreedElsewhere ctx={ctx} row={row} />}
      <SectionCard title={`${label}s to sign`}>
        <Stack gap={4}>
          {originals.length === 0 ? (
            <Text color="fg.muted">No {purpose === 'consent' ? 'consent' : 'investment agreement'} to sign yet{forms ? ': upload a PDF below.' : '.'}</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label={`${label}s to sign`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Document</Table.ColumnHeader>
                    <Table.ColumnHeader>Added</Table.ColumnHeader>
                    <Table.ColumnHeader>Signed</Table.ColumnHeader>
                    {maySign && (
                      <Table.ColumnHeader>
                        <Text srOnly>Actions</Text>
                      </Table.ColumnHeader>
                    )}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {originals.map((doc) => (
                    <Table.Row key={doc.id}>
                      <Table.Cell>
                        <Link href={`/api/documents/${doc.id}/download`} download colorPalette="brand" color="colorPalette.fg" fontWeight="medium" overflowWrap="anywhere">
                          {doc.filename}
                        </Link>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(doc.createdAt)}</Table.Cell>
                      <Table.Cell>{timesSigned(doc.id) > 0 ? `${timesSigned(doc.id)} time${timesSigned(doc.id) > 1 ? 's' : ''}` : 'Not yet'}</Table.Cell>
                      {maySign && (
                        <Table.Cell textAlign="end">
                          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
                            <NextLink href={signPdfPath(investorId, doc.id)} aria-label={`Sign ${doc.filename}`}>
                              Sign
                            </NextLink>
                          </Link>
                        </Table.Cell>
                      )}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {forms && record && (
            <>
              {forms.styles}
              <DocumentUploadForm target={{ collection: 'users', id: investorId }} folders={record.folders} maxBytes={record.maxBytes} looks={forms.looks} purpose={{ value: purpose, label }} />
            </>
          )}
        </Stack>
      </SectionCard>
      <SectionCard title={`Signed ${plural}`}>
        {signed.length === 0 ? (
          <Text color="fg.muted">Nothing signed yet.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={`Signed ${plural}`} data-testid="signed-documents">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Signed copy</Table.ColumnHeader>
                  <Table.ColumnHeader>Signed by</Table.ColumnHeader>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>How</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>IP address</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>SHA-256 of the original</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {signed.map((signature) => (
                  <Table.Row key={signature.id}>
                    <Table.Cell>
                      {typeof signature.signedDocument === 'number' ? (
                        <Link href={`/api/documents/${signature.signedDocument}/download`} download colorPalette="brand" color="colorPalette.fg" fontWeight="medium" overflowWrap="anywhere">
                          {signature.originalFilename} (signed)
                        </Link>
                      ) : (
                        <Text as="span">{signature.originalFilename} (signed copy deleted)</Text>
                      )}
                      <Badge ms={2} colorPalette="gray" variant="subtle">
                        Private
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {signature.signerName}
                      {signature.witnessedByName ? (
                        <Text as="span" display="block" color="fg.muted" fontSize="xs">
                          with {signature.witnessedByName}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(signature.signedAt)}</Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{SIGNATURE_METHOD_LABEL[signature.method as TSignatureMethod]}</Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{signature.ipAddress}</Table.Cell>
                    <Table.Cell display={{ base: 'none', lg: 'table-cell' }}>
                      <Text as="span" fontFamily="mono" fontSize="xs" title={signature.originalSha256}>
                        {short(signature.originalSha256)}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </SectionCard>
    </Stack>
  )
}
