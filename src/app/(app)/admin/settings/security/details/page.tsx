import { Container, Text } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { BrandingForm } from '@/features/settings/branding-form'
import { terminologyOf } from '@/tenancy/branding'
import { roleDisplayName } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'
import { SectionCard } from '@/ui/layout/section-card'

export const metadata = { title: 'User details' }

/**
 * spec 2.1 /admin/settings/security/details: the signed-in staff member's own details. Name and
 * surname through spec 7's user update (POST /api/users/{id}, _method PATCH: the users collection's
 * own rules); the sign-in email is changed by a colleague who may (decision 008: the change signs
 * everyone out), the role on Admin accounts.
 */
export default async function SecurityDetailsPage() {
  const { user, tenant } = await guardAdminRoute('/admin/settings/security/details')
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title="User details" back={{ href: '/admin/settings/security', label: 'Password management' }} />
      <SectionCard title="Your details">
        <Text mb={4} color="fg.muted" data-testid="own-account">
          {user.email} · {roleDisplayName(user.role_id as Parameters<typeof roleDisplayName>[0], terminologyOf(tenant))}
        </Text>
        <BrandingForm
          title="Your details"
          endpoint={`/api/users/${user.id}`}
          isCustomBranding={false}
          submitLabel="Save details"
          savedMessage="Your details were saved."
          defaultValues={{ _method: 'PATCH', name: user.name ?? '', surname: user.surname ?? '' }}
          fields={[
            { name: 'name', label: 'First name', kind: 'text', maxLength: 100, autoComplete: 'given-name' },
            { name: 'surname', label: 'Surname', kind: 'text', maxLength: 100, autoComplete: 'family-name' },
          ]}
        />
      </SectionCard>
    </Container>
  )
}
