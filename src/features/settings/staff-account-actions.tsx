'use client'

import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'

type TProps = {
  account: { id: number; email: string; role: number; disabled: boolean; twoFactor: boolean }
  /** The roles this user may give (empty: no role change). */
  roles: { value: number; label: string }[]
  mayDisable: boolean
  /** May reset a colleague's two-factor sign-in (spec 6 user update). */
  mayResetTwoFactor: boolean
}

/**
 * One staff account's actions: change its role, reset its two-factor sign-in or disable it (each after
 * a confirmation), enable it. One request at a time.
 */
export function StaffAccountActions({ account, roles, mayDisable, mayResetTwoFactor }: TProps) {
  const router = useRouter()
  const [role, setRole] = useState(String(account.role))
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<'disable' | 'reset-two-factor' | null>(null)
  const [message, setMessage] = useState<{ status: 'error' | 'success'; text: string } | null>(null)

  const run = async (path: string, body?: unknown) => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    try {
      const answer = await apiFetch<{ message: string }>(path, { method: 'POST', body: body ?? {} })
      setMessage({ status: 'success', text: answer.message })
      setConfirming(null)
      router.refresh()
    } catch (error) {
      setMessage({ status: 'error', text: applySubmitError(error, () => false) ?? 'Something went wrong submitting.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <HStack gap={2} wrap="wrap">
      {roles.length > 0 && (
        <>
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field aria-label={`Role of ${account.email}`} value={role} onChange={(event) => setRole(event.target.value)}>
              {roles.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" disabled={busy || role === String(account.role)} onClick={() => void run(`/api/staff-accounts/${account.id}/role`, { role_id: Number(role) })}>
            Change role
          </Button>
        </>
      )}
      {mayResetTwoFactor &&
        account.twoFactor &&
        (confirming === 'reset-two-factor' ? (
          <>
            <Button size="sm" colorPalette="red" disabled={busy} aria-label={`Confirm: reset two-factor sign-in of ${account.email}`} onClick={() => void run(`/api/staff-accounts/${account.id}/reset-two-factor`)}>
              Reset two-factor: they are signed out at once
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(null)}>
              Keep
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" disabled={busy || confirming !== null} aria-label={`Reset two-factor sign-in of ${account.email}`} onClick={() => setConfirming('reset-two-factor')}>
            Reset two-factor
          </Button>
        ))}
      {mayDisable &&
        (account.disabled ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(`/api/staff-accounts/${account.id}/enable`)}>
            Enable
          </Button>
        ) : confirming === 'disable' ? (
          <>
            <Button size="sm" colorPalette="red" disabled={busy} aria-label={`Confirm: disable ${account.email}`} onClick={() => void run(`/api/staff-accounts/${account.id}/disable`)}>
              Disable: they are signed out at once
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(null)}>
              Keep
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" colorPalette="red" disabled={busy || confirming !== null} aria-label={`Disable ${account.email}`} onClick={() => setConfirming('disable')}>
            Disable
          </Button>
        ))}
      {message && (
        <Text fontSize="sm" role={message.status === 'error' ? 'alert' : 'status'} color={message.status === 'error' ? 'fg.error' : 'fg.success'}>
          {message.text}
        </Text>
      )}
    </HStack>
  )
}
