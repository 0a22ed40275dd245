import { Card, DataList, Link, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { PROFILE_FORM_FIELDS, type TProfileFormField } from '@/domain/investors/profile-details'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { ProfileDetailsForm } from '@/features/portal/profile-details-form'
import { profileFormLooks } from '@/features/portal/profile-looks'
import { birthDateDay } from '@/features/portal/server/profile-endpoints'
import { profilePage } from '@/features/portal/server/profile-page'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Your details' }

const BACK = { href: '/investor/profile/view', label: 'Profile' }

/**
 * spec 2.3 /investor/profile/details (issue 13 §8, decision 037): the investor edits their own name,
 * phone, date of birth, nationality and address. The sign-in email is shown, and changed on the
 * security page (decision 037: a confirmation link to the new address).
 */
export default async function ProfileDetailsPage() {
  const { ctx, step, terminology } = await profilePage('/investor/profile/details')
  if (step) return <PortalStepRequired step={step} title="Your details" terminology={terminology} />
  // The row itself: the session's user carries only what every request needs.
  const user = (await ctx.payload.findByID({ collection: 'users', id: ctx.user.id, depth: 0, overrideAccess: true })) as unknown as Partial<Record<TProfileFormField, string | null>>
  const initial = Object.fromEntries(PROFILE_FORM_FIELDS.map((field) => [field, field === 'date_of_birth' ? birthDateDay(user.date_of_birth) : (user[field] ?? '')])) as Record<TProfileFormField, string>
  const { looks, styles } = profileFormLooks()
  return (
    <>
      <PageHeader title="Your details" description="Keep your details up to date: we use them for your investments, certificates and statements." back={BACK} />
      {styles}
      <Stack gap={6} maxW="3xl">
        <Card.Root>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Email</DataList.ItemLabel>
                <DataList.ItemValue data-testid="profile-email">{ctx.user.email}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Text textStyle="sm" color="fg.muted" mt={2}>
              Your email address is how you sign in. To change it,{' '}
              <Link asChild colorPalette="brand">
                <NextLink href="/investor/profile/security">go to your security page</NextLink>
              </Link>
              : we email a link to the new address first.
            </Text>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <ProfileDetailsForm initial={initial} looks={looks} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  )
}
