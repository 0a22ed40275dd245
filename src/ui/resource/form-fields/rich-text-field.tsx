'use client'

import { LexicalRichTextEditor } from '@/ui/records/rich-text-editor-lexical'
import type { TRichTextLooks } from '@/ui/records/rich-text-frame'

// The kit form's rich-text field: the notes' Lexical editor (same nodes, same JSON, same server
// check), its look computed by the form's page (richTextLooks). A module of its own so the form
// loads Lexical only where a declaration has such a field.

type TProps = {
  id: string
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  value: unknown
  onChange: (value: unknown) => void
  looks: TRichTextLooks
  toolbar?: 'note' | 'report'
}

export function RichTextField({ id, labelledBy, describedBy, invalid, value, onChange, looks, toolbar }: TProps) {
  return <LexicalRichTextEditor id={id} labelledBy={labelledBy} describedBy={describedBy} invalid={invalid} initialValue={value} onChange={onChange} placeholder="Write here…" looks={looks} toolbar={toolbar} />
}
