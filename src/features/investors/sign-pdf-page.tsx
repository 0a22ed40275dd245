import { Link, Stack, Table, Text } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { mayChangeDocuments } from '@/access/document-access'
import type { TRequestContext } from '@/auth/request-context'
import { investorName, investorRecordPath } from '@/domain/investors/investors'
import { SIGNING_PURPOSE_LABEL, SIGNING_PURPOSE_TAB } from '@/domain/investors/signing'
import { formatFileSize } from '@/domain/records/documents/limits'
import { AppError } from '@/lib/app-error'
import { rowIdOf } from '@/lib/http'
import { documentToSign, reachableInvestor } from '@/lib/signing/signable-documents'
import { PageHeader } from '@/ui/layout/page-header'
import { SectionCard } from '@/ui/layout/section-card'
import { recordFormLooks } from '@/ui/records/record-form-looks'

import { SignatureForm } from './signature-form'

// spec 2.1 /admin/investors/{id}/sign-pdf/{documentId} (issue 11 §8, decision 027): staff sit with the
// investor, who reads the original and signs it here. What will be filled in is shown; the PDF is
// stamped by the server. An investor or document the user cannot reach, or one that is not to be
// signed, is a 404.

type TContext = Pick<NonNullable<TRequestContext>, 'payload' | 'tenant'> & { user: NonNullable<TRequestContext['user']> }

const orNotFound = async <T,>(work: Promise<T>): Promise<T> => {
  try {
    return await work
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound()
    throw error
  }
}

export async function SignPdfPage({ ctx, investorId, documentId }: { ctx: TContext; investorId: string; documentId: string }) {
  const investorKey = rowIdOf(investorId)
  const documentKey = rowIdOf(documentId)
  if (investorKey === null || documentKey === null) notFound()
  const investor = await orNotFound(reachableInvestor(ctx.payload, ctx.user, investorKey))
  if (!(await mayChangeDocuments(ctx.payload, ctx.user, { collection: 'users', id: investor.id }))) notFound()
  const doc = await orNotFound(documentToSign(ctx.payload, investor, documentKey))
  const name = investorName(investor) || investor.email
  const looks = recordFormLooks()
  const tab = `${investorRecordPath(investor.id)}/${SIGNING_PURPOSE_TAB[doc.purpose]}`
  return (
    <Stack gap={6}>
      <PageHeader title={`Sign: ${doc.filename}`} description={`${SIGNING_PURPOSE_LABEL[doc.purpose]} of ${name}`} back={{ href: tab, label: name }} />
      <SectionCard title="The document">
        <Stack gap={4}>
          <Text>
            The investor reads the original first:{' '}
            <Link href={`/api/documents/${doc.id}/download`} download colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
              download {doc.filename}
            </Link>{' '}
            ({formatFileSize(doc.size)}). The original stays unchanged; a signed copy is saved as a new private document of the investor.
          </Text>
          <Table.Root size="sm" aria-label="Filled in and stamped on the signed copy">
            <Table.Body>
              <Table.Row>
                <Table.ColumnHeader scope="row" width="48">
                  Investor
                </Table.ColumnHeader>
                <Table.Cell>{name}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.ColumnHeader scope="row" width="48">
                  Email
                </Table.ColumnHeader>
                <Table.Cell>{investor.email}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.ColumnHeader scope="row" width="48">
                  Investor reference
                </Table.ColumnHeader>
                <Table.Cell>INV-{investor.id}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.ColumnHeader scope="row" width="48">
                  Stamped with
                </Table.ColumnHeader>
                <Table.Cell>The date and time of signing, the IP address of this browser, the SHA-256 of the original, and your name as witness</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Stack>
      </SectionCard>
      <SectionCard title="Signature">
        {looks.styles}
        <SignatureForm investorId={investor.id} documentId={doc.id} investorName={name} filename={doc.filename} looks={looks.looks} />
      </SectionCard>
    </Stack>
  )
}
