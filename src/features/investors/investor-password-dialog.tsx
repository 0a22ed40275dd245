'use client'

import { Alert, Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { z } from 'zod'

import { NEW_PASSWORD_FIELDS, passwordsMatch } from '@/auth/credential-rules'
import { apiFetch } from '@/lib/api-client'
import { fieldErrorsOf } from '@/lib/http'
import { applySubmitError } from '@/lib/submit-errors'

// Loaded by investor-password-island.tsx when first wanted: the project's password rules checked
// here first (credential-rules, the server's own), then POST /api/users/{id}/password (decision 023).

const ZStaffPassword = z.object(NEW_PASSWORD_FIELDS).refine(...passwordsMatch)

type TField = 'password' | 'password_confirmation'

type TProps = { investorId: number; investorName: string; open: boolean; onOpenChange: (open: boolean) => void; onDone: (message: string) => void }

export function InvestorPasswordDialog({ investorId, investorName, open, onOpenChange, onDone }: TProps) {
  const router = useRouter()
  const [values, setValues] = useState<Record<TField, string>>({ password: '', password_confirmation: '' })
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const close = (next: boolean) => {
    if (busy) return
    if (!next) {
      setValues({ password: '', password_confirmation: '' })
      setErrors({})
      setFailure(null)
    }
    onOpenChange(next)
  }
  const submit = async () => {
    if (inFlight.current) return
    setFailure(null)
    const checked = ZStaffPassword.safeParse(values)
    if (!checked.success) {
      const fieldErrors = fieldErrorsOf(checked.error)
      setErrors({ password: fieldErrors.password?.[0], password_confirmation: fieldErrors.password_confirmation?.[0] })
      return
    }
    inFlight.current = true
    setBusy(true)
    setErrors({})
    try {
      const answer = await apiFetch<{ message?: string }>(`/api/users/${investorId}/password`, { method: 'POST', body: checked.data })
      onDone(answer?.message ?? 'The password was changed.')
      setValues({ password: '', password_confirmation: '' })
      onOpenChange(false)
      router.refresh()
    } catch (error) {
      const placeField = (field: string, message: string) => {
        if (field !== 'password' && field !== 'password_confirmation') return false
        setErrors((now) => ({ ...now, [field]: message }))
        return true
      }
      setFailure(applySubmitError(error, placeField))
    }
    inFlight.current = false
    setBusy(false)
  }
  const field = (name: TField, label: string) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>{label}</Field.Label>
      <Input type="password" name={name} autoComplete="new-password" value={values[name]} onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))} />
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  )
  return (
    <Dialog.Root open={open} onOpenChange={(details) => close(details.open)} placement="center" size="md" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                void submit()
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{`Change the password of ${investorName}?`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  <Text>Every session they have open ends at once, any password link they were sent stops working, and they are emailed that their password was changed. Tell them the new password yourself.</Text>
                  {field('password', 'New password')}
                  {field('password_confirmation', 'Repeat the new password')}
                  {failure && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{failure}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red" loading={busy}>
                  Change password
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
