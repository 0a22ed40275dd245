import { Badge, Button, Card, Field, HStack, Input, Link, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { mayAllotCompanyRoundTo, mayOnCompanyPreEmption, mayOnPreEmption } from '@/access/pre-emption-access'
import { capTableTotals, latestSharePrice } from '@/collections/investments/money/ledger-figures'
import { companySharePrice, subjectCapTableTotals } from '@/collections/investments/money/subject-figures'
import { fundTookShares, roundResponses, roundTotals, subjectRounds, type TResponseRow, type TRoundSummary } from '@/collections/investments/pre-emption/figures'
import { isCashCallHolderKind } from '@/domain/investments/cash-calls'
import { deadlinePassed, PRE_EMPTION_CODE_LABEL, PRE_EMPTION_CODE_PALETTE, PRE_EMPTION_HOLDER_KIND_LABEL, PRE_EMPTION_ROUND_STATUS_LABEL, type TPreEmptionSubjectKind } from '@/domain/investments/pre-emption'
import { formatDate } from '@/lib/dates'
import { minorToMajorInput, formatMoney } from '@/lib/money'
import { holderTransactionsPath } from '@/navigation/record-paths'
import type { TRow } from '@/lib/resource/define-resource'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { featuresOf } from '@/tenancy/branding'
import { kitLooks, kitStyle } from '@/ui/chakra-rsc/kit-style'
import { EmptyPanel } from '@/ui/empty-panel'
import { formAlertLooks } from '@/ui/plain/plain-looks'
import { StatFigure } from '@/ui/stat-figure'

import type { TSignedInContext } from './opportunity-queries'
import { PreEmptionAllotIsland } from './pre-emption-allot-island'
import { PreEmptionCloseIsland } from './pre-emption-close-island'
import { PreEmptionOpenForm } from './pre-emption-open-form'
import { PreEmptionResponseForm } from './pre-emption-response-form'
import type { TOpenRoundFormLooks, TResponseRowLooks } from './pre-emption-types'

// The Pre-emption tab of an existing opportunity, and of a company (issue 10 §8, docs/decisions/015;
// an opportunity's holders are its investors, organisations, investment-method accounts and
// nominees; a company's its funds, the firm and any investors holding it): the open round
// (or one chosen from the past), its totals per spec 4 code and taken up against offered, every
// holder's row with a form to record their response while it is open, the form to open a round, and
// the past rounds. Figures are PostgreSQL's (src/collections/investments/pre-emption/figures.ts).

/** Rows drawn on the page; the API (GET /api/pre-emption-rounds/{id}/responses) has them all. */
const SHOWN_ROWS = 500

const money = (minor: string | number, currency: string) => formatMoney(Number(minor), currency)
const shareCount = (value: string) => Number(value).toLocaleString('en-GB')
/** The subject a tab shows the rounds of. */
type TTabSubject = { kind: TPreEmptionSubjectKind; id: number }
const tabPath = (subject: TTabSubject) => (subject.kind === 'company' ? `/admin/investments/companies/${subject.id}/details/pre-emption` : `/admin/investments/existing/${subject.id}/details/pre-emption`)

/** `?round=ID`: a round to show instead of the open one. */
function roundParam(searchParams?: TSearchParams): number | null {
  const raw = searchParams?.round
  const value = Number(Array.isArray(raw) ? raw[0] : raw)
  return Number.isInteger(value) && value > 0 ? value : null
}

function responseRowLooks() {
  return kitLooks<keyof TResponseRowLooks>(
    <Stack gap={1}>
      <HStack gap={2} align="center" data-look="row">
        <NativeSelect.Root size="xs" width="36" data-look="selectRoot">
          <NativeSelect.Field data-look="selectField" />
          <NativeSelect.Indicator data-look="selectIndicator" />
        </NativeSelect.Root>
        <Input size="xs" width="24" data-look="input" />
        <Button size="xs" colorPalette="brand" variant="outline" loading loadingText="Saving" data-look="submit" />
      </HStack>
      <Text textStyle="xs" color="fg.error" data-look="errorText" />
    </Stack>,
  )
}

function openFormLooks(): { looks: TOpenRoundFormLooks; styles: ReturnType<typeof kitLooks>['styles'] } {
  const form = kitLooks<Exclude<keyof TOpenRoundFormLooks, 'alert'>>(
    <Stack gap={4} data-look="stack">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3} data-look="grid">
        <Field.Root invalid required gridColumn={{ md: 'span 3' }} data-look="wideField">
          <Field.Label data-look="label" />
          <Input data-look="input" />
          <Field.ErrorText data-look="errorText" />
        </Field.Root>
        <Field.Root data-look="field" />
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted" data-look="helper" />
      <Button type="submit" alignSelf="flex-start" colorPalette="brand" size="sm" loading loadingText="Opening" data-look="submit" />
    </Stack>,
  )
  const alert = formAlertLooks()
  return { looks: { ...form.looks, alert: alert.looks }, styles: [...form.styles, ...alert.styles] }
}

/** The deadline a new round starts with: four weeks from today (UTC), as the date input wants it. */
const defaultDeadline = () => new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10)

/** How many hold the subject's shares, and the price a new round starts with: the opportunity's, or the company's latest share price. */
async function holdersAndPrice(ctx: TSignedInContext, subject: TTabSubject): Promise<{ holders: number; shares: string; priceMinor: number | null }> {
  if (subject.kind === 'company') {
    const [totals, price] = await Promise.all([subjectCapTableTotals(ctx.payload, { kind: 'company', id: subject.id }, ctx.tenant.id, null), companySharePrice(ctx.payload, subject.id, ctx.tenant.id)])
    return { holders: totals.holders, shares: totals.shares, priceMinor: price?.priceMinor ?? null }
  }
  const [totals, price] = await Promise.all([capTableTotals(ctx.payload, subject.id, ctx.tenant.id, null), latestSharePrice(ctx.payload, subject.id, ctx.tenant.id)])
  return { holders: totals.holders, shares: totals.shares, priceMinor: price?.priceMinor ?? null }
}

async function OpenRoundCard({ ctx, row, subject }: { ctx: TSignedInContext; row: TRow; subject: TTabSubject }) {
  const currency = String(row.currency ?? 'GBP')
  const totals = await holdersAndPrice(ctx, subject)
  if (totals.holders === 0 || Number(totals.shares) <= 0) {
    return subject.kind === 'company' ? (
      <EmptyPanel title="Nobody holds shares in this company yet." description="A pre-emption round is offered to those who hold its shares: record the funds’ (or the firm’s) investments on its Transactions tab first." />
    ) : (
      <EmptyPanel title="Nobody holds shares in this opportunity yet." description="A pre-emption round is offered to the people who hold shares: record their investments first." />
    )
  }
  const { looks, styles } = openFormLooks()
  return (
    <Card.Root as="section" aria-label="Open a pre-emption round">
      <Card.Header>
        <Card.Title as="h2">Open a pre-emption round</Card.Title>
        <Card.Description>
          {totals.holders} {totals.holders === 1 ? 'holder holds' : 'holders hold'} {shareCount(totals.shares)} shares. Offer them new shares before anyone else, in proportion to their holdings.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {styles}
        <PreEmptionOpenForm looks={looks} defaults={{ subject, currency, sharePrice: totals.priceMinor !== null ? minorToMajorInput(totals.priceMinor, currency) : '', deadline: defaultDeadline() }} />
      </Card.Body>
    </Card.Root>
  )
}

/** Who answered in the portal: the investor themself, or for an organisation or an account the person who did ("by Ada Lovelace in the portal"). */
const respondedBy = (response: TResponseRow) =>
  response.respondedVia !== 'investor' ? '' : response.holderKind === 'investor' ? ' by the investor' : ` by ${response.respondedByName ?? 'an investor'} in the portal`

async function RoundCard({ ctx, round, mayManage }: { ctx: TSignedInContext; round: TRoundSummary; mayManage: boolean }) {
  const [responses, totals] = await Promise.all([roundResponses(ctx.payload, round.id, ctx.tenant.id, SHOWN_ROWS), roundTotals(ctx.payload, round.id, ctx.tenant.id)])
  // The holder's record, as the cash-call lines link it: investors' records follow spec 6's investors row; nominees' pages exist while the tenant's switch is on.
  const mayOpenHolders = can(ctx.user.role_id, 'investors', 'show')
  const nomineesOn = featuresOf(ctx.tenant).nominee_enabled
  const holderHref = (response: TResponseRow) =>
    mayOpenHolders && response.holderRecordId !== null && isCashCallHolderKind(response.holderKind) && (response.holderKind !== 'nominee' || nomineesOn) ? holderTransactionsPath(response.holderKind, response.holderRecordId) : undefined
  const { currency } = round
  const open = round.status === 'open'
  const editable = open && mayManage
  const rowLooks = editable ? responseRowLooks() : null
  const closeButton = editable ? kitStyle({ recipe: 'button', size: 'sm', variant: 'outline', colorPalette: 'red' }) : null
  const oversubscribed = BigInt(totals.remaining.split('.')[0]!) < 0n
  // A closed round's shares taken up, not yet allotted, for those who may close rounds (decision 025);
  // a fund's shares in a company's round also need the right to move the fund's money (the call's rule).
  const allottable = !open && mayManage && round.allottedAt === null && BigInt(round.sharesTaken.split('.')[0]!) > 0n
  const fundBlocked = allottable && round.subjectKind === 'company' && !mayAllotCompanyRoundTo(ctx.user.role_id, 'fund') && (await fundTookShares(ctx.payload, round.id, ctx.tenant.id))
  const allotButton = allottable && !fundBlocked ? kitStyle({ recipe: 'button', size: 'sm', variant: 'solid', colorPalette: 'brand' }) : null
  return (
    <Stack gap={6} as="section" aria-label={`Pre-emption round opened ${formatDate(round.openedAt)}`}>
      <Card.Root>
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap={3}>
            <Stack gap={1}>
              <HStack gap={2}>
                <Card.Title as="h2">Round opened {formatDate(round.openedAt)}</Card.Title>
                <Badge colorPalette={open ? 'green' : 'gray'} variant="subtle">
                  {PRE_EMPTION_ROUND_STATUS_LABEL[round.status]}
                </Badge>
              </HStack>
              <Card.Description>
                {shareCount(round.sharesOffered)} shares at {money(round.sharePrice, currency)} a share ({money(round.amountOffered, currency)}), pro rata to {shareCount(round.sharesHeld)} shares held.{' '}
                {open
                  ? deadlinePassed(round.deadline)
                    ? `The deadline of ${formatDate(round.deadline)} has passed: close the round when the last answers are in.`
                    : `Responses are taken until ${formatDate(round.deadline)}.`
                  : `Closed ${formatDate(round.closedAt)} (deadline ${formatDate(round.deadline)}); its responses are read-only.${round.allottedAt ? ` The shares taken up were allotted ${formatDate(round.allottedAt)}.` : ''}`}
              </Card.Description>
              {round.note && <Text textStyle="sm">Note to holders: {round.note}</Text>}
              {fundBlocked && <Text textStyle="sm">A fund took up shares: allotting them is for someone who may update funds.</Text>}
            </Stack>
            {closeButton && (
              <>
                {closeButton.styles}
                <PreEmptionCloseIsland context={{ roundId: round.id, deadline: round.deadline, early: !deadlinePassed(round.deadline), awaiting: round.awaiting, looks: { className: closeButton.className } }} />
              </>
            )}
            {allotButton && (
              <>
                {allotButton.styles}
                <PreEmptionAllotIsland
                  context={{ roundId: round.id, subjectKind: round.subjectKind, sharesTaken: shareCount(round.sharesTaken), amountTaken: money(round.amountTaken, currency), oversubscribed, looks: { className: allotButton.className } }}
                />
              </>
            )}
          </HStack>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
            <StatFigure label="Offered" value={`${shareCount(totals.offered)} shares`} help={money(totals.offeredAmount, currency)} />
            <StatFigure label="Entitled" value={`${shareCount(totals.entitled)} shares`} help={`${money(totals.entitledAmount, currency)}; ${shareCount(totals.unallocated)} left by rounding down`} />
            <StatFigure label="Taken up" value={`${shareCount(totals.taken)} shares`} help={`${money(totals.takenAmount, currency)}, ${totals.takenPercent}% of the offer${oversubscribed ? ' (oversubscribed)' : ''}`} />
            <StatFigure label="Awaiting" value={String(round.awaiting)} help={`of ${totals.holders} holders`} />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Card.Title as="h3">Responses by code</Card.Title>
        </Card.Header>
        <Card.Body>
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Responses by code">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Response</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Holders</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {totals.byCode.map((total) => (
                  <Table.Row key={total.code}>
                    <Table.Cell>
                      {total.code} {PRE_EMPTION_CODE_LABEL[total.code]}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{total.responses}</Table.Cell>
                    <Table.Cell textAlign="end">{shareCount(total.shares)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(total.amount, currency)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row>
                  <Table.Cell fontWeight="semibold">Taken up of offered</Table.Cell>
                  <Table.Cell textAlign="end">{totals.holders}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {shareCount(totals.taken)} of {shareCount(totals.offered)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {money(totals.takenAmount, currency)} of {money(totals.offeredAmount, currency)}
                  </Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Card.Title as="h3">Holders</Card.Title>
          <Card.Description>
            Entitlements are whole shares in proportion to each holding when the round opened.
            {totals.holders > responses.length ? ` The ${responses.length} largest holdings of ${totals.holders}.` : ''}
          </Card.Description>
        </Card.Header>
        <Card.Body>
          {rowLooks?.styles}
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Pre-emption responses">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Holder</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Holding</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Entitlement</Table.ColumnHeader>
                  <Table.ColumnHeader>Response</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Shares taken</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Recorded</Table.ColumnHeader>
                  {rowLooks && <Table.ColumnHeader>Record a response</Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {responses.map((response) => (
                  <Table.Row key={response.id}>
                    <Table.Cell data-holder-kind={response.holderKind}>
                      {holderHref(response) ? (
                        <Link asChild colorPalette="brand">
                          <NextLink href={holderHref(response)!}>{response.holderName}</NextLink>
                        </Link>
                      ) : (
                        <Text>{response.holderName}</Text>
                      )}
                      <Text textStyle="xs" color="fg.muted">
                        {response.holderKind === 'investor' ? response.holderEmail : [PRE_EMPTION_HOLDER_KIND_LABEL[response.holderKind], response.holderEmail].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{shareCount(response.holding)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Text>{shareCount(response.entitlement)}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {money(response.entitlementAmount, currency)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={PRE_EMPTION_CODE_PALETTE[response.code]} variant="subtle">
                        {response.code} {PRE_EMPTION_CODE_LABEL[response.code]}
                      </Badge>
                      {response.note && (
                        <Text textStyle="xs" color="fg.muted" mt={1}>
                          {response.note}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{shareCount(response.shares)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(response.amount, currency)}</Table.Cell>
                    <Table.Cell>{response.respondedAt ? `${formatDate(response.respondedAt)}${respondedBy(response)}` : '—'}</Table.Cell>
                    {rowLooks && (
                      <Table.Cell>
                        <PreEmptionResponseForm
                          looks={rowLooks.looks}
                          row={{ roundId: round.id, holderKind: response.holderKind, holderId: response.holderId, holderName: response.holderName, entitlement: response.entitlement, code: response.code, shares: response.shares }}
                        />
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}

function PastRounds({ rounds, subject, shown }: { rounds: TRoundSummary[]; subject: TTabSubject; shown: number | null }) {
  const past = rounds.filter((round) => round.status === 'closed')
  if (past.length === 0) return null
  return (
    <Card.Root as="section" aria-label="Past rounds">
      <Card.Header>
        <Card.Title as="h2">Past rounds</Card.Title>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Past rounds">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Opened</Table.ColumnHeader>
                <Table.ColumnHeader>Deadline</Table.ColumnHeader>
                <Table.ColumnHeader>Closed</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Offered</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Taken up</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Holders</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {past.map((round) => (
                <Table.Row key={round.id} aria-current={round.id === shown ? 'true' : undefined}>
                  <Table.Cell>
                    <Link asChild colorPalette="brand">
                      <NextLink href={`${tabPath(subject)}?round=${round.id}`}>{formatDate(round.openedAt)}</NextLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{formatDate(round.deadline)}</Table.Cell>
                  <Table.Cell>{formatDate(round.closedAt)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {shareCount(round.sharesOffered)} ({money(round.amountOffered, round.currency)})
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {shareCount(round.sharesTaken)} ({money(round.amountTaken, round.currency)})
                  </Table.Cell>
                  <Table.Cell textAlign="end">{round.holders}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  )
}

/** The tab's content for a subject whose rounds the role may see; `mayManage`: open, record and close. */
async function SubjectPreEmption({ ctx, row, subject, mayManage, searchParams }: { ctx: TSignedInContext; row: TRow; subject: TTabSubject; mayManage: boolean; searchParams?: TSearchParams }) {
  const rounds = await subjectRounds(ctx.payload, subject, ctx.tenant.id)
  const open = rounds.find((round) => round.status === 'open') ?? null
  const requested = roundParam(searchParams)
  const shown = (requested !== null ? rounds.find((round) => round.id === requested) : null) ?? open
  return (
    <Stack gap={6}>
      {shown && shown !== open && open && (
        <Text>
          <Link asChild colorPalette="brand">
            <NextLink href={tabPath(subject)}>Back to the open round</NextLink>
          </Link>
        </Text>
      )}
      {shown && <RoundCard ctx={ctx} round={shown} mayManage={mayManage} />}
      {!open && mayManage && <OpenRoundCard ctx={ctx} row={row} subject={subject} />}
      {!open && !mayManage && rounds.length === 0 && <EmptyPanel title="No pre-emption rounds yet." description="When staff offer the holders new shares, the round and every holder’s response show here." />}
      <PastRounds rounds={rounds} subject={subject} shown={shown?.id ?? null} />
    </Stack>
  )
}

/**
 * The tab (stages 5 and 6; the kit answers 404 elsewhere): staff who may see the opportunity see its
 * rounds; those who may update it open one, record responses and close it.
 */
export async function OpportunityPreEmption({ ctx, row, searchParams }: { ctx: TSignedInContext; row: TRow; searchParams?: TSearchParams }) {
  const role = ctx.user.role_id
  if (!mayOnPreEmption(role, row.stage, 'view')) return null
  return <SubjectPreEmption ctx={ctx} row={row} subject={{ kind: 'opportunity', id: row.id }} mayManage={mayOnPreEmption(role, row.stage, 'open')} searchParams={searchParams} />
}

/**
 * A company's Pre-emption tab (decision 015 "Subjects: companies"; the route table keeps it behind
 * funds_enabled and funds_opportunity show): its rounds, offered to its funds, the firm and any
 * investors holding it; those with funds_opportunity update open one, record responses and close it.
 */
export async function CompanyPreEmption({ ctx, row, searchParams }: { ctx: TSignedInContext; row: TRow; searchParams?: TSearchParams }) {
  const role = ctx.user.role_id
  if (!mayOnCompanyPreEmption(role, 'view')) return null
  return <SubjectPreEmption ctx={ctx} row={row} subject={{ kind: 'company', id: row.id }} mayManage={mayOnCompanyPreEmption(role, 'open')} searchParams={searchParams} />
}
