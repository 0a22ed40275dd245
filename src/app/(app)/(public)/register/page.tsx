import { Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { RegisterForm } from '@/features/auth/register-form'
import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Create an account' }

export default function RegisterPage() {
  return (
    <PublicCard title="Create an account">
      <RegisterForm />
      <Text mt={6} fontSize="sm">
        Already registered? <NextLink href="/login">Log in</NextLink> ·{' '}
        <NextLink href="/terms" target="_blank">
          Terms &amp; Conditions
        </NextLink>
      </Text>
    </PublicCard>
  )
}
