'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent, type PointerEvent } from 'react'

import { PAD_HEIGHT, PAD_WIDTH, SIGN_NAME_MAX, type TSignatureMethod } from '@/domain/investors/signing'
import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { PlainButton, PlainField, PlainFormAlert } from '@/ui/plain/plain-controls'
import type { TRecordFormLooks } from '@/ui/records/record-form-looks'

type TProps = { investorId: number; documentId: number; investorName: string; filename: string; looks: TRecordFormLooks }

type TFieldErrors = Partial<Record<'typedName' | 'drawing' | 'agreed', string>>

const FIELDS = new Set(['typedName', 'drawing', 'agreed'])

/**
 * The investor signs in the browser: a typed signature (the keyboard way) or one drawn on a small
 * pad with a mouse, pen or finger; they confirm they have read the document. Only the signature goes
 * to the server, which stamps the PDF itself (decision 027), then the investor's tab opens.
 */
export function SignatureForm({ investorId, documentId, investorName, filename, looks }: TProps) {
  const router = useRouter()
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const inFlight = useRef(false)
  const [method, setMethod] = useState<TSignatureMethod>('typed')
  const [typedName, setTypedName] = useState('')
  const [drawn, setDrawn] = useState(false)
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<TFieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)

  // The pad's bitmap matches the screen's density, so strokes stay sharp.
  useEffect(() => {
    const pad = canvas.current
    if (!pad || method !== 'drawn') return
    const ratio = Math.min(2, window.devicePixelRatio || 1)
    pad.width = PAD_WIDTH * ratio
    pad.height = PAD_HEIGHT * ratio
    const context = pad.getContext('2d')
    if (!context) return
    context.scale(ratio, ratio)
    context.lineWidth = 2.5
    context.lineCap = 'round'
    context.lineJoin = 'round'
    context.strokeStyle = '#0d1b4d'
    setDrawn(false)
  }, [method])

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return { x: ((event.clientX - box.left) / box.width) * PAD_WIDTH, y: ((event.clientY - box.top) / box.height) * PAD_HEIGHT }
  }
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d')
    if (!context || busy) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drawing.current = true
    const { x, y } = point(event)
    context.beginPath()
    context.moveTo(x, y)
    context.lineTo(x + 0.1, y + 0.1)
    context.stroke()
    setDrawn(true)
  }
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return
    const context = event.currentTarget.getContext('2d')
    const { x, y } = point(event)
    context?.lineTo(x, y)
    context?.stroke()
  }
  const end = () => {
    drawing.current = false
  }
  const clear = () => {
    const pad = canvas.current
    pad?.getContext('2d')?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT)
    setDrawn(false)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const found: TFieldErrors = {}
    if (method === 'typed' && typedName.trim() === '') found.typedName = 'Type the investor’s full name as their signature'
    if (method === 'drawn' && !drawn) found.drawing = 'Draw the signature in the box'
    if (!agreed) found.agreed = 'The investor must confirm they have read the document and agree to sign it'
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    inFlight.current = true
    setBusy(true)
    try {
      const body = { investor: investorId, document: documentId, method, agreed, ...(method === 'typed' ? { typedName: typedName.trim() } : { drawing: canvas.current?.toDataURL('image/png') }) }
      const answer = await apiFetch<{ redirect: string }>('/api/document-signatures/sign', { method: 'POST', body })
      router.push(answer.redirect)
      return
    } catch (error) {
      const placed: TFieldErrors = {}
      setFormError(
        applySubmitError(error, (field, message) => {
          if (!FIELDS.has(field)) return false
          placed[field as keyof TFieldErrors] = message
          return true
        }),
      )
      setErrors(placed)
    }
    inFlight.current = false
    setBusy(false)
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={`Sign ${filename}`}>
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={looks.label.className}>How does the investor sign?</legend>
          <div style={{ display: 'flex', gap: '1.5rem', flexWrap: 'wrap', paddingTop: '0.25rem' }}>
            {(['typed', 'drawn'] as const).map((value) => (
              <label key={value} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', cursor: 'pointer' }}>
                <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} disabled={busy} />
                {value === 'typed' ? 'Type their name' : 'Draw their signature'}
              </label>
            ))}
          </div>
        </fieldset>
        {method === 'typed' ? (
          <PlainField looks={looks} label="Signature: the investor types their full name" required error={errors.typedName}>
            {(control) => (
              <input
                {...control}
                data-part="input"
                className={looks.input.className}
                name="typedName"
                autoComplete="off"
                maxLength={SIGN_NAME_MAX}
                placeholder={investorName}
                value={typedName}
                disabled={busy}
                onChange={(event) => setTypedName(event.target.value)}
                style={{ fontFamily: '"Times New Roman", Times, serif', fontStyle: 'italic', fontSize: '1.25rem' }}
              />
            )}
          </PlainField>
        ) : (
          <div className={looks.field.className} role="group" aria-labelledby="signature-pad-label" data-invalid={errors.drawing ? '' : undefined}>
            <span id="signature-pad-label" className={looks.label.className}>
              Signature: the investor draws it in the box
            </span>
            <canvas
              ref={canvas}
              role="img"
              aria-label="Signature pad. To sign with the keyboard, choose “Type their name” above."
              data-testid="signature-pad"
              onPointerDown={start}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
              style={{ width: '100%', maxWidth: PAD_WIDTH, aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`, border: '1px solid #a0a7b4', borderRadius: 6, background: '#fff', touchAction: 'none', cursor: 'crosshair' }}
            />
            <div>
              <button type="button" onClick={clear} disabled={busy || !drawn} style={{ textDecoration: 'underline', background: 'none', border: 0, padding: 0, cursor: 'pointer' }}>
                Clear the signature
              </button>
            </div>
            {errors.drawing && (
              <span role="alert" className={looks.errorText.className}>
                {errors.drawing}
              </span>
            )}
          </div>
        )}
        <div className={looks.field.className} data-invalid={errors.agreed ? '' : undefined}>
          <label style={{ display: 'inline-flex', alignItems: 'flex-start', gap: '0.5rem', cursor: 'pointer' }}>
            <input type="checkbox" name="agreed" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} disabled={busy} aria-invalid={errors.agreed ? true : undefined} style={{ marginTop: '0.25rem' }} />
            <span>
              {investorName} has read {filename} and agrees to sign it electronically.
            </span>
          </label>
          {errors.agreed && (
            <span role="alert" className={looks.errorText.className}>
              {errors.agreed}
            </span>
          )}
        </div>
        <PlainButton type="submit" look={looks.submit} loading={busy}>
          Sign and save
        </PlainButton>
      </div>
    </form>
  )
}
