import { fileTypeFromBuffer } from 'file-type'

import { isDocumentContentType, looksLikeMarkup, TEXT_PLAIN, textNameAllowed, type TDocumentContentType } from '@/domain/records/documents/document-types'

/** How much of a file is read before deciding its type (OOXML needs its first zip entries). */
export const SNIFF_BYTES = 256 * 1024

/**
 * The allowed type of a file from its first bytes (`head`), or null. Formats with magic bytes are
 * what file-type finds (a renamed HTML page or program finds nothing allowed). Without magic bytes,
 * plain text only: a .txt/.csv name, UTF-8 without NUL, not starting like markup. The rest of a
 * text file is checked as it streams (TextStreamCheck).
 */
export async function detectDocumentType(head: Buffer, filename: string): Promise<TDocumentContentType | null> {
  const found = await fileTypeFromBuffer(head)
  if (found) return isDocumentContentType(found.mime) ? found.mime : null
  if (!textNameAllowed(filename) || head.length === 0) return null
  const check = new TextStreamCheck()
  if (!check.push(head)) return null
  return looksLikeMarkup(head.toString('utf8', 0, Math.min(head.length, 2048))) ? null : TEXT_PLAIN
}

/** UTF-8 without NUL, chunk by chunk (a character may straddle two chunks). */
export class TextStreamCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })

  /** False once the bytes so far are not UTF-8 text. */
  push(chunk: Uint8Array): boolean {
    if (chunk.includes(0)) return false
    try {
      this.decoder.decode(chunk, { stream: true })
      return true
    } catch {
      return false
    }
  }

  /** False when the text ends inside a character. */
  end(): boolean {
    try {
      this.decoder.decode()
      return true
    } catch {
      return false
    }
  }
}
