'use client'

import { csrfToken, ensureCsrfCookie } from '@/lib/api-client'

export type TUploadAnswer = { status: number; body: unknown }

/**
 * POST of a multipart form with upload progress (fetch reports none): credentials and the
 * anti-forgery header as every other write (src/lib/api-client.ts). Status 0: no answer.
 */
export async function postWithProgress(path: string, form: FormData, onProgress: (percent: number) => void): Promise<TUploadAnswer> {
  await ensureCsrfCookie()
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.withCredentials = true
    request.setRequestHeader('Accept', 'application/json')
    const token = csrfToken()
    if (token) request.setRequestHeader('X-XSRF-TOKEN', token)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)))
    }
    request.onload = () => {
      let body: unknown = null
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as unknown) : null
      } catch {
        body = request.responseText
      }
      resolve({ status: request.status, body })
    }
    request.onerror = () => resolve({ status: 0, body: null })
    request.onabort = () => resolve({ status: 0, body: null })
    request.send(form)
  })
}
