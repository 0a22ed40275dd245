import type { Card } from '@chakra-ui/react'

import { BrandingForm } from '@/features/settings/branding-form'
import { SectionCard } from '@/ui/layout/section-card'

/**
 * "Change your password" for the signed-in account, staff (/admin/settings/security) or investor
 * (/investor/profile/security): POST /api/auth/update-password, which ends the other sessions.
 */
export function ChangePasswordCard(cardProps: Omit<Card.RootProps, 'title' | 'children'>) {
  return (
    <SectionCard title="Change your password" {...cardProps}>
      <BrandingForm
        title="Change your password"
        endpoint="/api/auth/update-password"
        isCustomBranding={false}
        resetAfterSave
        submitLabel="Change password"
        defaultValues={{ current_password: '', password: '', password_confirmation: '' }}
        fields={[
          { name: 'current_password', label: 'Current password', kind: 'password', autoComplete: 'current-password' },
          { name: 'password', label: 'New password', kind: 'password', autoComplete: 'new-password', helper: 'At least 10 characters. Your other sessions are signed out.' },
          { name: 'password_confirmation', label: 'Repeat the new password', kind: 'password', autoComplete: 'new-password' },
        ]}
      />
    </SectionCard>
  )
}
