'use client'

import { Box, Button, Code, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { lazy, Suspense, useState, type FormEvent } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'
import { LazyConfirmDialog } from '@/ui/modals/lazy-confirm-dialog'

const TotpQrCode = lazy(() => import('./totp-qr-code'))

type TProps = {
  /** When two-factor sign-in was switched on, or null while it is off. */
  enabledAt: string | null
  enabledOn: string | null
  recoveryCodesLeft: number
  /** The account must have it (the tenant's setting or the production rule): it can be switched off only to set it up again. */
  required: boolean
}

type TView = { kind: 'idle' } | { kind: 'setup'; secret: string; uri: string } | { kind: 'codes'; codes: string[] } | { kind: 'renew' } | { kind: 'disable' }

type TFields = Record<string, string>

/**
 * The account's two-factor sign-in (decision 039): set it up (a QR code and the key, shown once, then
 * a first code), the ten recovery codes (shown once), new recovery codes, switching it off (password
 * and a code, after a confirmation). One request at a time; the server's field errors under their fields.
 */
export function TwoFactorPanel({ enabledAt, enabledOn, recoveryCodesLeft, required }: TProps) {
  const router = useRouter()
  const [view, setView] = useState<TView>({ kind: 'idle' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<TFields>({})
  const [values, setValues] = useState<TFields>({})
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  const field = (name: string, label: string, props: { type?: string; autoComplete?: string; inputMode?: 'numeric' } = {}) => (
    <Field.Root invalid={!!fieldErrors[name]} required>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={values[name] ?? ''} onChange={(event) => setValues({ ...values, [name]: event.target.value })} {...props} />
      <Field.ErrorText>{fieldErrors[name]}</Field.ErrorText>
    </Field.Root>
  )

  const send = async <T,>(path: string, body: unknown): Promise<T | null> => {
    if (busy) return null
    setBusy(true)
    setError(null)
    setFieldErrors({})
    try {
      return await apiFetch<T>(path, { method: 'POST', body })
    } catch (failure) {
      const placed: TFields = {}
      setError(applySubmitError(failure, (name, message) => ((placed[name] = message), true)))
      setFieldErrors(placed)
      return null
    } finally {
      setBusy(false)
    }
  }

  const start = async () => {
    setDone(null)
    const answer = await send<{ secret: string; uri: string }>('/api/auth/two-factor/setup', {})
    if (answer) {
      setValues({})
      setView({ kind: 'setup', ...answer })
    }
  }
  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await send<{ recovery_codes: string[] }>('/api/auth/two-factor/confirm', { code: values.code ?? '' })
    if (answer) setView({ kind: 'codes', codes: answer.recovery_codes })
  }
  const renew = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await send<{ recovery_codes: string[] }>('/api/auth/two-factor/recovery-codes', { code: values.code ?? '' })
    if (answer) setView({ kind: 'codes', codes: answer.recovery_codes })
  }
  const disable = async () => {
    const answer = await send<{ message: string }>('/api/auth/two-factor/disable', { current_password: values.current_password ?? '', code: values.code ?? '' })
    setConfirming(false)
    if (!answer) return
    setDone(answer.message)
    setView({ kind: 'idle' })
    setValues({})
    router.refresh()
  }
  const finish = () => {
    setView({ kind: 'idle' })
    setValues({})
    router.refresh()
  }
  const cancel = () => {
    setView({ kind: 'idle' })
    setValues({})
    setError(null)
    setFieldErrors({})
  }

  if (view.kind === 'codes') {
    return (
      <Stack gap={4} data-testid="recovery-codes">
        <FormAlert status="success" message="Two-factor sign-in is on. Save these recovery codes now: they are shown only once." />
        <Text>Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager.</Text>
        <List.Root as="ol" ps={6} fontFamily="mono" aria-label="Recovery codes">
          {view.codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List.Root>
        <HStack>
          <Button colorPalette="brand" onClick={finish}>
            I have saved my recovery codes
          </Button>
        </HStack>
      </Stack>
    )
  }

  if (view.kind === 'setup') {
    return (
      <form onSubmit={(event) => void confirm(event)} noValidate aria-label="Set up two-factor sign-in">
        <Stack gap={4}>
          <FormAlert status="error" message={error} />
          <Text>1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</Text>
          <Suspense fallback={<Box w="48" h="48" bg="bg.muted" rounded="md" />}>
            <TotpQrCode uri={view.uri} />
          </Suspense>
          <Text>
            Can’t scan it? Enter this key in the app instead: <Code data-testid="totp-secret">{view.secret}</Code>
          </Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            Or open this address on the device: <Code>{view.uri}</Code>
          </Text>
          <Text>2. Enter the 6-digit code the app shows, to confirm it works.</Text>
          {field('code', 'Authentication code', { inputMode: 'numeric', autoComplete: 'one-time-code' })}
          <HStack>
            <Button type="submit" colorPalette="brand" loading={busy} loadingText="Checking" disabled={busy}>
              Switch on two-factor sign-in
            </Button>
            <Button type="button" variant="outline" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
    )
  }

  if (!enabledAt) {
    return (
      <Stack gap={4} align="start">
        <FormAlert status="success" message={done} />
        <FormAlert status="error" message={error} />
        <Text>{required ? 'Your organisation requires two-factor sign-in for this account. Set it up to continue.' : 'Two-factor sign-in is off. With it on, signing in needs a code from an app on your phone as well as your password.'}</Text>
        <Button colorPalette="brand" onClick={() => void start()} loading={busy} disabled={busy}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    )
  }

  return (
    <Stack gap={4} align="stretch">
      <FormAlert status="error" message={error} />
      <Text data-testid="two-factor-status">
        Two-factor sign-in is on{enabledOn ? ` since ${enabledOn}` : ''}. {recoveryCodesLeft} of 10 recovery codes left.
      </Text>
      {view.kind === 'renew' && (
        <form onSubmit={(event) => void renew(event)} noValidate aria-label="Make new recovery codes">
          <Stack gap={3}>
            {field('code', 'Authentication code', { inputMode: 'numeric', autoComplete: 'one-time-code' })}
            <HStack>
              <Button type="submit" colorPalette="brand" loading={busy} disabled={busy}>
                Make new recovery codes
              </Button>
              <Button type="button" variant="outline" onClick={cancel} disabled={busy}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
      {view.kind === 'disable' && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setConfirming(true)
          }}
          noValidate
          aria-label="Switch off two-factor sign-in"
        >
          <Stack gap={3}>
            {field('current_password', 'Current password', { type: 'password', autoComplete: 'current-password' })}
            {field('code', 'Authentication code', { inputMode: 'numeric', autoComplete: 'one-time-code' })}
            <HStack>
              <Button type="submit" colorPalette="red" disabled={busy}>
                Switch off two-factor sign-in
              </Button>
              <Button type="button" variant="outline" onClick={cancel} disabled={busy}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
      {view.kind === 'idle' && (
        <HStack gap={2} wrap="wrap">
          <Button variant="outline" onClick={() => setView({ kind: 'renew' })}>
            Make new recovery codes
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setView({ kind: 'disable' })}>
            Switch off…
          </Button>
        </HStack>
      )}
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={(open) => !busy && setConfirming(open)}
        title="Switch off two-factor sign-in?"
        confirmLabel="Switch off"
        confirmPalette="red"
        onConfirm={() => void disable()}
        busy={busy}
      >
        <p>Signing in will need your password only, your recovery codes stop working, and your other sessions are signed out.</p>
        {required && <p>Your organisation requires two-factor sign-in: you will have to set it up again before you can carry on.</p>}
      </LazyConfirmDialog>
    </Stack>
  )
}
