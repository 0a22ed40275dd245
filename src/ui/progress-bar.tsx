import type { CSSProperties, ReactNode } from 'react'

import { kitSlotStyles } from '@/ui/chakra-rsc/kit-style'

type TProps = {
  /** 0 to 100. */
  value: number
  label: ReactNode
  /** The bar's accessible name. */
  ariaLabel: string
  colorPalette?: string
  /** Space between the label and the bar (a spacing token). */
  labelGap?: number
}

/**
 * Chakra's Progress (Ark's markup) drawn on the server: a bar that only shows a figure needs none
 * of Chakra's client code (zag's progress machine) in the page. Chakra's own Progress stays for a
 * bar that moves (the upload form's).
 */
export function ProgressBar({ value, label, ariaLabel, colorPalette = 'brand', labelGap = 2 }: TProps) {
  const parts = kitSlotStyles('progress', {}, { root: { colorPalette }, label: { mb: labelGap }, track: {}, range: {} })
  const state = value >= 100 ? 'complete' : 'loading'
  const common = { dir: 'ltr', 'data-scope': 'progress', 'data-orientation': 'horizontal' } as const
  return (
    <>
      {[parts.root, parts.label, parts.track, parts.range].flatMap((part) => part.styles)}
      <div {...common} data-part="root" data-max={100} data-value={value} data-state={state} style={{ '--percent': value } as CSSProperties} className={parts.root.className}>
        <span {...common} data-part="label" className={parts.label.className}>
          {label}
        </span>
        <div {...common} data-part="track" role="progressbar" aria-label={ariaLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} data-max={100} data-state={state} className={parts.track.className}>
          <div {...common} data-part="range" data-state={state} style={{ width: `${value}%` }} className={parts.range.className} />
        </div>
      </div>
    </>
  )
}
