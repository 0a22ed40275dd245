import { Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { registrationOpen } from '@/auth/invite-only'
import { getRequestContext } from '@/auth/request-context'
import { LoginForm } from '@/features/auth/login-form'
import { toPublicBranding } from '@/tenancy/branding'
import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Log in' }

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ target?: string }> }) {
  const { target } = await searchParams
  const { tenant } = await getRequestContext()
  return (
    <PublicCard title="Log in">
      <LoginForm target={target ?? null} features={toPublicBranding(tenant).features} />
      {registrationOpen(tenant) ? (
        <Text mt={6} fontSize="sm">
          New here? <NextLink href="/register">Create an account</NextLink>
        </Text>
      ) : null}
    </PublicCard>
  )
}
