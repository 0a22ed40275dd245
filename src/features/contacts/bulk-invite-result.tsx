'use client'

import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { BULK_OUTCOME_LABEL, type TBulkInvitationLineResult } from '@/domain/contacts/invitation-body'

const OUTCOME_PALETTE: Record<TBulkInvitationLineResult['outcome'], string> = {
  invited: 'green',
  invalid: 'red',
  duplicate: 'orange',
  'already-invited': 'orange',
  'already-investor': 'gray',
}

/** The answer of POST /api/invitations/bulk, line by line (loaded with the send: bulk-invite-form.tsx). */
export function BulkInviteResult({ result, listHref }: { result: { invited: number; lines: TBulkInvitationLineResult[] }; listHref: string }) {
  const refused = result.lines.length - result.invited
  return (
    <Stack gap={3} as="section" aria-label="Result">
      <Text role="status" fontWeight="medium">
        {result.invited === 1 ? '1 invitation sent' : `${result.invited} invitations sent`}
        {refused > 0 ? `; ${refused === 1 ? '1 line was' : `${refused} lines were`} not invited (see below).` : '.'}{' '}
        <Link asChild colorPalette="brand" color="colorPalette.fg">
          <NextLink href={listHref}>See the invitations</NextLink>
        </Link>
      </Text>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Each line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              <Table.ColumnHeader>Entry</Table.ColumnHeader>
              <Table.ColumnHeader>Result</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.lines.map((line) => (
              <Table.Row key={line.line} data-outcome={line.outcome}>
                <Table.Cell>{line.line}</Table.Cell>
                <Table.Cell fontFamily="mono" overflowWrap="anywhere">
                  {line.text}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={OUTCOME_PALETTE[line.outcome]} variant="subtle">
                    {BULK_OUTCOME_LABEL[line.outcome]}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  )
}
