'use client'

import { Alert } from '@chakra-ui/react'

/** The message above a form: a submit error, or what the server said on success. */
export function FormAlert({ status, message }: { status: 'error' | 'success'; message: string | null }) {
  if (!message) return null
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  )
}
