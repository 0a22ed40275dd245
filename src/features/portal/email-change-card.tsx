import { Stack, Text } from '@chakra-ui/react'

import { BrandingForm } from '@/features/settings/branding-form'
import { formatDateTime } from '@/lib/dates'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { SectionCard } from '@/ui/layout/section-card'
import { ConfirmActionIsland } from '@/ui/modals/confirm-action-island'

/**
 * "Change your sign-in email" on the investor's security page (decision 037): the new address and the
 * current password to POST /api/portal-profile/email, which mails a confirmation link to the new
 * address; the address changes only when it is opened. A change waiting for its link is named, with
 * "Cancel change" (a confirmation, then DELETE /api/portal-profile/email: the link stops working).
 */
export function EmailChangeCard({ current, pending }: { current: string; pending: { email: string; expiresAt: string } | null }) {
  const cancel = kitStyle({ recipe: 'button', variant: 'outline', colorPalette: 'red', size: 'xs' })
  return (
    <SectionCard title="Change your sign-in email" data-testid="email-change-card">
      <Text mb={4}>
        You sign in with <strong>{current}</strong>. We email a link to the new address, and it becomes your sign-in email when you open it. Your other sessions are then signed out.
      </Text>
      {pending && (
        <Stack mb={4} gap={2} align="flex-start" data-testid="email-change-pending">
          <Text color="fg.muted">
            Waiting for you to open the link sent to <strong>{pending.email}</strong> (it expires {formatDateTime(pending.expiresAt)}). Asking again sends a new link.
          </Text>
          {cancel.styles}
          <ConfirmActionIsland
            action={{
              url: '/api/portal-profile/email',
              method: 'DELETE',
              label: 'Cancel change',
              title: 'Cancel the change of your sign-in email?',
              lines: [`The link we sent to ${pending.email} stops working.`, `You keep signing in with ${current}. You can ask for a change again at any time.`],
              confirmLabel: 'Yes, cancel the change',
              palette: 'red',
              className: cancel.className,
            }}
          />
        </Stack>
      )}
      <BrandingForm
        title="Change your sign-in email"
        endpoint="/api/portal-profile/email"
        isCustomBranding={false}
        resetAfterSave
        submitLabel="Send confirmation link"
        defaultValues={{ email: '', current_password: '' }}
        fields={[
          { name: 'email', label: 'New email address', kind: 'text', autoComplete: 'email', maxLength: 254 },
          { name: 'current_password', label: 'Current password', kind: 'password', autoComplete: 'current-password' },
        ]}
      />
    </SectionCard>
  )
}
