import { Badge, Card, DataList, Stack, Table, Text } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import {
  CATEGORISATION_STATUS_LABEL,
  currentCategorisation,
  INVESTOR_CATEGORY_LABEL,
  type TCategorisationStatus,
  type TDeclarationAnswer,
  type TInvestorCategory,
} from '@/domain/investors/categorisation'
import { formatDate } from '@/lib/dates'
import type { TRow } from '@/lib/resource/define-resource'
import { EmptyPanel } from '@/ui/empty-panel'
import { recordFormLooks } from '@/ui/records/record-form-looks'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

import { CategorisationDecisionForms } from './categorisation-decision-form'
import { InvestorExemptionsSection } from './investor-exemptions-section'

// The category tab of an investor's record (spec 2.1 /details/category, decision 023): the
// categorisation in force, then every declaration newest first with its answers, dates and the staff
// decision; a pending one has Approve / Reject for roles with investor_category update.

const STATUS_PALETTE: Record<TCategorisationStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' }

const answersOf = (value: unknown): TDeclarationAnswer[] =>
  Array.isArray(value) ? value.filter((item): item is TDeclarationAnswer => !!item && typeof item === 'object' && typeof item.question === 'string' && typeof item.answer === 'string') : []

export async function InvestorCategoryTab({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  // As the user: the collection's read rule (investors show, within the tenant) decides.
  const { docs } = await ctx.payload.find({
    collection: 'investor-categorisations',
    where: { and: [{ investor: { equals: row.id } }, { tenant: { equals: ctx.tenant.id } }] },
    sort: ['-declaredAt', '-id'],
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: false,
    user: ctx.user,
  })
  // Financial promotion exemption statements (decision 043), after the categorisations.
  const exemptions = <InvestorExemptionsSection ctx={ctx} investorId={row.id} />
  if (docs.length === 0) {
    return (
      <Stack gap={6}>
        <EmptyPanel data-testid="investor-category-empty" title="No categorisation yet" description="When the investor declares their client category in the portal (restricted, high net worth or sophisticated), the declaration, its answers and its expiry show here." />
        {exemptions}
      </Stack>
    )
  }
  const now = new Date()
  const current = currentCategorisation(docs, now)
  const mayDecide = can(ctx.user.role_id, 'investor_category', 'update')
  const looks = mayDecide && docs.some((doc) => doc.status === 'pending') ? recordFormLooks() : null
  return (
    <Stack gap={6} data-testid="investor-category">
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Category in force</Card.Title>
        </Card.Header>
        <Card.Body>
          {current ? (
            <Text data-testid="category-in-force">
              {INVESTOR_CATEGORY_LABEL[current.category as TInvestorCategory]}, declared {formatDate(current.declaredAt)}, valid until {formatDate(current.expiresAt)}.
            </Text>
          ) : (
            <Text color="fg.muted" data-testid="category-in-force">
              None: no approved declaration is within its 12 months.
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      {looks?.styles}
      {docs.map((doc) => {
        const expired = new Date(doc.expiresAt).getTime() <= now.getTime()
        const status = doc.status as TCategorisationStatus
        return (
          <Card.Root key={doc.id} data-categorisation={doc.id}>
            <Card.Header>
              <Card.Title as="h3">{INVESTOR_CATEGORY_LABEL[doc.category as TInvestorCategory]}</Card.Title>
              <Stack direction="row" gap={2}>
                <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
                  {CATEGORISATION_STATUS_LABEL[status]}
                </Badge>
                {expired && <Badge colorPalette="gray">Expired</Badge>}
                {current?.id === doc.id && <Badge colorPalette="brand">In force</Badge>}
              </Stack>
            </Card.Header>
            <Card.Body>
              <Stack gap={4}>
                <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap={3}>
                  <DataList.Item>
                    <DataList.ItemLabel minW={{ md: '48' }}>Declared</DataList.ItemLabel>
                    <DataList.ItemValue>{formatDate(doc.declaredAt)}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel minW={{ md: '48' }}>Expires</DataList.ItemLabel>
                    <DataList.ItemValue>{formatDate(doc.expiresAt)}</DataList.ItemValue>
                  </DataList.Item>
                  {doc.decidedAt && (
                    <DataList.Item>
                      <DataList.ItemLabel minW={{ md: '48' }}>{status === 'rejected' ? 'Rejected' : 'Approved'}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {formatDate(doc.decidedAt)}
                        {doc.decidedByName ? ` by ${doc.decidedByName}` : ''}
                        {doc.decisionReason ? `: ${doc.decisionReason}` : ''}
                      </DataList.ItemValue>
                    </DataList.Item>
                  )}
                </DataList.Root>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Declaration</Table.ColumnHeader>
                      <Table.ColumnHeader>Answer</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {answersOf(doc.answers).map((answer, index) => (
                      <Table.Row key={index}>
                        <Table.Cell>{answer.question}</Table.Cell>
                        <Table.Cell>{answer.answer}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                {looks && status === 'pending' && <CategorisationDecisionForms categorisationId={doc.id} looks={looks.looks} />}
              </Stack>
            </Card.Body>
          </Card.Root>
        )
      })}
      {exemptions}
    </Stack>
  )
}
