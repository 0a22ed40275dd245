import { Badge, Box, HStack, Stack, Table, Text, Textarea } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { invitationsOf, MAX_INVITED_AT_ONCE } from '@/collections/compliance/MarketSoundingInvitations/invitations'
import { SOUNDABLE_STAGES } from '@/collections/compliance/MarketSoundingAcceptances/soundable-opportunity'
import { formatDate } from '@/lib/dates'
import { featuresOf } from '@/tenancy/branding'
import { kitLooks } from '@/ui/chakra-rsc/kit-style'
import { SectionCard } from '@/ui/layout/section-card'
import { DeleteButton } from '@/ui/resource/delete-button'

import type { TSignedInContext } from './opportunity-queries'
import { portalFormLooks } from './portal/portal-looks'
import { SoundingInviteForm, type TSoundingInviteLooks } from './sounding-invite-form'

/** How many investors the invite form offers (by surname); beyond that, POST /api/market-sounding-invitations/invite takes any of the tenant's. */
const OFFERED = 500

/** The invite form's looks (server only): the portal forms' fields and buttons, a scrolling list of ticks, a note. */
function soundingInviteLooks(): { looks: TSoundingInviteLooks; styles: ReturnType<typeof portalFormLooks>['styles'] } {
  const form = portalFormLooks()
  const extra = kitLooks<'list' | 'choice' | 'textarea'>(
    <Stack>
      <Box maxH="16rem" overflowY="auto" borderWidth="1px" borderColor="border" rounded="l2" px={3} py={2} data-look="list" />
      <HStack as="label" gap={2} py={1} fontSize="sm" cursor="pointer" data-look="choice" />
      <Textarea data-look="textarea" />
    </Stack>,
  )
  return { looks: { ...form.looks, ...extra.looks }, styles: [...form.styles, ...extra.styles] }
}

/**
 * Who is invited to the market sounding about a live opportunity (decision 040), on its summary tab
 * while market_sounding_enabled: each invited investor with their answer (accepted, with the
 * register's reference; declined; awaiting), and for staff who may update live opportunities the
 * invite form and a withdraw button. Only invited investors see the sounding in the portal.
 */
export async function SoundingInvitationsPanel({ ctx, opportunity }: { ctx: TSignedInContext; opportunity: { id: number; stage: number } }) {
  if (!featuresOf(ctx.tenant).market_sounding_enabled || !(SOUNDABLE_STAGES as readonly number[]).includes(opportunity.stage) || !can(ctx.user.role_id, 'investment_opportunity_live', 'show')) return null
  const mayInvite = can(ctx.user.role_id, 'investment_opportunity_live', 'update')
  const [invitations, candidates] = await Promise.all([
    invitationsOf(ctx.payload, ctx.tenant.id, opportunity.id),
    mayInvite
      ? ctx.payload.db.pool.query<{ id: number; name: string | null; surname: string | null; email: string }>(
          `SELECT u.id, u.name, u.surname, u.email FROM users u
            WHERE u.tenant_id = $1 AND u.role_id = $2
              AND NOT EXISTS (SELECT 1 FROM market_sounding_invitations i WHERE i.opportunity_id = $3 AND i.investor_id = u.id)
            ORDER BY u.surname NULLS LAST, u.name NULLS LAST, u.id LIMIT ${OFFERED}`,
          [ctx.tenant.id, ROLE.user, opportunity.id],
        )
      : { rows: [] },
  ])
  const { looks, styles } = soundingInviteLooks()
  const here = `/admin/investments/opportunities/${opportunity.id}/details`
  return (
    <SectionCard title="Market sounding" mt={6} data-testid="sounding-invitations">
      <Text color="fg.muted" mb={4}>
        Only the investors invited here see the market sounding in the portal and may accept it; an acceptance goes into the insider register.
      </Text>
      {invitations.length === 0 ? (
        <Text mb={4}>No investor has been invited yet.</Text>
      ) : (
        <Table.ScrollArea mb={4}>
          <Table.Root size="sm" aria-label="Investors invited to the market sounding">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Investor</Table.ColumnHeader>
                <Table.ColumnHeader>Invited</Table.ColumnHeader>
                <Table.ColumnHeader>Answer</Table.ColumnHeader>
                {mayInvite && <Table.ColumnHeader srOnly>Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invitations.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell>{formatDate(row.invitedAt)}</Table.Cell>
                  <Table.Cell>
                    {row.acceptedAt ? (
                      <Badge colorPalette="green">
                        Accepted {formatDate(row.acceptedAt)} ({row.reference})
                      </Badge>
                    ) : row.declinedAt ? (
                      <Badge colorPalette="gray">Declined {formatDate(row.declinedAt)}</Badge>
                    ) : (
                      <Badge colorPalette="yellow">Awaiting an answer</Badge>
                    )}
                  </Table.Cell>
                  {mayInvite && (
                    <Table.Cell textAlign="end">
                      {!row.acceptedAt && <DeleteButton size="xs" label={`Withdraw the invitation of ${row.name}`} apiPath={`/api/market-sounding-invitations/${row.id}`} afterPath={here} what={`the invitation of ${row.name}`} />}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {mayInvite &&
        (candidates.rows.length === 0 ? (
          <Text color="fg.muted">Every investor of the organisation is invited.</Text>
        ) : (
          <>
            {styles}
            <SoundingInviteForm
              opportunity={opportunity.id}
              investors={candidates.rows.map((row) => ({ id: row.id, label: `${[row.name, row.surname].filter(Boolean).join(' ') || row.email} (${row.email})` }))}
              max={MAX_INVITED_AT_ONCE}
              looks={looks}
            />
          </>
        ))}
    </SectionCard>
  )
}
