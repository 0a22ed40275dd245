'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError, DEFAULT_SUBMIT_ERROR } from '@/lib/submit-errors'

type TChoice = { key: string; label: string }
type TClasses = { button: string; primary: string; input: string; row: string; list: string; error: string; success: string }

/**
 * Which columns (or stats) the portal shows and in which order, and the heading (decision 032):
 * a checkbox per choice with Move up / Move down, saved as one list. Plain elements with classes
 * the server computed (no Chakra client code); one save at a time; errors as spec 5 says.
 */
export function PortfolioColumnsForm({ setting, choices, chosen, title, titlePlaceholder, classes }: { setting: string; choices: TChoice[]; chosen: string[]; title: string; titlePlaceholder: string; classes: TClasses }) {
  const router = useRouter()
  const [order, setOrder] = useState<string[]>(() => [...chosen, ...choices.map((choice) => choice.key).filter((key) => !chosen.includes(key))])
  const [shown, setShown] = useState<Set<string>>(() => new Set(chosen))
  const [heading, setHeading] = useState(title)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ status: 'error' | 'success'; text: string } | null>(null)
  const labelOf = new Map(choices.map((choice) => [choice.key, choice.label]))

  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current]
      const [item] = next.splice(index, 1)
      next.splice(index + by, 0, item!)
      return next
    })

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setMessage(null)
    try {
      await apiFetch(`/api/portfolio-tables/settings/${setting}`, { method: 'POST', body: { columns: order.filter((key) => shown.has(key)), title: heading.trim() } })
      setMessage({ status: 'success', text: 'Saved. The portal shows it on the next page load.' })
      router.refresh()
    } catch (error) {
      // No field has its own place here: every error shows above the form.
      setMessage({ status: 'error', text: applySubmitError(error, () => false) ?? DEFAULT_SUBMIT_ERROR })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={save} aria-label="Portfolio columns" data-testid="portfolio-columns-form">
      {message && (
        <p role={message.status === 'error' ? 'alert' : 'status'} className={message.status === 'error' ? classes.error : classes.success}>
          {message.text}
        </p>
      )}
      <label style={{ display: 'block', marginBottom: '1rem' }}>
        <span style={{ display: 'block', fontWeight: 600, marginBottom: '0.25rem' }}>Heading in the portal</span>
        <input className={classes.input} value={heading} maxLength={80} placeholder={titlePlaceholder} onChange={(event) => setHeading(event.target.value)} name="title" />
      </label>
      <ol className={classes.list}>
        {order.map((key, index) => (
          <li key={key} className={classes.row} data-column={key}>
            <label style={{ flex: 1, display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <input
                type="checkbox"
                name="columns"
                value={key}
                checked={shown.has(key)}
                onChange={(event) =>
                  setShown((current) => {
                    const next = new Set(current)
                    if (event.target.checked) next.add(key)
                    else next.delete(key)
                    return next
                  })
                }
              />
              {labelOf.get(key)}
            </label>
            <button type="button" className={classes.button} disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${labelOf.get(key)} up`}>
              Up
            </button>
            <button type="button" className={classes.button} disabled={index === order.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${labelOf.get(key)} down`}>
              Down
            </button>
          </li>
        ))}
      </ol>
      <button type="submit" className={classes.primary} disabled={busy} aria-busy={busy}>
        {busy ? 'Saving' : 'Save'}
      </button>
    </form>
  )
}
