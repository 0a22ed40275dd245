'use client'

import type { CSSProperties, ReactNode } from 'react'

import type { TLook } from '@/ui/chakra-rsc/kit-style'
import { PlainButton } from '@/ui/plain/plain-controls'

// The note editor's look, shared by the Lexical editor (rich-text-editor-lexical.tsx) and the
// plain box that stands in for it until it has loaded (rich-text-editor.tsx): the same frame,
// toolbar and writing area, so the swap moves nothing on the page. Classes from the server
// (record-form-looks.tsx).

export type TRichTextLooks = Record<'frame' | 'frameInvalid' | 'toolbar' | 'toolbarButton' | 'area' | 'placeholder', TLook>

export type TRichTextEditorProps = {
  id: string
  /** The serialized document on every change; null when empty. */
  onChange: (value: unknown) => void
  /** Changing it empties the editor (after a successful save). */
  resetKey?: number
  invalid?: boolean
  labelledBy: string
  describedBy?: string
  placeholder?: string
  looks: TRichTextLooks
  /** 'report': spec 9's headings 1 to 6, fonts and sizes beside the note's buttons (update reports). */
  toolbar?: 'note' | 'report'
}

export type TToolbarCommand = 'bold' | 'italic' | 'underline' | 'bulleted' | 'numbered'

const TOOLBAR: Array<{ command: TToolbarCommand; label: string; text: string }> = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'underline', label: 'Underline', text: 'U' },
  { command: 'bulleted', label: 'Bulleted list', text: '• Bulleted list' },
  { command: 'numbered', label: 'Numbered list', text: '1. Numbered list' },
]

/** The writing area's own style (Lexical's ContentEditable adds the same text handling). */
export const WRITING_AREA_STYLE: CSSProperties = {
  minHeight: '6rem',
  padding: '0.5rem 0.75rem',
  outline: 'none',
  userSelect: 'text',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
}

type TFrameProps = {
  looks: TRichTextLooks
  invalid?: boolean
  onCommand: (command: TToolbarCommand) => void
  /** The writing area and its placeholder. */
  children: ReactNode
  onPointerEnter?: () => void
  /** More controls after the buttons (the update reports' block, font and size: rich-text-report-toolbar.tsx). */
  extraTools?: ReactNode
}

export function RichTextFrame({ looks, invalid, onCommand, children, onPointerEnter, extraTools }: TFrameProps) {
  return (
    <div className={(invalid ? looks.frameInvalid : looks.frame).className} onPointerEnter={onPointerEnter}>
      <div role="toolbar" aria-label="Formatting" className={looks.toolbar.className}>
        {TOOLBAR.map((button) => (
          // A button showing words is named by them (WCAG 2.5.3: the name contains what is shown); B, I and U get a name.
          <PlainButton key={button.command} look={looks.toolbarButton} aria-label={button.text.length === 1 ? button.label : undefined} title={button.label} onMouseDown={(event) => event.preventDefault()} onClick={() => onCommand(button.command)}>
            {button.text}
          </PlainButton>
        ))}
        {extraTools}
      </div>
      <div className={looks.area.className}>{children}</div>
    </div>
  )
}

/** "Write a note…" over the empty writing area (Lexical wraps it in a hidden box of its own). */
export function RichTextPlaceholder({ looks, text }: { looks: TRichTextLooks; text: string }) {
  return (
    <div className={looks.placeholder.className} aria-hidden>
      {text}
    </div>
  )
}
