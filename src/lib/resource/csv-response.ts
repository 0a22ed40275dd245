/**
 * A CSV download streamed from text chunks (a header line, then batches of rows): memory stays flat
 * however long the file. `X-Total-Count` lets the browser show progress.
 */
export function csvResponse(chunks: AsyncGenerator<string>, filename: string, total: number): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
      'X-Total-Count': String(total),
    },
  })
}
