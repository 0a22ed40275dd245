'use client'

import { QrCode } from '@chakra-ui/react'

/** The otpauth:// address as a QR code for an authenticator app (Chakra's QrCode); loaded only when a set-up starts. */
export default function TotpQrCode({ uri }: { uri: string }) {
  return (
    <QrCode.Root value={uri} size="xl" encoding={{ ecc: 'M' }} aria-label="QR code for your authenticator app" role="img">
      <QrCode.Frame bg="white" p={2}>
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  )
}
