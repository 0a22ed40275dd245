import { Badge, Card, Heading, Link, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { investorName, investorRecordPath } from '@/domain/investors/investors'
import { memberRoleText, organisationPath } from '@/domain/organisations/organisations'
import { formatDate } from '@/lib/dates'
import type { TRow } from '@/lib/resource/define-resource'
import { EmptyPanel } from '@/ui/empty-panel'
import { recordFormLooks } from '@/ui/records/record-form-looks'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'
import { DeleteButton } from '@/ui/resource/delete-button'

import { MemberAddForm } from './member-add-form'

// The links between organisations and investors (issue 11 §3, decision 020): on the organisation's
// details tab its members (staff who may update investors add and remove them), on an investor's
// details tab the organisations they act for. Read as the user: the links' own access decides.

type TInvestor = { id: number; name?: string | null; surname?: string | null; email?: string }
type TOrganisation = { id: number; name?: string }
type TMember = { id: number; role: string; createdAt: string; investor: TInvestor | number; organisation: TOrganisation | number }

const MEMBERS_SHOWN = 200

export async function OrganisationMembersPanel({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const { docs, totalDocs } = await ctx.payload.find({
    collection: 'organisation-members',
    where: { organisation: { equals: row.id } },
    sort: 'createdAt',
    depth: 1,
    limit: MEMBERS_SHOWN,
    user: ctx.user,
    overrideAccess: false,
    select: { role: true, createdAt: true, investor: true },
    populate: { users: { name: true, surname: true, email: true } },
  })
  const members = docs as unknown as TMember[]
  const mayChange = can(ctx.user.role_id, 'investors', 'update')
  const looks = mayChange ? recordFormLooks() : null
  return (
    <Card.Root as="section" aria-label="Members" data-testid="organisation-members">
      <Card.Header>
        <Heading as="h2" size="md">
          Members
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Investors who act for this organisation{totalDocs > MEMBERS_SHOWN ? ` (the first ${MEMBERS_SHOWN} of ${totalDocs})` : ''}.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={6}>
          {members.length === 0 ? (
            <EmptyPanel title="No members yet." description="Link the investors who act for this organisation: directors, authorised signatories and members." />
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label="Members">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Investor</Table.ColumnHeader>
                    <Table.ColumnHeader>Email</Table.ColumnHeader>
                    <Table.ColumnHeader>Role</Table.ColumnHeader>
                    <Table.ColumnHeader>Linked</Table.ColumnHeader>
                    {mayChange && (
                      <Table.ColumnHeader>
                        <Text srOnly>Actions</Text>
                      </Table.ColumnHeader>
                    )}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {members.map((member) => {
                    const investor = typeof member.investor === 'object' ? member.investor : { id: member.investor }
                    const name = investorName(investor) || investor.email || `Investor ${investor.id}`
                    return (
                      <Table.Row key={member.id}>
                        <Table.Cell>
                          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                            <NextLink href={investorRecordPath(investor.id)}>{name}</NextLink>
                          </Link>
                        </Table.Cell>
                        <Table.Cell>{investor.email ?? ''}</Table.Cell>
                        <Table.Cell>
                          <Badge variant="subtle">{memberRoleText(member.role)}</Badge>
                        </Table.Cell>
                        <Table.Cell>{formatDate(member.createdAt)}</Table.Cell>
                        {mayChange && (
                          <Table.Cell textAlign="end">
                            <DeleteButton size="xs" apiPath={`/api/organisation-members/${member.id}`} what={`the link to ${name}`} label={`Remove ${name}`} />
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
                Link an investor
              </Heading>
              <MemberAddForm organisationId={row.id} looks={looks.looks} />
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

/** An investor's organisations, on their details tab. */
export async function InvestorOrganisationsPanel({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const { docs } = await ctx.payload.find({
    collection: 'organisation-members',
    where: { investor: { equals: row.id } },
    sort: 'createdAt',
    depth: 1,
    limit: 100,
    user: ctx.user,
    overrideAccess: false,
    select: { role: true, createdAt: true, organisation: true },
    populate: { organisations: { name: true } },
  })
  const links = docs as unknown as TMember[]
  return (
    <Card.Root as="section" aria-label="Organisations" data-testid="investor-organisations">
      <Card.Header>
        <Heading as="h2" size="md">
          Organisations
        </Heading>
      </Card.Header>
      <Card.Body>
        {links.length === 0 ? (
          <Text color="fg.muted">Not linked to any organisation.</Text>
        ) : (
          <Table.Root size="sm" aria-label="Organisations">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Organisation</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Linked</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {links.map((link) => {
                const organisation = typeof link.organisation === 'object' ? link.organisation : { id: link.organisation }
                return (
                  <Table.Row key={link.id}>
                    <Table.Cell>
                      <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                        <NextLink href={organisationPath(organisation.id)}>{organisation.name ?? `Organisation ${organisation.id}`}</NextLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle">{memberRoleText(link.role)}</Badge>
                    </Table.Cell>
                    <Table.Cell>{formatDate(link.createdAt)}</Table.Cell>
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
