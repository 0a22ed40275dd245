'use client'

import { Field, Input, NativeSelect, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { formatMoney, majorInputToMinor, minorToMajorInput } from '@/lib/money'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

// The confirmation of a staff money action on the transactions tab (investment-actions-island.tsx
// loads it on the first intent): record a manual investment, mark a payment received, cancel an
// investment. Each call carries an Idempotency-Key made when the dialog opens, so a double submit
// or a retry after a lost answer records nothing twice (issue 10 §10).

export type TInvestmentDialogContext = { opportunityId: number; title: string; currency: string; investors: Array<{ email: string; name: string }> }

type TInvestmentRef = { id: number; paymentReference: string; holderName: string; outstanding: string }

export type TPendingInvestmentAction = { kind: 'record' } | { kind: 'payment'; investment: TInvestmentRef } | { kind: 'cancel'; investment: TInvestmentRef } | null

type TProps = { context: TInvestmentDialogContext; pending: NonNullable<TPendingInvestmentAction>; onClose: () => void }

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

export function InvestmentDialog({ context, pending, onClose }: TProps) {
  const router = useRouter()
  const key = useRef(newKey())
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [email, setEmail] = useState('')
  const [amount, setAmount] = useState(pending.kind === 'payment' ? minorToMajorInput(Number(pending.investment.outstanding), context.currency) : '')
  const [type, setType] = useState('manual')
  const [note, setNote] = useState('')

  const send = async (path: string, body: Record<string, unknown>) => {
    if (busy) return
    setBusy(true)
    setErrors([])
    setFieldErrors({})
    try {
      await apiFetch(path, { method: 'POST', body, headers: { 'Idempotency-Key': key.current } })
      onClose()
      router.refresh()
    } catch (error) {
      const shown: Record<string, string> = {}
      const message = applySubmitError(error, (field, text) => {
        if (!['holderEmail', 'amount', 'type', 'note', 'reason'].includes(field)) return false
        shown[field] = text
        return true
      })
      setFieldErrors(shown)
      setErrors(message ? [message] : [])
    } finally {
      setBusy(false)
    }
  }

  const minor = () => majorInputToMinor(amount, context.currency)
  const amountProblem = 'Enter an amount above zero, with at most the currency’s decimals'

  const confirm = () => {
    if (pending.kind === 'cancel') {
      void send(`/api/investments/${pending.investment.id}/cancel`, note.trim() ? { reason: note.trim() } : {})
      return
    }
    const value = minor()
    if (value === null || value <= 0) {
      setFieldErrors({ amount: amountProblem })
      return
    }
    if (pending.kind === 'payment') {
      void send(`/api/investments/${pending.investment.id}/payments`, { amount: value, ...(note.trim() ? { note: note.trim() } : {}) })
      return
    }
    void send('/api/investments/manual', { opportunity: context.opportunityId, holderEmail: email.trim(), amount: value, type, ...(note.trim() ? { note: note.trim() } : {}) })
  }

  const amountField = (label: string) => (
    <Field.Root required invalid={!!fieldErrors.amount}>
      <Field.Label>
        {label} ({context.currency})
      </Field.Label>
      <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <Field.ErrorText>{fieldErrors.amount}</Field.ErrorText>
    </Field.Root>
  )
  const noteField = (label: string, name: 'note' | 'reason') => (
    <Field.Root invalid={!!fieldErrors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input autoComplete="off" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      <Field.ErrorText>{fieldErrors[name]}</Field.ErrorText>
    </Field.Root>
  )

  const dialog =
    pending.kind === 'record'
      ? {
          title: 'Record a manual investment',
          confirmLabel: 'Record investment',
          palette: 'brand',
          body: (
            <>
              <Text>An investment an investor made outside the portal, in “{context.title}”. It starts awaiting payment.</Text>
              <Field.Root required invalid={!!fieldErrors.holderEmail}>
                <Field.Label>Investor’s email</Field.Label>
                <Input type="email" autoComplete="off" list="investment-dialog-investors" value={email} onChange={(event) => setEmail(event.target.value)} />
                <datalist id="investment-dialog-investors">
                  {context.investors.map((investor) => (
                    <option key={investor.email} value={investor.email}>
                      {investor.name}
                    </option>
                  ))}
                </datalist>
                <Field.ErrorText>{fieldErrors.holderEmail}</Field.ErrorText>
              </Field.Root>
              {amountField('Amount')}
              <Field.Root invalid={!!fieldErrors.type}>
                <Field.Label>Type</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={type} onChange={(event) => setType(event.target.value)}>
                    <option value="manual">Manual</option>
                    <option value="private_manual">Private manual</option>
                    <option value="subsequent">Subsequent (follow-on, beyond the target)</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{fieldErrors.type}</Field.ErrorText>
              </Field.Root>
              {noteField('Note (optional)', 'note')}
            </>
          ),
        }
      : pending.kind === 'payment'
        ? {
            title: 'Mark a payment received',
            confirmLabel: 'Mark received',
            palette: 'brand',
            body: (
              <>
                <Text>
                  {pending.investment.holderName}, {pending.investment.paymentReference}: {formatMoney(Number(pending.investment.outstanding), context.currency)} outstanding. A part payment leaves the rest awaiting payment.
                </Text>
                {amountField('Amount received')}
                {noteField('Note (optional)', 'note')}
              </>
            ),
          }
        : {
            title: 'Cancel this investment?',
            confirmLabel: 'Cancel investment',
            palette: 'red',
            body: (
              <>
                <Text>
                  {pending.investment.holderName}, {pending.investment.paymentReference}: the investment and any payments recorded on it are reversed in the ledger (nothing is deleted), and its allocation goes back to the opportunity. Money already received is returned outside this screen.
                </Text>
                {noteField('Reason (optional)', 'reason')}
              </>
            ),
          }

  return (
    <ConfirmDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={dialog.title}
      confirmLabel={dialog.confirmLabel}
      confirmPalette={dialog.palette}
      onConfirm={confirm}
      busy={busy}
      errors={errors}
    >
      {dialog.body}
    </ConfirmDialog>
  )
}
