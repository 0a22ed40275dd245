import { Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { LoginForm } from '@/features/auth/login-form'
import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Log in' }

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ target?: string }> }) {
  const { target } = await searchParams
  return (
    <PublicCard title="Log in">
      <LoginForm target={target ?? null} />
      <Text mt={6} fontSize="sm">
        New here? <NextLink href="/register">Create an account</NextLink>
      </Text>
    </PublicCard>
  )
}
