'use client'

import { DataList, Field, Input, NativeSelect, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { BANK_DETAIL_FIELDS, BANK_DETAIL_LABEL, type TBankDetails } from '@/domain/payments/bank-details'
import { apiFetch } from '@/lib/api-client'
import { formatMoney, majorInputToMinor, minorToMajorInput } from '@/lib/money'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

// The confirmation of a staff money action on a transactions tab (investment-actions-island.tsx
// loads it on the first intent): record a manual investment in an opportunity, an investor's
// commitment to a fund or an investment in a company (decision 014), mark a payment received (a new
// bank transfer, or an announced one that arrived), mark an announced transfer not received, refund
// a received payment (decision 018), cancel an investment. Each call carries an Idempotency-Key made when the dialog opens, so a double submit
// or a retry after a lost answer records nothing twice (issue 10 §10).

/**
 * The bank-transfer instructions staff may read out to an investor (decision 016), under the
 * tenant's switches: `bankDetails` null when hide_bank_details_admin is on (or none are set),
 * `showReference` false when hide_payment_reference is on.
 */
export type TStaffPayInstructions = { bankDetails: TBankDetails | null; hiddenBankDetails: boolean; showReference: boolean }

export type TInvestmentDialogContext = {
  /** The record the tab belongs to: its kind names the call a "record" action makes. */
  subject: { kind: 'opportunity' | 'fund' | 'company'; id: number }
  title: string
  currency: string
  investors: Array<{ email: string; name: string }>
  /** For an investment in a company: the tenant's funds the user may choose as the holder ("held directly" is always offered). */
  funds?: Array<{ id: number; name: string }>
  instructions?: TStaffPayInstructions
}

type TInvestmentRef = { id: number; paymentReference: string; holderName: string; outstanding: string }
/** An announced (pending) bank transfer of the investment. */
type TPaymentRef = { id: number; amount: string; note: string | null }
/** A received payment to refund (decision 018): what is left of it to refund, from the ledger. */
type TRefundRef = { id: number; amount: string; refundable: string; method: 'bank_transfer' | 'card' }

export type TPendingInvestmentAction =
  | { kind: 'record' }
  | { kind: 'payment'; investment: TInvestmentRef; payment?: TPaymentRef }
  | { kind: 'fail-payment'; investment: TInvestmentRef; payment: TPaymentRef }
  | { kind: 'cancel'; investment: TInvestmentRef }
  | { kind: 'refund'; investment: TInvestmentRef; payment: TRefundRef }
  | null

type TProps = { context: TInvestmentDialogContext; pending: NonNullable<TPendingInvestmentAction>; onClose: () => void }

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

export function InvestmentDialog({ context, pending, onClose }: TProps) {
  const router = useRouter()
  const key = useRef(newKey())
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [email, setEmail] = useState('')
  const [amount, setAmount] = useState(
    pending.kind === 'payment' ? minorToMajorInput(Number(pending.payment?.amount ?? pending.investment.outstanding), context.currency) : pending.kind === 'refund' ? minorToMajorInput(Number(pending.payment.refundable), context.currency) : '',
  )
  const [receivedOn, setReceivedOn] = useState(() => new Date().toISOString().slice(0, 10))
  const [type, setType] = useState('manual')
  const [note, setNote] = useState('')
  const [occurredOn, setOccurredOn] = useState('')
  const [holderFund, setHolderFund] = useState(context.funds?.[0] ? String(context.funds[0].id) : '')
  const [shares, setShares] = useState('')

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
        if (!['holderEmail', 'amount', 'type', 'note', 'reason', 'receivedAt', 'occurredAt', 'holderFund', 'shares'].includes(field)) return false
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
    if (pending.kind === 'fail-payment') {
      void send(`/api/payments/${pending.payment.id}/fail`, note.trim() ? { reason: note.trim() } : {})
      return
    }
    const value = minor()
    if (value === null || value <= 0) {
      setFieldErrors({ amount: amountProblem })
      return
    }
    if (pending.kind === 'refund') {
      if (!note.trim()) {
        setFieldErrors({ reason: 'Say why the money is returned' })
        return
      }
      void send(`/api/payments/${pending.payment.id}/refund`, { amount: value, reason: note.trim() })
      return
    }
    if (pending.kind === 'payment') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn) || receivedOn > new Date().toISOString().slice(0, 10)) {
        setFieldErrors({ receivedAt: 'Enter the day the money arrived (today or earlier)' })
        return
      }
      // Today is now (the server's clock); an earlier day is its noon UTC, so the day reads the same in every time zone.
      const today = receivedOn === new Date().toISOString().slice(0, 10)
      void send(`/api/investments/${pending.investment.id}/payments`, {
        amount: value,
        ...(today ? {} : { receivedAt: `${receivedOn}T12:00:00.000Z` }),
        ...(pending.payment ? { payment: pending.payment.id } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      })
      return
    }
    const optional = { ...(note.trim() ? { note: note.trim() } : {}), ...(occurredOn ? { occurredAt: occurredOn } : {}) }
    if (context.subject.kind === 'fund') {
      void send(`/api/funds/${context.subject.id}/commitments`, { holderEmail: email.trim(), amount: value, ...optional })
      return
    }
    if (context.subject.kind === 'company') {
      const wholeShares = shares.trim()
      if (wholeShares !== '' && !/^\d{1,15}$/.test(wholeShares)) {
        setFieldErrors({ shares: 'Enter a whole number of shares, or leave it empty' })
        return
      }
      void send(`/api/companies/${context.subject.id}/investments`, { holderFund: holderFund || null, amount: value, ...(wholeShares ? { shares: Number(wholeShares) } : {}), ...optional })
      return
    }
    void send('/api/investments/manual', { opportunity: context.subject.id, holderEmail: email.trim(), amount: value, type, ...(note.trim() ? { note: note.trim() } : {}) })
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
  const noteField = (label: string, name: 'note' | 'reason', required = false) => (
    <Field.Root required={required} invalid={!!fieldErrors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input autoComplete="off" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      <Field.ErrorText>{fieldErrors[name]}</Field.ErrorText>
    </Field.Root>
  )

  const investorField = (
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
  )
  const dateField = (label: string) => (
    <Field.Root invalid={!!fieldErrors.occurredAt}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" value={occurredOn} onChange={(event) => setOccurredOn(event.target.value)} />
      <Field.HelperText>Today when left empty.</Field.HelperText>
      <Field.ErrorText>{fieldErrors.occurredAt}</Field.ErrorText>
    </Field.Root>
  )

  const recordDialog =
    context.subject.kind === 'fund'
      ? {
          title: 'Record a commitment',
          confirmLabel: 'Record commitment',
          palette: 'brand',
          body: (
            <>
              <Text>An investor’s commitment to “{context.title}”. It is awaiting payment until payments are marked received.</Text>
              {investorField}
              {amountField('Amount committed')}
              {dateField('Committed on')}
              {noteField('Note (optional)', 'note')}
            </>
          ),
        }
      : context.subject.kind === 'company'
        ? {
            title: 'Record an investment in this company',
            confirmLabel: 'Record investment',
            palette: 'brand',
            body: (
              <>
                <Text>Money a fund (or the firm directly) has invested in “{context.title}”. It is recorded as paid.</Text>
                <Field.Root required invalid={!!fieldErrors.holderFund}>
                  <Field.Label>Invested by</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={holderFund} onChange={(event) => setHolderFund(event.target.value)}>
                      {(context.funds ?? []).map((fund) => (
                        <option key={fund.id} value={String(fund.id)}>
                          {fund.name}
                        </option>
                      ))}
                      <option value="">Held directly (not through a fund)</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{fieldErrors.holderFund}</Field.ErrorText>
                </Field.Root>
                {amountField('Amount invested')}
                <Field.Root invalid={!!fieldErrors.shares}>
                  <Field.Label>Shares bought</Field.Label>
                  <Input inputMode="numeric" autoComplete="off" value={shares} onChange={(event) => setShares(event.target.value)} />
                  <Field.HelperText>When left empty: the amount at the share price of that day, rounded down.</Field.HelperText>
                  <Field.ErrorText>{fieldErrors.shares}</Field.ErrorText>
                </Field.Root>
                {dateField('Invested on')}
                {noteField('Note (optional)', 'note')}
              </>
            ),
          }
        : {
            title: 'Record a manual investment',
            confirmLabel: 'Record investment',
            palette: 'brand',
            body: (
              <>
                <Text>An investment an investor made outside the portal, in “{context.title}”. It starts awaiting payment.</Text>
                {investorField}
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

  const dialog =
    pending.kind === 'record'
      ? recordDialog
      : pending.kind === 'payment'
        ? {
            title: pending.payment ? 'Mark the announced transfer received' : 'Mark a payment received',
            confirmLabel: 'Mark received',
            palette: 'brand',
            body: (
              <>
                <Text>
                  {pending.investment.holderName}, {pending.investment.paymentReference}: {formatMoney(Number(pending.investment.outstanding), context.currency)} outstanding. A part payment leaves the rest awaiting payment.
                  {pending.payment ? ` The investor announced a transfer of ${formatMoney(Number(pending.payment.amount), context.currency)}${pending.payment.note ? ` (${pending.payment.note})` : ''}: enter what arrived.` : ''}
                </Text>
                {context.instructions && <PayInstructions instructions={context.instructions} reference={pending.investment.paymentReference} />}
                {amountField('Amount received')}
                <Field.Root required invalid={!!fieldErrors.receivedAt}>
                  <Field.Label>Received on</Field.Label>
                  <Input type="date" max={new Date().toISOString().slice(0, 10)} value={receivedOn} onChange={(event) => setReceivedOn(event.target.value)} />
                  <Field.ErrorText>{fieldErrors.receivedAt}</Field.ErrorText>
                </Field.Root>
                {noteField('Note (optional)', 'note')}
              </>
            ),
          }
        : pending.kind === 'fail-payment'
          ? {
              title: 'Mark the announced transfer not received?',
              confirmLabel: 'Not received',
              palette: 'red',
              body: (
                <>
                  <Text>
                    {pending.investment.holderName}, {pending.investment.paymentReference}: the transfer of {formatMoney(Number(pending.payment.amount), context.currency)} the investor announced is marked failed. Nothing is written to the ledger; the amount stays outstanding.
                  </Text>
                  {noteField('Reason (optional)', 'reason')}
                </>
              ),
            }
        : pending.kind === 'refund'
          ? {
              title: 'Refund this payment?',
              confirmLabel: 'Refund',
              palette: 'red',
              body: (
                <>
                  <Text>
                    {pending.investment.holderName}, {pending.investment.paymentReference}: {formatMoney(Number(pending.payment.amount), context.currency)} received{pending.payment.method === 'card' ? ' by card' : ' by bank transfer'}, of which {formatMoney(Number(pending.payment.refundable), context.currency)} is left to refund.{' '}
                    {pending.payment.method === 'card' ? 'The card is refunded through the card provider now.' : 'Send the money back by bank transfer; this records that it was returned.'} The ledger gets a refund entry (nothing is edited) and the investor is told.
                  </Text>
                  {amountField('Amount to refund')}
                  {noteField('Reason', 'reason', true)}
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
                  {pending.investment.holderName}, {pending.investment.paymentReference}: the investment is reversed in the ledger (nothing is deleted){context.subject.kind === 'opportunity' ? ', and its allocation goes back to the opportunity' : ''}. Money already received stays received until you refund it from the payments list.
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

/** The bank details and reference an investor pays to, as the tenant's switches let staff see them. */
function PayInstructions({ instructions, reference }: { instructions: TStaffPayInstructions; reference: string }) {
  const details = instructions.bankDetails
  const rows = [...(details ? BANK_DETAIL_FIELDS.filter((field) => details[field]).map((field) => [BANK_DETAIL_LABEL[field], details[field]!] as const) : []), ...(instructions.showReference ? [['Reference', reference] as const] : [])]
  if (rows.length === 0) return instructions.hiddenBankDetails ? null : <Text color="fg.muted">No bank details are set for this tenant (operators add them in the console).</Text>
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label="Bank transfer instructions">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue fontFamily="mono">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
