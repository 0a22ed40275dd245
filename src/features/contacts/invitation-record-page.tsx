import { Card, Link, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import type { TRequestContext } from '@/auth/request-context'
import { contactDetailsPath, invitationState, personName } from '@/domain/contacts/contacts'
import { investorRecordPath } from '@/domain/investors/investors'
import type { TRow } from '@/lib/resource/define-resource'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { ConfirmActionIsland } from '@/ui/modals/confirm-action-island'
import { ResourceDetailPage, type TDetailContext } from '@/ui/resource/resource-detail-page'

import { INVITATIONS_RESOURCE } from './invitation-resources'

type TSignedInContext = TRequestContext & { user: NonNullable<TRequestContext['user']> }

const relatedId = (value: unknown) => (typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null)

/** Resend (investors create) for a pending or expired invitation; revoke (investors update) for a pending one. */
function InvitationActions({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const state = invitationState(row)
  const role = ctx.user.role_id
  const mayResend = (state === 'pending' || state === 'expired') && can(role, 'investors', 'create')
  const mayRevoke = (state === 'pending' || state === 'expired') && can(role, 'investors', 'update')
  if (!mayResend && !mayRevoke) return null
  const resend = kitStyle({ recipe: 'button', variant: 'solid', colorPalette: 'brand' })
  const revoke = kitStyle({ recipe: 'button', variant: 'outline', colorPalette: 'red' })
  const email = String(row.email)
  return (
    <>
      {resend.styles}
      {revoke.styles}
      {mayResend && (
        <ConfirmActionIsland
          action={{
            url: `/api/invitations/${row.id}/resend`,
            label: 'Resend',
            title: `Send the invitation to ${email} again?`,
            lines: ['A new link is emailed, valid for 14 days from now. The link sent before stops working.'],
            confirmLabel: 'Resend invitation',
            className: resend.className,
          }}
        />
      )}
      {mayRevoke && (
        <ConfirmActionIsland
          action={{
            url: `/api/invitations/${row.id}/revoke`,
            label: 'Revoke',
            title: `Revoke the invitation to ${email}?`,
            lines: ['The link stops working for good: whoever opens it is told the invitation was withdrawn. You can invite the address again later.'],
            confirmLabel: 'Revoke invitation',
            palette: 'red',
            className: revoke.className,
          }}
        />
      )}
    </>
  )
}

/** The contact it converts and the investor it became, where the role may open them. */
async function InvitationLinks({ ctx, row }: { ctx: TDetailContext; row: TRow }) {
  const contactId = relatedId(row.contact)
  const investorId = relatedId(row.acceptedUser)
  if (contactId === null && investorId === null) return null
  const [contact, investor] = await Promise.all([
    contactId === null ? null : ctx.payload.findByID({ collection: 'contacts', id: contactId, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true, surname: true, email: true, tenant: true } }),
    investorId === null ? null : ctx.payload.findByID({ collection: 'users', id: investorId, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true, surname: true, email: true } }),
  ])
  const mayOpen = can(ctx.user.role_id, 'investors', 'show')
  const link = (href: string, text: string) =>
    mayOpen ? (
      <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
        <NextLink href={href}>{text}</NextLink>
      </Link>
    ) : (
      text
    )
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap={2}>
          {contact && contactId !== null && <Text>Sent to convert the contact {link(contactDetailsPath(contactId), personName(contact) || contact.email)}.</Text>}
          {investor && investorId !== null && <Text>Accepted: {link(investorRecordPath(investorId), personName(investor) || investor.email)} registered as an investor.</Text>}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

/** An invitation (ours: /admin/investors/invitations/{id}) on the kit: its fields, what it links, and its actions. */
export function InvitationRecordPage({ ctx, id }: { ctx: TSignedInContext; id: string }) {
  return (
    <ResourceDetailPage
      resource={INVITATIONS_RESOURCE}
      ctx={ctx}
      id={id}
      tab=""
      back={{ href: INVITATIONS_RESOURCE.listPath, label: 'Invitations' }}
      actions={(row) => <InvitationActions ctx={ctx} row={row} />}
      slots={{ links: (row) => <InvitationLinks ctx={ctx} row={row} /> }}
    />
  )
}
