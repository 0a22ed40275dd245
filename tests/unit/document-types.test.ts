import { describe, expect, test } from 'vitest'

import { attachmentDisposition, DOCUMENT_CONTENT_TYPES, looksLikeMarkup, sanitizeFilename } from '@/domain/records/documents/document-types'
import { DEFAULT_DOCUMENT_MAX_BYTES, DOCUMENT_MAX_BYTES_CAP, documentMaxBytes, formatFileSize } from '@/domain/records/documents/limits'
import { detectDocumentType, TextStreamCheck } from '@/lib/records/documents/detect-document-type'
import { tinyPdf, tinyPng } from '@/seed/demo-files'

import { executableBytes, htmlBytes, tinyDocx, zipOf } from '../support/documents'

// Record documents (issue 9 §3): the rules that decide a file's type, name and size limit.

describe('sanitizeFilename', () => {
  test.each([
    ['../../etc/passwd.pdf', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Desktop\\Deck.pdf', 'application/pdf', 'Deck.pdf'],
    ['bell\u0007and\u0000nul.pdf', 'application/pdf', 'bellandnul.pdf'],
    ['invoice\u202Efdp.exe', 'application/pdf', 'invoicefdp.pdf'],
    ['photo.JPEG', 'image/jpeg', 'photo.jpeg'],
    ['photo.png', 'image/jpeg', 'photo.jpg'],
    ['figures.csv', 'text/plain', 'figures.csv'],
    ['...', 'application/pdf', 'document.pdf'],
    ['a:b*c?"d".pdf', 'application/pdf', 'a_b_c__d_.pdf'],
    ['Q3 v1.2', 'application/pdf', 'Q3 v1.2.pdf'],
  ] as const)('%j as %s is %j', (sent, type, stored) => {
    expect(sanitizeFilename(sent, type)).toBe(stored)
  })

  test('long names keep 180 characters with the extension', () => {
    const name = sanitizeFilename(`${'é'.repeat(400)}.pdf`, 'application/pdf')
    expect(Array.from(name)).toHaveLength(180)
    expect(name.endsWith('.pdf')).toBe(true)
  })
})

test('Content-Disposition: attachment with an ASCII fallback and the UTF-8 name', () => {
  expect(attachmentDisposition('Résumé "final" (1).pdf')).toBe(`attachment; filename="R_sum_ _final_ (1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%281%29.pdf`)
})

test('limits: a tenant setting within the platform cap, sizes as people read them', () => {
  expect(documentMaxBytes(undefined)).toBe(DEFAULT_DOCUMENT_MAX_BYTES)
  expect(documentMaxBytes(4096)).toBe(4096)
  expect(documentMaxBytes(DOCUMENT_MAX_BYTES_CAP * 4)).toBe(DOCUMENT_MAX_BYTES_CAP)
  expect(documentMaxBytes(-1)).toBe(DEFAULT_DOCUMENT_MAX_BYTES)
  expect([formatFileSize(87), formatFileSize(4096), formatFileSize(20 * 1024 * 1024), formatFileSize(1536)]).toEqual(['87 bytes', '4 KB', '20 MB', '1.5 KB'])
})

describe('detectDocumentType: from the bytes, never the name', () => {
  test.each([
    ['a PDF', () => tinyPdf(['x']), 'x.bin', 'application/pdf'],
    ['a PNG named .pdf', () => tinyPng(), 'x.pdf', 'image/png'],
    ['a Word document', () => tinyDocx(), 'x.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['UTF-8 text named .csv', () => Buffer.from('a,b\nÅ,1\n'), 'x.csv', 'text/plain'],
    ['an HTML page named .pdf', () => htmlBytes(), 'x.pdf', null],
    ['an HTML page named .txt', () => htmlBytes(), 'x.txt', null],
    ['an SVG named .txt', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'x.txt', null],
    ['a program', () => executableBytes(), 'x.pdf', null],
    ['a plain zip', () => zipOf([{ name: 'a.txt', data: Buffer.from('a') }]), 'x.zip', null],
    ['text under another name', () => Buffer.from('hello'), 'x.md', null],
    ['text with NUL', () => Buffer.from('a\u0000b'), 'x.txt', null],
  ] as const)('%s', async (_what, bytes, name, expected) => {
    expect(await detectDocumentType(await bytes(), name)).toBe(expected)
  })

  test('every allowed type is a type the allow-list knows', () => {
    expect(DOCUMENT_CONTENT_TYPES).toContain('application/pdf')
    expect(DOCUMENT_CONTENT_TYPES).not.toContain('text/html')
  })

  test('UTF-8 is checked across chunk boundaries', () => {
    const bytes = Buffer.from('Å')
    const check = new TextStreamCheck()
    expect(check.push(bytes.subarray(0, 1))).toBe(true)
    expect(check.push(bytes.subarray(1))).toBe(true)
    expect(check.end()).toBe(true)
    const cut = new TextStreamCheck()
    expect(cut.push(bytes.subarray(0, 1))).toBe(true)
    expect(cut.end()).toBe(false)
  })

  test('markup is recognised behind a BOM and whitespace', () => {
    expect(looksLikeMarkup('\uFEFF  \n<!DOCTYPE html><p>')).toBe(true)
    expect(looksLikeMarkup('name,<b>\n')).toBe(false)
  })
})
