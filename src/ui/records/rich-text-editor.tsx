'use client'

import { useEffect, useRef, useState } from 'react'

import { lexicalParagraphs } from '@/lib/lexical'
import { onDemand, useOnDemand } from '@/lib/load-on-intent'

import { RichTextFrame, RichTextPlaceholder, WRITING_AREA_STYLE, type TRichTextEditorProps } from './rich-text-frame'

// Lexical is most of a record page's script (about 85 KB): it loads once the page is idle, or as
// soon as someone reaches for the box. Until then a plain box of the same size stands in, and
// takes what is typed into it: the editor starts from that text, with the focus where it was.
const lexicalEditor = onDemand(() => import('./rich-text-editor-lexical'))

/** The note editor (rich-text-editor-lexical.tsx) as the form uses it. */
export function RichTextEditor(props: TRichTextEditorProps) {
  const loaded = useOnDemand(lexicalEditor, { whenIdle: true })
  const draft = useRef({ text: '', focused: false })
  if (loaded) return <loaded.LexicalRichTextEditor {...props} initialText={draft.current.text} keepFocus={draft.current.focused} />
  return <StandIn {...props} draft={draft.current} />
}

type TStandInProps = TRichTextEditorProps & { draft: { text: string; focused: boolean } }

function StandIn({ id, onChange, resetKey, invalid, labelledBy, describedBy, placeholder = 'Write a note…', looks, draft }: TStandInProps) {
  const box = useRef<HTMLDivElement>(null)
  const [empty, setEmpty] = useState(true)
  useEffect(() => {
    if (resetKey === 0 || !box.current) return
    box.current.textContent = ''
    draft.text = ''
    setEmpty(true)
  }, [resetKey, draft])
  const read = () => {
    const text = (box.current?.innerText ?? '').replace(/\r/g, '').replace(/\n$/, '')
    draft.text = text
    setEmpty(text === '')
    const paragraphs = text.split('\n').filter((line) => line.trim() !== '')
    onChange(paragraphs.length > 0 ? lexicalParagraphs(paragraphs) : null)
  }
  return (
    <RichTextFrame looks={looks} invalid={invalid} onPointerEnter={lexicalEditor.intent.onPointerEnter} onCommand={() => box.current?.focus()}>
      <div
        ref={box}
        id={id}
        role="textbox"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-multiline
        aria-placeholder={placeholder}
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        spellCheck
        style={WRITING_AREA_STYLE}
        onInput={read}
        onFocus={() => {
          draft.focused = true
          lexicalEditor.intent.onFocus()
        }}
        onBlur={() => {
          draft.focused = false
        }}
      />
      {empty && (
        <div aria-hidden>
          <RichTextPlaceholder looks={looks} text={placeholder} />
        </div>
      )}
    </RichTextFrame>
  )
}
