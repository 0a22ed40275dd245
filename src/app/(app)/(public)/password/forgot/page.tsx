import { Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { ForgotPasswordForm } from '@/features/auth/forgot-password-form'
import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Forgot your password?' }

export default function ForgotPasswordPage() {
  return (
    <PublicCard title="Forgot your password?">
      <Text mb={6} color="fg.muted">
        Enter the email address of your account and we will send you a link to choose a new password.
      </Text>
      <ForgotPasswordForm />
      <Text mt={6} fontSize="sm">
        Remembered it? <NextLink href="/login">Back to log in</NextLink>
      </Text>
    </PublicCard>
  )
}
