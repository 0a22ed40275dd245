import { Badge, Button, Card, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import type { ReactNode } from 'react'

import { mayOnCompanyInvestments, mayOnFundInvestments } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { capTableHolderName } from '@/collections/companies/Companies/endpoints/export-cap-table'
import {
  companySharePrice,
  countSubjectInvestments,
  fundHoldings,
  subjectCapTable,
  subjectCapTableTotals,
  subjectInvestments,
  subjectLedgerEntries,
  subjectSummary,
  type TSubjectInvestmentRow,
  type TSubjectLedgerRow,
} from '@/collections/investments/money/subject-figures'
import { INVESTMENT_STATUS_LABEL, INVESTMENT_STATUS_PALETTE, LEDGER_KIND_LABEL } from '@/domain/investments/money-model'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import type { TRow } from '@/lib/resource/define-resource'
import { EmptyPanel } from '@/ui/empty-panel'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'
import { StatFigure } from '@/ui/stat-figure'

import { CashCallsSection } from '../investments/cash-calls-section'
import { ReconciliationSection } from '../investments/reconciliation-section'
import { investmentActionLooks } from '../investments/investment-actions'
import { InvestmentActionsIsland } from '../investments/investment-actions-island'
import type { TInvestmentDialogContext } from '../investments/investment-dialog'

// The fund's and the company's transactions tabs (issue 10 §5, §6; decision 014), from the ledger:
// a fund's investors' commitments and payments and its own investments in companies; a company's
// cap table (its holders: funds, the firm directly, investors) and investments. Every figure is
// PostgreSQL's (src/collections/investments/money/subject-figures.ts); the screens only format.

const ROWS = 100
const LEDGER_ROWS = 50

const money = (minor: string | number, currency: string) => formatMoney(Number(minor), currency)
const whole = (value: string) => Number(value).toLocaleString('en-GB')

/** Up to 200 investors of the tenant the user may read, offered by email in the record dialog (a role that may not list them types the email). */
async function investorChoices(ctx: TDetailContext): Promise<TInvestmentDialogContext['investors']> {
  try {
    const { docs } = await ctx.payload.find({
      collection: 'users',
      where: { and: [{ tenant: { equals: ctx.tenant.id } }, { role_id: { equals: ROLE.user } }] },
      overrideAccess: false,
      user: ctx.user,
      depth: 0,
      limit: 200,
      pagination: false,
      sort: 'email',
      select: { email: true, name: true, surname: true },
    })
    return docs.map((doc) => ({ email: doc.email, name: [doc.name, doc.surname].filter(Boolean).join(' ') }))
  } catch {
    return []
  }
}

/** The tenant's funds this user may read and move money of (as a company investment's holder). */
async function fundChoices(ctx: TDetailContext): Promise<Array<{ id: number; name: string }>> {
  if (!mayOnCompanyInvestments(ctx.user.role_id, 'record', 'fund')) return []
  try {
    const { docs } = await ctx.payload.find({ collection: 'funds', overrideAccess: false, user: ctx.user, depth: 0, limit: 200, pagination: false, sort: 'name', select: { name: true } })
    return docs.map((doc) => ({ id: doc.id, name: doc.name }))
  } catch {
    return []
  }
}

function MoneyCard({ title, description, action, children }: { title: string; description?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Stack gap={1}>
            <Card.Title as="h2">{title}</Card.Title>
            {description && <Card.Description>{description}</Card.Description>}
          </Stack>
          {action && (
            <HStack gap={2} wrap="wrap">
              {action}
            </HStack>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

function LedgerTable({ entries, mayReadFunds }: { entries: TSubjectLedgerRow[]; mayReadFunds: boolean }) {
  if (entries.length === 0) return <Text color="fg.muted">No ledger entries yet.</Text>
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Ledger entries">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Movement</Table.ColumnHeader>
            <Table.ColumnHeader>Holder</Table.ColumnHeader>
            <Table.ColumnHeader>In</Table.ColumnHeader>
            <Table.ColumnHeader>Reference</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
            <Table.ColumnHeader>Note</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell>{formatDate(entry.occurredAt)}</Table.Cell>
              <Table.Cell>{entry.kind === 'reversal' ? `Reversal of ${LEDGER_KIND_LABEL[entry.category].toLowerCase()}` : LEDGER_KIND_LABEL[entry.kind]}</Table.Cell>
              <Table.Cell>{entry.holderKind ? capTableHolderName({ holderKind: entry.holderKind, name: entry.holderName ?? '' }, mayReadFunds) : '—'}</Table.Cell>
              <Table.Cell>{entry.subjectName}</Table.Cell>
              <Table.Cell fontFamily="mono">{entry.paymentReference ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end">{money(entry.amount, entry.currency)}</Table.Cell>
              <Table.Cell textAlign="end">{whole(entry.sharesDelta)}</Table.Cell>
              <Table.Cell>{entry.note ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

type TInvestmentTableProps = {
  label: string
  rows: TSubjectInvestmentRow[]
  /** What the first column names: the holder (a fund's commitments, a company's investments) or the company (a fund's holdings). */
  first: 'holder' | 'company'
  mayReadFunds: boolean
  mayOpenCompanies: boolean
  showShares: boolean
  actions?: { mayReceive: boolean; mayCancel: (row: TSubjectInvestmentRow) => boolean; context: TInvestmentDialogContext }
}

function InvestmentTable({ label, rows, first, mayReadFunds, mayOpenCompanies, showShares, actions }: TInvestmentTableProps) {
  const rowButtons = investmentActionLooks('xs')
  const withActions = !!actions && (actions.mayReceive || rows.some(actions.mayCancel))
  return (
    <Table.ScrollArea>
      {withActions && rowButtons.styles}
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{first === 'holder' ? 'Holder' : 'Company'}</Table.ColumnHeader>
            <Table.ColumnHeader>Reference</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Outstanding</Table.ColumnHeader>
            {showShares && <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>}
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            {withActions && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((investment) => {
            const open = investment.status !== 'cancelled'
            const holder = capTableHolderName({ holderKind: investment.holderKind, name: investment.holderName }, mayReadFunds)
            const ref = { id: investment.id, paymentReference: investment.paymentReference, holderName: first === 'holder' ? holder : investment.subjectName, outstanding: investment.outstanding }
            const rowActions = actions
              ? [...(actions.mayReceive && open && Number(investment.outstanding) > 0 ? [{ kind: 'payment' as const, investment: ref }] : []), ...(actions.mayCancel(investment) && open ? [{ kind: 'cancel' as const, investment: ref }] : [])]
              : []
            return (
              <Table.Row key={investment.id}>
                <Table.Cell>
                  {first === 'holder' ? (
                    <>
                      <Text>{holder}</Text>
                      {investment.holderEmail && (
                        <Text textStyle="xs" color="fg.muted">
                          {investment.holderEmail}
                        </Text>
                      )}
                    </>
                  ) : mayOpenCompanies ? (
                    <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                      <NextLink href={`/admin/investments/companies/${investment.subjectId}/details/transactions`}>{investment.subjectName}</NextLink>
                    </Link>
                  ) : (
                    investment.subjectName
                  )}
                </Table.Cell>
                <Table.Cell fontFamily="mono">{investment.paymentReference}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={INVESTMENT_STATUS_PALETTE[investment.status]} variant="subtle">
                    {INVESTMENT_STATUS_LABEL[investment.status]}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{money(investment.amount, investment.currency)}</Table.Cell>
                <Table.Cell textAlign="end">{money(investment.paid, investment.currency)}</Table.Cell>
                <Table.Cell textAlign="end">{open ? money(investment.outstanding, investment.currency) : '—'}</Table.Cell>
                {showShares && <Table.Cell textAlign="end">{whole(investment.shares)}</Table.Cell>}
                <Table.Cell>{formatDate(investment.occurredAt)}</Table.Cell>
                {withActions && (
                  <Table.Cell>
                    <HStack gap={2}>{rowActions.length > 0 && <InvestmentActionsIsland looks={rowButtons.looks} context={actions.context} actions={rowActions} />}</HStack>
                  </Table.Cell>
                )}
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

const more = (shown: number, total: number) => (total > shown ? ` The newest ${shown} of ${total}.` : '')

/**
 * spec 2.1 /admin/funds/{id}/details/transactions: what the fund's investors committed and paid
 * (with staff actions), its cash calls and distributions (issue 10 §7), the fund's own investments in
 * companies with their cost and value, and the newest ledger entries of both.
 */
export async function FundTransactions({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const role = ctx.user.role_id
  if (!mayOnFundInvestments(role, 'transactions')) return null
  const fund = { id: row.id, name: String(row.name ?? ''), currency: String(row.currency ?? 'GBP') }
  const tenantId = ctx.tenant.id
  const mayRecord = mayOnFundInvestments(role, 'record')
  const subject = { kind: 'fund', id: fund.id } as const
  const [summary, commitments, commitmentCount, holdingRows, holdingCount, holdings, entries, investors] = await Promise.all([
    subjectSummary(ctx.payload, subject, tenantId),
    subjectInvestments(ctx.payload, { subject }, tenantId, { limit: ROWS }),
    countSubjectInvestments(ctx.payload, { subject }, tenantId),
    subjectInvestments(ctx.payload, { holderFund: fund.id }, tenantId, { limit: ROWS }),
    countSubjectInvestments(ctx.payload, { holderFund: fund.id }, tenantId),
    fundHoldings(ctx.payload, fund.id, tenantId),
    subjectLedgerEntries(ctx.payload, { fund: fund.id }, tenantId, LEDGER_ROWS),
    mayRecord ? investorChoices(ctx) : Promise.resolve([]),
  ])
  const context: TInvestmentDialogContext = { subject: { kind: 'fund', id: fund.id }, title: fund.name, currency: fund.currency, investors }
  const buttons = investmentActionLooks('md')
  const mayReadFunds = can(role, 'funds', 'show')
  const mayOpenCompanies = can(role, 'funds_opportunity', 'show')
  const recordButton = mayRecord ? (
    <>
      {buttons.styles}
      <InvestmentActionsIsland looks={buttons.looks} context={context} actions={[{ kind: 'record' }]} />
    </>
  ) : null
  if (commitmentCount === 0 && holdingCount === 0) {
    return (
      <Stack gap={4}>
        {recordButton && <HStack justify="flex-end">{recordButton}</HStack>}
        <EmptyPanel title="No transactions yet." description="Investors’ commitments to this fund and their payments, and the fund’s investments in companies, will be listed here from the ledger." />
      </Stack>
    )
  }
  return (
    <Stack gap={6}>
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
            <StatFigure label="Committed" value={money(summary.committed, fund.currency)} help={`${summary.investments} commitments standing`} />
            <StatFigure label="Received" value={money(summary.paid, fund.currency)} />
            <StatFigure label="Outstanding" value={money(summary.outstanding, fund.currency)} />
            <StatFigure label="Investors" value={String(summary.holders)} />
            {holdings.totals.map((total) => (
              <StatFigure
                key={total.currency}
                label={`Invested in companies (${total.currency})`}
                value={money(total.cost, total.currency)}
                help={`worth ${money(total.value, total.currency)}${total.multiple === null ? '' : `, ${total.multiple}x`}`}
              />
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <MoneyCard title="Commitments" description={`Investors’ commitments to the fund, with what the ledger says they paid.${more(commitments.length, commitmentCount)}`} action={recordButton}>
        {commitments.length === 0 ? (
          <Text color="fg.muted">No commitments yet.</Text>
        ) : (
          <InvestmentTable
            label="Commitments"
            rows={commitments}
            first="holder"
            mayReadFunds={mayReadFunds}
            mayOpenCompanies={mayOpenCompanies}
            showShares={false}
            actions={{ mayReceive: mayOnFundInvestments(role, 'receive-payment'), mayCancel: () => mayOnFundInvestments(role, 'cancel'), context: { ...context, investors: [] } }}
          />
        )}
      </MoneyCard>
      <ReconciliationSection ctx={ctx} subject={{ kind: 'fund', id: fund.id }} currency={fund.currency} />
      <CashCallsSection ctx={ctx} subject={{ kind: 'fund', id: fund.id }} title={fund.name} currency={fund.currency} />
      <MoneyCard title="Investments in companies" description={`What the fund invested in each company and the shares it bought; its cost and current value are on the portfolio tab.${more(holdingRows.length, holdingCount)}`}>
        {holdingRows.length === 0 ? (
          <Text color="fg.muted">The fund has invested in no company yet.</Text>
        ) : (
          <InvestmentTable label="Investments in companies" rows={holdingRows} first="company" mayReadFunds={mayReadFunds} mayOpenCompanies={mayOpenCompanies} showShares />
        )}
      </MoneyCard>
      <MoneyCard title="Ledger" description={`Every movement of the fund, newest first (the latest ${LEDGER_ROWS}). Entries are never changed: a correction is a reversal.`}>
        <LedgerTable entries={entries} mayReadFunds={mayReadFunds} />
      </MoneyCard>
    </Stack>
  )
}

/**
 * spec 2.1 /admin/investments/companies/{id}/details/transactions and issue 10 §3 "a cap table of
 * any company": who holds the company (its funds, the firm directly, investors) with shares,
 * percentage, invested and current value at the latest share price, exportable; its investments
 * (with a record action); the newest ledger entries.
 */
export async function CompanyTransactions({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const role = ctx.user.role_id
  if (!mayOnCompanyInvestments(role, 'transactions')) return null
  const company = { id: row.id, name: String(row.name ?? ''), currency: String(row.currency ?? 'GBP') }
  const tenantId = ctx.tenant.id
  const subject = { kind: 'company', id: company.id } as const
  const mayRecord = mayOnCompanyInvestments(role, 'record')
  const price = await companySharePrice(ctx.payload, company.id, tenantId)
  const [holders, totals, investments, investmentCount, entries, funds] = await Promise.all([
    subjectCapTable(ctx.payload, subject, tenantId, price, { limit: 500 }),
    subjectCapTableTotals(ctx.payload, subject, tenantId, price),
    subjectInvestments(ctx.payload, { subject }, tenantId, { limit: ROWS }),
    countSubjectInvestments(ctx.payload, { subject }, tenantId),
    subjectLedgerEntries(ctx.payload, { company: company.id }, tenantId, LEDGER_ROWS),
    mayRecord ? fundChoices(ctx) : Promise.resolve([]),
  ])
  const mayReadFunds = can(role, 'funds', 'show')
  const context: TInvestmentDialogContext = { subject: { kind: 'company', id: company.id }, title: company.name, currency: company.currency, investors: [], funds }
  const buttons = investmentActionLooks('md')
  const recordButton = mayRecord ? (
    <>
      {buttons.styles}
      <InvestmentActionsIsland looks={buttons.looks} context={context} actions={[{ kind: 'record' }]} />
    </>
  ) : null
  if (investmentCount === 0) {
    return (
      <Stack gap={4}>
        {recordButton && <HStack justify="flex-end">{recordButton}</HStack>}
        <EmptyPanel title="No transactions yet." description="Investments in this company by its funds or the firm directly, and who holds it, will be listed here from the ledger." />
      </Stack>
    )
  }
  return (
    <Stack gap={6}>
      <MoneyCard
        title="Cap table"
        description={`${price ? `Valued at ${money(price.priceMinor, company.currency)} a share (the share price of ${formatDate(price.asOf)}).` : 'No share price is recorded: current values are not shown.'}${totals.holders > holders.length ? ` The ${holders.length} largest of ${totals.holders} holders; the CSV has them all.` : ''}`}
        action={
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <a href={`/api/companies/${company.id}/cap-table/export`} download>
              Export CSV
            </a>
          </Button>
        }
      >
        {holders.length === 0 ? (
          <Text color="fg.muted">Nobody holds shares in this company.</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Cap table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Holder</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Percentage</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Invested</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Current value</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {holders.map((holder) => (
                  <Table.Row key={`${holder.holderKind}-${holder.holderId ?? 0}`}>
                    <Table.Cell>
                      <Text>{capTableHolderName(holder, mayReadFunds)}</Text>
                      {holder.email && (
                        <Text textStyle="xs" color="fg.muted">
                          {holder.email}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{whole(holder.shares)}</Table.Cell>
                    <Table.Cell textAlign="end">{`${holder.percentage}%`}</Table.Cell>
                    <Table.Cell textAlign="end">{money(holder.invested, company.currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(holder.paid, company.currency)}</Table.Cell>
                    <Table.Cell textAlign="end">{holder.value === null ? '—' : money(holder.value, company.currency)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row>
                  <Table.Cell fontWeight="semibold">Total ({totals.holders} holders)</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {whole(totals.shares)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">100%</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {money(totals.invested, company.currency)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {money(totals.paid, company.currency)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {totals.value === null ? '—' : money(totals.value, company.currency)}
                  </Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </MoneyCard>
      <MoneyCard title="Investments" description={`Each investment in the company, by whom, and the shares it bought.${more(investments.length, investmentCount)}`} action={recordButton}>
        <InvestmentTable
          label="Investments"
          rows={investments}
          first="holder"
          mayReadFunds={mayReadFunds}
          mayOpenCompanies={false}
          showShares
          actions={{ mayReceive: false, mayCancel: (investment) => mayOnCompanyInvestments(role, 'cancel', investment.holderKind), context }}
        />
      </MoneyCard>
      <MoneyCard title="Ledger" description={`Every movement in the company, newest first (the latest ${LEDGER_ROWS}). Entries are never changed: a correction is a reversal.`}>
        <LedgerTable entries={entries} mayReadFunds={mayReadFunds} />
      </MoneyCard>
    </Stack>
  )
}
