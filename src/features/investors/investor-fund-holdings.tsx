import { Card, Link, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import type { TPortfolioHolding } from '@/collections/investments/money/portfolio-figures'
import { COMPANY_PATHS } from '@/domain/funds/funds'
import { holderMoney } from '@/features/investments/holder-ledger'

// The investor's own fund commitments and company stakes on their Transactions tab: the same
// ledger figures the portfolio shows them (portfolio-figures.ts), so staff and investor read one
// number. Holdings through organisations and method accounts are on those records' own tabs.

const SUBJECT_LABEL = { fund: 'Fund commitment', company: 'Company stake' } as const

function SubjectName({ role, holding }: { role: number; holding: TPortfolioHolding }) {
  const { kind, id, name } = holding.subject
  const href = kind === 'fund' ? (can(role, 'funds', 'show') ? `/admin/funds/${id}/details` : null) : can(role, 'funds_opportunity', 'show') ? COMPANY_PATHS.record.replace(':id', String(id)) : null
  if (!href) return <Text as="span">{name}</Text>
  return (
    <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
      <NextLink href={href}>{name}</NextLink>
    </Link>
  )
}

export function InvestorFundHoldings({ role, holdings }: { role: number; holdings: TPortfolioHolding[] }) {
  return (
    <Card.Root as="section" aria-labelledby="investor-fund-holdings" data-testid="investor-fund-holdings">
      <Card.Header>
        <Card.Title as="h2" id="investor-fund-holdings">
          Funds and companies
        </Card.Title>
        <Card.Description>Commitments to funds and stakes in companies held in the investor’s own name. Value is at the latest NAV or share price.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Funds and companies">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Kind</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Invested</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Outstanding</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Distributions</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {holdings.map((holding) => (
                <Table.Row key={`${holding.subject.kind}-${holding.subject.id}-${holding.currency}`} data-subject={`${holding.subject.kind}-${holding.subject.id}`}>
                  <Table.Cell>
                    <SubjectName role={role} holding={holding} />
                  </Table.Cell>
                  <Table.Cell>{SUBJECT_LABEL[holding.subject.kind as 'fund' | 'company']}</Table.Cell>
                  <Table.Cell textAlign="end">{holderMoney(holding.invested, holding.currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{holderMoney(holding.paid, holding.currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{holderMoney(holding.outstanding, holding.currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{holderMoney(holding.distributions, holding.currency)}</Table.Cell>
                  <Table.Cell textAlign="end">{holding.value === null ? 'Not valued yet' : holderMoney(holding.value, holding.currency)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  )
}
