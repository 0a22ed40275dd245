import { Card, DataList, Link, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { invitationStateText, personName } from '@/domain/contacts/contacts'
import { investorRecordPath } from '@/domain/investors/investors'
import { formatDate } from '@/lib/dates'
import type { TRow } from '@/lib/resource/define-resource'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { ConfirmActionIsland } from '@/ui/modals/confirm-action-island'
import { EmptyPanel } from '@/ui/empty-panel'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

// A contact's own panels (issue 11 §2, decision 021): where it stands on the way to becoming an
// investor, the note on tabs whose history moved to the investor, and the category tab's empty state.

const relatedId = (value: unknown) => (typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null)

/** The latest invitation sent for this contact, read with the server's rights within the tenant (the contact is already readable). */
async function latestInvitation(ctx: TDetailContext, contactId: number) {
  const { docs } = await ctx.payload.find({
    collection: 'invitations',
    where: { and: [{ tenant: { equals: ctx.tenant.id } }, { contact: { equals: contactId } }] },
    sort: '-sentAt',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function convertedInvestor(ctx: TDetailContext, row: TRow) {
  const id = relatedId(row.convertedTo)
  if (id === null) return null
  const investor = await ctx.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true, surname: true, email: true } })
  return investor ? { id, name: personName(investor) || investor.email } : null
}

/** Whether this role may invite the contact (an invitation, and a change of the contact). */
export const mayInviteContact = (role: number) => can(role, 'investors', 'create') && can(role, 'investors', 'update')

/** The Invite action of the record's header: for a contact not yet converted, to a role that may invite. */
export function ContactInviteAction({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  if (relatedId(row.convertedTo) !== null || !mayInviteContact(ctx.user.role_id)) return null
  const button = kitStyle({ recipe: 'button', variant: 'solid', colorPalette: 'brand' })
  return (
    <>
      {button.styles}
      <ConfirmActionIsland
        action={{
          url: `/api/contacts/${row.id}/invite`,
          label: 'Invite to become an investor',
          title: `Invite ${personName(row) || String(row.email)} to register?`,
          lines: [
            `We email ${String(row.email)} a link to open an investor account with this address. It works once and expires in 14 days; a pending invitation is sent again with a new link.`,
            'When they register, this contact’s notes, calls, tasks and documents move to their investor record and its lead status becomes Investment.',
          ],
          confirmLabel: 'Send invitation',
          className: button.className,
        }}
      />
    </>
  )
}

/** Details tab: the way to becoming an investor (invitation sent, accepted) and, once converted, the investor it became. */
export async function ContactConversionPanel({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const [invitation, investor] = await Promise.all([latestInvitation(ctx, row.id), convertedInvestor(ctx, row)])
  return (
    <Card.Root data-testid="contact-conversion">
      <Card.Header>
        <Card.Title as="h2">Becoming an investor</Card.Title>
      </Card.Header>
      <Card.Body>
        {investor ? (
          <Text>
            Registered as an investor on {formatDate(typeof row.convertedAt === 'string' ? row.convertedAt : null)}:{' '}
            {can(ctx.user.role_id, 'investors', 'show') ? (
              <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                <NextLink href={investorRecordPath(investor.id)}>{investor.name}</NextLink>
              </Link>
            ) : (
              investor.name
            )}
            . Their notes, calls, tasks and documents are on the investor’s record; this contact’s activity stays below.
          </Text>
        ) : invitation ? (
          <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap={3}>
            <DataList.Item>
              <DataList.ItemLabel minW={{ md: '48' }}>Invitation</DataList.ItemLabel>
              <DataList.ItemValue>{invitationStateText(invitation)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW={{ md: '48' }}>Sent</DataList.ItemLabel>
              <DataList.ItemValue>
                {formatDate(invitation.sentAt ?? null)}
                {invitation.invitedByName ? ` by ${invitation.invitedByName}` : ''}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW={{ md: '48' }}>Link valid until</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(invitation.expiresAt)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        ) : (
          <Text color="fg.muted">Not invited yet. Inviting sends a registration link to the contact’s email; when they register, this record’s history moves to their investor record.</Text>
        )}
      </Card.Body>
    </Card.Root>
  )
}

/** Documents and notes tabs of a converted contact: where the history went. */
export async function ContactMovedNotice({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const investor = await convertedInvestor(ctx, row)
  if (!investor) return null
  return (
    <Text data-testid="contact-history-moved">
      This contact registered as an investor: what was recorded here moved to{' '}
      {can(ctx.user.role_id, 'investors', 'show') ? (
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
          <NextLink href={investorRecordPath(investor.id)}>{investor.name}’s investor record</NextLink>
        </Link>
      ) : (
        `${investor.name}’s investor record`
      )}
      .
    </Text>
  )
}

const ONBOARDING_EMPTY: Record<string, { title: string; description: string }> = {
  category: {
    title: 'No client category yet',
    description:
      'The client categorisation (restricted, high net worth or sophisticated investor) with the declaration answers, its date and expiry will show here once categorisation questionnaires are set up for this firm. Nothing has been recorded for this contact.',
  },
}

/** The category tab before contacts' categorisations exist: says what will be here, pretends nothing. */
export function ContactOnboardingEmpty({ segment }: { segment: string }) {
  const empty = ONBOARDING_EMPTY[segment]
  if (!empty) return null
  return (
    <Stack gap={4}>
      <EmptyPanel title={empty.title} description={empty.description} data-testid={`contact-${segment}-empty`} />
    </Stack>
  )
}
