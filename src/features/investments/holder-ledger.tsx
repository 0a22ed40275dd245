import { Card, Link, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { LEDGER_KIND_LABEL, type TLedgerKind } from '@/domain/investments/money-model'
import { adminPathForOpportunity, EXISTING_STAGES, isOpportunityStage } from '@/domain/investments/stages'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'

// What a holder's transactions tab shows the same way for an investor and an organisation
// (investor-transactions.tsx, organisation-transactions.tsx): amounts and shares as PostgreSQL's
// text, the opportunity as a link where the role may open it, and the newest ledger entries.

export const holderMoney = (minor: string, currency: string) => formatMoney(Number(minor), currency)

export const holderShares = (value: string) => Number(value).toLocaleString('en-GB')

type TOpportunityRef = { id: number; title: string; stage: number }

/** The opportunity's record when this role may open it at its stage (live or existing area), else its title alone. */
export function OpportunityName({ role, opportunity }: { role: number; opportunity: TOpportunityRef }) {
  const resource = (EXISTING_STAGES as number[]).includes(opportunity.stage) ? 'investment_opportunity_existing' : 'investment_opportunity_live'
  if (!isOpportunityStage(opportunity.stage) || !can(role, resource, 'show')) return <Text as="span">{opportunity.title}</Text>
  return (
    <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
      <NextLink href={adminPathForOpportunity(opportunity)}>{opportunity.title}</NextLink>
    </Link>
  )
}

type TLedgerEntry = {
  id: number
  kind: TLedgerKind
  category: TLedgerKind
  occurredAt: string
  opportunity: TOpportunityRef
  paymentReference: string | null
  amount: string
  currency: string
  sharesDelta: string
  note: string | null
}

/** The holder's newest `shown` ledger entries of `total`; `holder` names them in the description ("this investor"). */
export function HolderLedgerCard({ entries, total, shown, holder, role }: { entries: readonly TLedgerEntry[]; total: number; shown: number; holder: string; role: number }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Ledger</Card.Title>
        <Card.Description>
          Every movement of {holder}&apos;s money and shares, newest first{total > shown ? ` (the latest ${shown} of ${total})` : ''}. Entries are never changed: a correction is a reversal.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Ledger entries">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Movement</Table.ColumnHeader>
                <Table.ColumnHeader>Opportunity</Table.ColumnHeader>
                <Table.ColumnHeader>Reference</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
                <Table.ColumnHeader>Note</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id} data-entry={entry.id}>
                  <Table.Cell>{formatDate(entry.occurredAt)}</Table.Cell>
                  <Table.Cell>{entry.kind === 'reversal' ? `Reversal of ${LEDGER_KIND_LABEL[entry.category].toLowerCase()}` : LEDGER_KIND_LABEL[entry.kind]}</Table.Cell>
                  <Table.Cell>
                    <OpportunityName role={role} opportunity={entry.opportunity} />
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{entry.paymentReference ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end">{holderMoney(entry.amount, entry.currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{holderShares(entry.sharesDelta)}</Table.Cell>
                  <Table.Cell>{entry.note ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  )
}
