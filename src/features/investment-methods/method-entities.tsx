import { Badge, Card, Heading, Link, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { Fragment } from 'react'

import { can } from '@/access/permissions'
import { entityStatusPalette, entityStatusText, methodPath } from '@/domain/investment-methods/investment-methods'
import { investorName, investorRecordPath } from '@/domain/investors/investors'
import { formatDate } from '@/lib/dates'
import type { TRow } from '@/lib/resource/define-resource'
import { EmptyPanel } from '@/ui/empty-panel'
import { recordFormLooks } from '@/ui/records/record-form-looks'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'
import { DeleteButton } from '@/ui/resource/delete-button'

import { EntityAddForm } from './entity-add-form'

// A method's entities (issue 11 §4, decision 022) on its details tab: each investor's account in the
// wrapper with its lead, associates, reference and state. Staff who may update investors add and
// remove them. Read as the user: the entities' own access decides.

type TInvestor = { id: number; name?: string | null; surname?: string | null; email?: string }
type TEntity = { id: number; status: string; accountReference?: string | null; openedAt?: string | null; createdAt: string; lead: TInvestor | number; associates?: Array<TInvestor | number> | null }

const ENTITIES_SHOWN = 200

const asInvestor = (value: TInvestor | number): TInvestor => (typeof value === 'object' ? value : { id: value })
const nameOf = (investor: TInvestor) => investorName(investor) || investor.email || `Investor ${investor.id}`

function InvestorLink({ investor }: { investor: TInvestor }) {
  return (
    <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
      <NextLink href={investorRecordPath(investor.id)}>{nameOf(investor)}</NextLink>
    </Link>
  )
}

export async function MethodEntitiesPanel({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const { docs, totalDocs } = await ctx.payload.find({
    collection: 'investment-method-entities',
    where: { method: { equals: row.id } },
    sort: 'createdAt',
    depth: 1,
    limit: ENTITIES_SHOWN,
    user: ctx.user,
    overrideAccess: false,
    select: { status: true, accountReference: true, openedAt: true, createdAt: true, lead: true, associates: true },
    populate: { users: { name: true, surname: true, email: true } },
  })
  const entities = docs as unknown as TEntity[]
  const mayChange = can(ctx.user.role_id, 'investors', 'update')
  const looks = mayChange ? recordFormLooks() : null
  return (
    <Card.Root as="section" aria-label="Entities" data-testid="method-entities">
      <Card.Header>
        <Heading as="h2" size="md">
          Entities
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Each investor’s account in this method, with the investors who hold it with them{totalDocs > ENTITIES_SHOWN ? ` (the first ${ENTITIES_SHOWN} of ${totalDocs})` : ''}.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={6}>
          {entities.length === 0 ? (
            <EmptyPanel title="No entities yet." description="Add an investor’s account in this method: its lead investor, any associates and the provider’s reference." />
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label="Entities">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Lead investor</Table.ColumnHeader>
                    <Table.ColumnHeader>Associates</Table.ColumnHeader>
                    <Table.ColumnHeader>Account reference</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader>Opened</Table.ColumnHeader>
                    {mayChange && (
                      <Table.ColumnHeader>
                        <Text srOnly>Actions</Text>
                      </Table.ColumnHeader>
                    )}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {entities.map((entity) => {
                    const lead = asInvestor(entity.lead)
                    const associates = (entity.associates ?? []).map(asInvestor)
                    return (
                      <Table.Row key={entity.id}>
                        <Table.Cell>
                          <InvestorLink investor={lead} />
                        </Table.Cell>
                        <Table.Cell>
                          {associates.length === 0 ? (
                            <Text as="span" color="fg.muted">
                              None
                            </Text>
                          ) : (
                            associates.map((associate, index) => (
                              <Fragment key={associate.id}>
                                {index > 0 && ', '}
                                <InvestorLink investor={associate} />
                              </Fragment>
                            ))
                          )}
                        </Table.Cell>
                        <Table.Cell>{entity.accountReference ?? ''}</Table.Cell>
                        <Table.Cell>
                          <Badge variant="subtle" colorPalette={entityStatusPalette(entity.status)}>
                            {entityStatusText(entity.status)}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell>{formatDate(entity.openedAt ?? entity.createdAt)}</Table.Cell>
                        {mayChange && (
                          <Table.Cell textAlign="end">
                            <DeleteButton size="xs" apiPath={`/api/investment-method-entities/${entity.id}`} what={`the entity of ${nameOf(lead)}`} label={`Remove the entity of ${nameOf(lead)}`} />
                          </Table.Cell>
                        )}
                      </Table.Row>
                    )
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {looks && (
            <Stack gap={3} borderTopWidth="1px" pt={4}>
              {looks.styles}
              <Heading as="h3" size="sm">
                Add an entity
              </Heading>
              <EntityAddForm methodId={row.id} looks={looks.looks} />
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

type TInvestorEntity = TEntity & { method: { id: number; name?: string; kind?: string } | number }

/** An investor's entities, led or held as an associate, on their details tab (spec 3's two User relations in one table). */
export async function InvestorEntitiesPanel({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const { docs } = await ctx.payload.find({
    collection: 'investment-method-entities',
    where: { or: [{ lead: { equals: row.id } }, { associates: { in: [row.id] } }] },
    sort: 'createdAt',
    depth: 1,
    limit: 100,
    user: ctx.user,
    overrideAccess: false,
    select: { status: true, accountReference: true, method: true, lead: true },
    populate: { 'investment-methods': { name: true }, users: { name: true, surname: true, email: true } },
  })
  const entities = docs as unknown as TInvestorEntity[]
  return (
    <Card.Root as="section" aria-label="Investment methods" data-testid="investor-entities">
      <Card.Header>
        <Heading as="h2" size="md">
          Investment methods
        </Heading>
      </Card.Header>
      <Card.Body>
        {entities.length === 0 ? (
          <Text color="fg.muted">No investment method entity.</Text>
        ) : (
          <Table.Root size="sm" aria-label="Investment methods">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Method</Table.ColumnHeader>
                <Table.ColumnHeader>Holds it as</Table.ColumnHeader>
                <Table.ColumnHeader>Account reference</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entities.map((entity) => {
                const method = typeof entity.method === 'object' ? entity.method : { id: entity.method }
                const lead = asInvestor(entity.lead)
                return (
                  <Table.Row key={entity.id}>
                    <Table.Cell>
                      <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                        <NextLink href={methodPath(method.id)}>{method.name ?? `Investment method ${method.id}`}</NextLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{lead.id === row.id ? 'Lead' : `Associate of ${nameOf(lead)}`}</Table.Cell>
                    <Table.Cell>{entity.accountReference ?? ''}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle" colorPalette={entityStatusPalette(entity.status)}>
                        {entityStatusText(entity.status)}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  )
}
