import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react'

import { mayOnInvestorCompliance } from '@/access/investor-compliance'
import type { TRequestContext } from '@/auth/request-context'
import { SCREENING_CHECK_LABEL, SCREENING_STATUS_HINT, SCREENING_STATUS_LABEL, SCREENING_STATUS_PALETTE, screeningCheckFor, statusOfHistory, type TScreeningCheck, type TScreeningStatus } from '@/domain/investors/screening'
import { formatDateTime } from '@/lib/dates'
import type { TRow } from '@/lib/resource/define-resource'
import { screeningHistory, screeningOn } from '@/lib/screening/screenings'
import { featuresOf } from '@/tenancy/branding'
import { SectionCard } from '@/ui/layout/section-card'
import { recordFormLooks } from '@/ui/records/record-form-looks'

import { ScreeningRecordForm } from './screening-record-form'

// The screening panel on an investor's details tab (issue 11 §9, decision 027): shown only while the
// tenant's user_screening_enabled is on. The status (the newest result, or pending), the check the
// tenant runs, the history newest first with each result's evidence, and, for roles that may record
// a result (compliance create), the form.

type TContext = Pick<NonNullable<TRequestContext>, 'payload' | 'tenant'> & { user: NonNullable<TRequestContext['user']> }

export async function InvestorScreeningPanel({ ctx, row }: { ctx: TContext; row: TRow }) {
  if (!screeningOn(ctx.tenant) || !mayOnInvestorCompliance(ctx.user.role_id, 'view')) return null
  const history = await screeningHistory(ctx.payload, ctx.tenant.id, Number(row.id))
  const status = statusOfHistory(history)
  const check = screeningCheckFor(featuresOf(ctx.tenant))
  const mayRecord = mayOnInvestorCompliance(ctx.user.role_id, 'record-screening')
  const looks = mayRecord ? recordFormLooks() : null
  const evidence = mayRecord
    ? (
        await ctx.payload.find({
          collection: 'documents',
          where: { and: [{ tenant: { equals: ctx.tenant.id } }, { targetCollection: { equals: 'users' } }, { targetId: { equals: Number(row.id) } }] },
          sort: '-createdAt',
          depth: 0,
          limit: 100,
          pagination: false,
          overrideAccess: true,
          select: { filename: true },
        })
      ).docs.map((doc) => ({ id: doc.id, filename: doc.filename }))
    : []
  return (
    <SectionCard title="Screening" data-testid="investor-screening">
      <Stack gap={5}>
        <Stack direction="row" gap={3} align="center" flexWrap="wrap">
          <Badge colorPalette={SCREENING_STATUS_PALETTE[status]} size="lg" data-testid="screening-status">
            {SCREENING_STATUS_LABEL[status]}
          </Badge>
          <Text color="fg.muted" fontSize="sm">
            {SCREENING_STATUS_HINT[status]}. This firm runs the {SCREENING_CHECK_LABEL[check].toLowerCase()}; results are recorded by staff.
          </Text>
        </Stack>
        {history.length === 0 ? (
          <Text color="fg.muted">No result recorded yet: the investor is pending screening and cannot invest until they are clear.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Screening history">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Recorded</Table.ColumnHeader>
                  <Table.ColumnHeader>Result</Table.ColumnHeader>
                  <Table.ColumnHeader>Check</Table.ColumnHeader>
                  <Table.ColumnHeader>Note</Table.ColumnHeader>
                  <Table.ColumnHeader>Evidence</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {history.map((entry) => (
                  <Table.Row key={entry.id}>
                    <Table.Cell whiteSpace="nowrap">
                      {formatDateTime(entry.createdAt)}
                      {entry.recordedByName ? (
                        <Text as="span" display="block" color="fg.muted" fontSize="xs">
                          by {entry.recordedByName}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={SCREENING_STATUS_PALETTE[entry.status as TScreeningStatus]} variant="subtle">
                        {SCREENING_STATUS_LABEL[entry.status as TScreeningStatus]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{SCREENING_CHECK_LABEL[entry.check as TScreeningCheck]}</Table.Cell>
                    <Table.Cell whiteSpace="pre-wrap" minW="48">
                      {entry.note}
                    </Table.Cell>
                    <Table.Cell>
                      {typeof entry.evidenceDocument === 'number' ? (
                        <Link href={`/api/documents/${entry.evidenceDocument}/download`} download colorPalette="brand" color="colorPalette.fg" overflowWrap="anywhere">
                          {entry.evidenceFilename}
                        </Link>
                      ) : (
                        (entry.evidenceFilename ?? '—')
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {looks && (
          <>
            {looks.styles}
            <ScreeningRecordForm investorId={Number(row.id)} checkLabel={SCREENING_CHECK_LABEL[check]} documents={evidence} looks={looks.looks} />
          </>
        )}
      </Stack>
    </SectionCard>
  )
}
