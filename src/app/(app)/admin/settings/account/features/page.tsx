import { Container, List, Text } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { FeaturesForm } from '@/features/settings/features-form'
import { featuresOf } from '@/tenancy/branding'
import { FEATURE_KEYS } from '@/tenancy/defaults'
import { FEATURE_DESCRIPTIONS } from '@/tenancy/feature-descriptions'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Features' }

/** spec 2.1 /admin/settings/account/features: the tenant's switches of spec 3; spec 6 `features` update changes them. */
export default async function FeaturesPage() {
  const ctx = await guardAdminRoute('/admin/settings/account/features')
  const features = featuresOf(ctx.tenant)
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title="Features" back={{ href: '/admin/settings/account', label: 'Account details' }} description="Turn areas of the platform on and off for your staff and investors. A change applies from the next page anyone opens." />
      {can(ctx.user.role_id, 'features', 'update') ? (
        <FeaturesForm features={features} />
      ) : (
        <List.Root as="ul" gap={3}>
          {FEATURE_KEYS.map((key) => (
            <List.Item key={key}>
              <Text fontWeight="semibold">
                {FEATURE_DESCRIPTIONS[key].title}: {features[key] ? 'on' : 'off'}
              </Text>
              <Text color="fg.muted">{FEATURE_DESCRIPTIONS[key].sentence}</Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Container>
  )
}
