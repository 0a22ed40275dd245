import { Fragment } from 'react'

export type TTextSegment = { text: string; bold: boolean }

// A pair hugs its text (no space just inside), as in Markdown: '** a **' stays literal.
const BOLD = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g

/**
 * spec 3: notification messages mark bold text with **double asterisks**. Only complete pairs
 * count; a lone '**' stays as written. Plain data out, so nothing from the message becomes markup.
 */
export function parseBoldMarkers(message: string): TTextSegment[] {
  const segments: TTextSegment[] = []
  let last = 0
  for (const match of message.matchAll(BOLD)) {
    const start = match.index ?? 0
    if (start > last) segments.push({ text: message.slice(last, start), bold: false })
    segments.push({ text: match[1], bold: true })
    last = start + match[0].length
  }
  if (last < message.length) segments.push({ text: message.slice(last), bold: false })
  return segments
}

/** The message as React text nodes and <strong> elements (React escapes every piece). */
export function BoldMarkers({ message }: { message: string }) {
  return (
    <>
      {parseBoldMarkers(message).map((segment, index) =>
        segment.bold ? <strong key={index}>{segment.text}</strong> : <Fragment key={index}>{segment.text}</Fragment>,
      )}
    </>
  )
}
