'use client'

import { Field, Input, NativeSelect, Table, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { CASH_CALL_SPLIT_LABEL, type TCashCallHolderKind, type TCashCallSplit } from '@/domain/investments/cash-calls'
import { apiFetch } from '@/lib/api-client'
import { formatMoney, majorInputToMinor, minorToMajorInput } from '@/lib/money'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

// The cash-call dialogs (cash-call-actions-island.tsx loads this on the first intent), issue 10 §7:
// issue a cash call or record a distribution — the form, then a confirmation listing the lines the
// server computed (POST /api/cash-calls/preview: pro rata by PostgreSQL, or per holder) before
// anything is issued — mark a holder's line received, refund a received payment of a line (decision 025), and cancel an issued call (decision 018). Each money call carries an
// Idempotency-Key made when the dialog opens: a double submit or a retry issues nothing twice.

/** A holder of the subject, of any kind (an investor, an organisation, an investment-method account, a nominee); `key` is `kind-id`. */
export type TCashCallHolder = { key: string; kind: TCashCallHolderKind; id: number; kindLabel: string; name: string; email: string; shares: string; committed: string }

export type TCashCallDialogContext = {
  subject: { kind: 'opportunity' | 'fund'; id: number }
  title: string
  currency: string
  /** The splits this subject offers (a fund's investors hold no shares). */
  splits: TCashCallSplit[]
  /** The subject's holders, for amounts set per holder. */
  holders: TCashCallHolder[]
}

type TLineRef = { id: number; paymentReference: string; holderName: string; outstanding: string }

/** A call to cancel (decision 018): whole (nothing received on it), or only its unpaid lines. */
type TCallRef = { id: number; reference: string; unpaidOnly: boolean; unpaidLines: number; outstanding: string }

/** A line's received payment to refund (decision 025): what is left of it to refund, from the ledger. */
type TRefundRef = { id: number; refundable: string }

export type TPendingCashCallAction = { kind: 'issue' } | { kind: 'distribute' } | { kind: 'receive'; line: TLineRef } | { kind: 'refund'; line: TLineRef; payment: TRefundRef } | { kind: 'cancel'; call: TCallRef } | null

type TPreview = { lines: Array<{ holderKind: TCashCallHolderKind; holder: number; holderKindLabel: string; name: string; email: string; amount: string }>; total: string }

type TProps = { context: TCashCallDialogContext; pending: NonNullable<TPendingCashCallAction>; onClose: () => void }

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

const FIELDS = ['amount', 'total', 'split', 'dueAt', 'purpose', 'lines', 'receivedAt', 'note', 'reason']

export function CashCallDialog({ context, pending, onClose }: TProps) {
  const router = useRouter()
  const key = useRef(newKey())
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [split, setSplit] = useState<TCashCallSplit>(context.splits[0] ?? 'per_holder')
  const [total, setTotal] = useState('')
  const [perHolder, setPerHolder] = useState<Record<string, string>>({})
  const [dueAt, setDueAt] = useState('')
  const [purpose, setPurpose] = useState('')
  const [amount, setAmount] = useState(
    pending.kind === 'receive' ? minorToMajorInput(Number(pending.line.outstanding), context.currency) : pending.kind === 'refund' ? minorToMajorInput(Number(pending.payment.refundable), context.currency) : '',
  )
  const [receivedAt, setReceivedAt] = useState('')
  const [note, setNote] = useState('')
  const [preview, setPreview] = useState<TPreview | null>(null)
  const kind = pending.kind === 'distribute' ? 'distribution' : 'call'

  const fail = (error: unknown) => {
    const shown: Record<string, string> = {}
    const message = applySubmitError(error, (field, text) => {
      const name = field.startsWith('lines.') ? 'lines' : field
      if (!FIELDS.includes(name)) return false
      shown[name] = text
      return true
    })
    setFieldErrors(shown)
    setErrors(message ? [message] : [])
  }

  const run = async (work: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    setErrors([])
    setFieldErrors({})
    try {
      await work()
    } catch (error) {
      fail(error)
    } finally {
      setBusy(false)
    }
  }

  /** The body of the call, from the form (amounts in minor units), or null after showing what is wrong. */
  const body = (): Record<string, unknown> | null => {
    const common = { kind, [context.subject.kind]: context.subject.id, split, ...(kind === 'call' ? { dueAt } : {}), ...(purpose.trim() ? { purpose: purpose.trim() } : {}) }
    if (kind === 'call' && !dueAt) {
      setFieldErrors({ dueAt: 'Enter the date it is due' })
      return null
    }
    if (split === 'per_holder') {
      const lines = []
      for (const holder of context.holders) {
        const text = (perHolder[holder.key] ?? '').trim()
        if (text === '') continue
        const minor = majorInputToMinor(text, context.currency)
        if (minor === null || minor <= 0) {
          setFieldErrors({ lines: `Enter an amount above zero for ${holder.name || holder.email}, or leave it empty` })
          return null
        }
        lines.push({ holderKind: holder.kind, holder: holder.id, amount: minor })
      }
      if (lines.length === 0) {
        setFieldErrors({ lines: 'Set an amount for at least one holder' })
        return null
      }
      return { ...common, lines }
    }
    const minor = majorInputToMinor(total, context.currency)
    if (minor === null || minor <= 0) {
      setFieldErrors({ total: 'Enter a total above zero, with at most the currency’s decimals' })
      return null
    }
    return { ...common, total: minor }
  }

  const confirm = () => {
    if (pending.kind === 'cancel') {
      void run(async () => {
        await apiFetch(`/api/cash-calls/${pending.call.id}/cancel`, { method: 'POST', body: { ...(note.trim() ? { reason: note.trim() } : {}), ...(pending.call.unpaidOnly ? { unpaidOnly: true } : {}) }, headers: { 'Idempotency-Key': key.current } })
        onClose()
        router.refresh()
      })
      return
    }
    if (pending.kind === 'refund') {
      const minor = majorInputToMinor(amount, context.currency)
      if (minor === null || minor <= 0) {
        setFieldErrors({ amount: 'Enter an amount above zero, with at most the currency’s decimals' })
        return
      }
      if (!note.trim()) {
        setFieldErrors({ reason: 'Say why the money is returned' })
        return
      }
      void run(async () => {
        await apiFetch(`/api/payments/${pending.payment.id}/refund`, { method: 'POST', body: { amount: minor, reason: note.trim() }, headers: { 'Idempotency-Key': key.current } })
        onClose()
        router.refresh()
      })
      return
    }
    if (pending.kind === 'receive') {
      const minor = majorInputToMinor(amount, context.currency)
      if (minor === null || minor <= 0) {
        setFieldErrors({ amount: 'Enter an amount above zero, with at most the currency’s decimals' })
        return
      }
      void run(async () => {
        await apiFetch(`/api/cash-call-lines/${pending.line.id}/payments`, { method: 'POST', body: { amount: minor, ...(receivedAt ? { receivedAt } : {}), ...(note.trim() ? { note: note.trim() } : {}) }, headers: { 'Idempotency-Key': key.current } })
        onClose()
        router.refresh()
      })
      return
    }
    const sent = body()
    if (!sent) return
    if (!preview) {
      // First the confirmation: the lines as the server computes them; nothing is issued yet.
      void run(async () => setPreview(await apiFetch<TPreview>('/api/cash-calls/preview', { method: 'POST', body: sent })))
      return
    }
    void run(async () => {
      await apiFetch('/api/cash-calls', { method: 'POST', body: sent, headers: { 'Idempotency-Key': key.current } })
      onClose()
      router.refresh()
    })
  }

  const money = (minor: string) => formatMoney(Number(minor), context.currency)

  if (pending.kind === 'cancel') {
    const { call } = pending
    return (
      <ConfirmDialog
        open
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title={call.unpaidOnly ? `Cancel the unpaid lines of ${call.reference}?` : `Cancel cash call ${call.reference}?`}
        confirmLabel={call.unpaidOnly ? 'Cancel unpaid lines' : 'Cancel cash call'}
        confirmPalette="red"
        onConfirm={confirm}
        busy={busy}
        errors={errors}
      >
        <Text>
          {call.unpaidOnly
            ? `Money has been received on some lines of this call: they stay as they are. The ${call.unpaidLines} ${call.unpaidLines === 1 ? 'line' : 'lines'} with nothing received ${call.unpaidLines === 1 ? 'is' : 'are'} cancelled.`
            : `Nothing has been received on this call: its ${call.unpaidLines} ${call.unpaidLines === 1 ? 'line is' : 'lines are'} cancelled (${money(call.outstanding)} in all).`}{' '}
          Each cancelled line is reversed on the ledger (nothing is deleted) and its holder is told that nothing is due on it.
        </Text>
        <Field.Root invalid={!!fieldErrors.reason}>
          <Field.Label>Reason (optional, sent to the holders)</Field.Label>
          <Input autoComplete="off" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          <Field.ErrorText>{fieldErrors.reason}</Field.ErrorText>
        </Field.Root>
      </ConfirmDialog>
    )
  }

  if (pending.kind === 'refund') {
    return (
      <ConfirmDialog open onOpenChange={(isOpen) => !isOpen && onClose()} title="Refund a cash-call payment" confirmLabel="Refund" confirmPalette="red" onConfirm={confirm} busy={busy} errors={errors}>
        <Text>
          {pending.line.holderName}, {pending.line.paymentReference}: {money(pending.payment.refundable)} of the latest payment received is left to refund. Send the money back by bank transfer; this records that it was
          returned. The ledger gets a refund entry (nothing is edited), the line is awaiting payment again and the holder is told.
        </Text>
        <Field.Root required invalid={!!fieldErrors.amount}>
          <Field.Label>Amount to refund ({context.currency})</Field.Label>
          <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <Field.ErrorText>{fieldErrors.amount}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!fieldErrors.reason}>
          <Field.Label>Reason (sent to the holder)</Field.Label>
          <Input autoComplete="off" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          <Field.ErrorText>{fieldErrors.reason}</Field.ErrorText>
        </Field.Root>
      </ConfirmDialog>
    )
  }

  if (pending.kind === 'receive') {
    return (
      <ConfirmDialog open onOpenChange={(isOpen) => !isOpen && onClose()} title="Mark a cash-call payment received" confirmLabel="Mark received" onConfirm={confirm} busy={busy} errors={errors}>
        <Text>
          {pending.line.holderName}, {pending.line.paymentReference}: {money(pending.line.outstanding)} outstanding. A part payment leaves the rest awaiting payment.
        </Text>
        <Field.Root required invalid={!!fieldErrors.amount}>
          <Field.Label>Amount received ({context.currency})</Field.Label>
          <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <Field.ErrorText>{fieldErrors.amount}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!fieldErrors.receivedAt}>
          <Field.Label>Received on</Field.Label>
          <Input type="date" value={receivedAt} onChange={(event) => setReceivedAt(event.target.value)} />
          <Field.HelperText>Today when left empty.</Field.HelperText>
          <Field.ErrorText>{fieldErrors.receivedAt}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!fieldErrors.note}>
          <Field.Label>Note (optional)</Field.Label>
          <Input autoComplete="off" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          <Field.ErrorText>{fieldErrors.note}</Field.ErrorText>
        </Field.Root>
      </ConfirmDialog>
    )
  }

  const noun = kind === 'call' ? 'cash call' : 'distribution'
  if (preview) {
    return (
      <ConfirmDialog
        open
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title={`Issue this ${noun}?`}
        confirmLabel={kind === 'call' ? 'Issue cash call' : 'Record distribution'}
        onConfirm={confirm}
        busy={busy}
        errors={errors}
      >
        <Text>
          {kind === 'call'
            ? `${money(preview.total)} from ${preview.lines.length} ${preview.lines.length === 1 ? 'holder' : 'holders'} of “${context.title}”, due by ${dueAt}. Each is notified with their own payment reference.`
            : `${money(preview.total)} to ${preview.lines.length} ${preview.lines.length === 1 ? 'holder' : 'holders'} of “${context.title}”. Each is notified.`}
        </Text>
        <Table.ScrollArea maxH="60" borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={`Lines of the ${noun}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Holder</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {preview.lines.map((line) => (
                <Table.Row key={`${line.holderKind}-${line.holder}`}>
                  <Table.Cell>
                    {line.name || line.email}
                    <Text as="span" textStyle="xs" color="fg.muted">
                      {' '}
                      · {line.holderKindLabel}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{money(line.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell fontWeight="semibold">Total</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {money(preview.total)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      </ConfirmDialog>
    )
  }

  return (
    <ConfirmDialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={kind === 'call' ? 'Issue a cash call' : 'Record a distribution'} confirmLabel="Review" onConfirm={confirm} busy={busy} errors={errors}>
      <Text>
        {kind === 'call' ? `Ask the holders of “${context.title}” for money.` : `Pay money out to the holders of “${context.title}”.`} You review every holder’s amount before anything is issued.
      </Text>
      <Field.Root required invalid={!!fieldErrors.split}>
        <Field.Label>Split</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={split} onChange={(event) => setSplit(event.target.value as TCashCallSplit)}>
            {context.splits.map((value) => (
              <option key={value} value={value}>
                {CASH_CALL_SPLIT_LABEL[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{fieldErrors.split}</Field.ErrorText>
      </Field.Root>
      {split === 'per_holder' ? (
        <Field.Root invalid={!!fieldErrors.lines}>
          <Field.Label as="span">Amount per holder ({context.currency})</Field.Label>
          <Table.ScrollArea maxH="60" borderWidth="1px" rounded="md" w="full">
            <Table.Root size="sm" aria-label="Amount per holder">
              <Table.Body>
                {context.holders.map((holder) => (
                  <Table.Row key={holder.key}>
                    <Table.Cell>
                      <label htmlFor={`cash-call-holder-${holder.key}`}>
                        {holder.name || holder.email}
                        <Text as="span" textStyle="xs" color="fg.muted">
                          {' '}
                          · {holder.kindLabel}
                        </Text>
                      </label>
                    </Table.Cell>
                    <Table.Cell>
                      <Input
                        id={`cash-call-holder-${holder.key}`}
                        size="sm"
                        inputMode="decimal"
                        autoComplete="off"
                        value={perHolder[holder.key] ?? ''}
                        onChange={(event) => setPerHolder({ ...perHolder, [holder.key]: event.target.value })}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Field.ErrorText>{fieldErrors.lines}</Field.ErrorText>
        </Field.Root>
      ) : (
        <Field.Root required invalid={!!fieldErrors.total}>
          <Field.Label>Total ({context.currency})</Field.Label>
          <Input inputMode="decimal" autoComplete="off" value={total} onChange={(event) => setTotal(event.target.value)} />
          <Field.HelperText>Split to the penny: the lines add up to exactly this.</Field.HelperText>
          <Field.ErrorText>{fieldErrors.total}</Field.ErrorText>
        </Field.Root>
      )}
      {kind === 'call' && (
        <Field.Root required invalid={!!fieldErrors.dueAt}>
          <Field.Label>Due by</Field.Label>
          <Input type="date" value={dueAt} onChange={(event) => setDueAt(event.target.value)} />
          <Field.ErrorText>{fieldErrors.dueAt}</Field.ErrorText>
        </Field.Root>
      )}
      <Field.Root invalid={!!fieldErrors.purpose}>
        <Field.Label>Purpose (optional)</Field.Label>
        <Input autoComplete="off" maxLength={200} value={purpose} onChange={(event) => setPurpose(event.target.value)} />
        <Field.ErrorText>{fieldErrors.purpose}</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  )
}
