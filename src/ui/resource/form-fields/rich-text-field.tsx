'use client'

import { RichTextEditor } from '@/ui/records/rich-text-editor'

// The kit form's rich-text field: the notes' Lexical editor (same nodes, same JSON, same server
// check). A module of its own so the form loads Lexical only where a declaration has such a field.

type TProps = {
  id: string
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  value: unknown
  onChange: (value: unknown) => void
}

export function RichTextField({ id, labelledBy, describedBy, invalid, value, onChange }: TProps) {
  return <RichTextEditor id={id} labelledBy={labelledBy} describedBy={describedBy} invalid={invalid} initialValue={value} onChange={onChange} placeholder="Write here…" />
}
