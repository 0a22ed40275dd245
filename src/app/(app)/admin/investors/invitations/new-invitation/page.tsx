import { Card, Text } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { INVITATION_TTL_DAYS, MAX_BULK_INVITATIONS } from '@/domain/contacts/contacts'
import { BulkInviteForm } from '@/features/contacts/bulk-invite-form'
import { INVITATIONS_RESOURCE } from '@/features/contacts/invitation-resources'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Invite investors' }

/** Invite one investor or many (issue 11 §6): addresses typed or pasted, each answered by its line. */
export default async function NewInvitationPage() {
  await guardAdminRoute(INVITATIONS_RESOURCE.create!.href)
  const back = { href: INVITATIONS_RESOURCE.listPath, label: 'Invitations' }
  return (
    <>
      <PageHeader title="Invite investors" back={back} />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted" mb={4}>
            Each address gets an email with a link to register as an investor of this firm. A link works once and expires in {INVITATION_TTL_DAYS} days. Up to {MAX_BULK_INVITATIONS} addresses at a time: one a line, or a
            column pasted from a spreadsheet or CSV.
          </Text>
          <BulkInviteForm listHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
