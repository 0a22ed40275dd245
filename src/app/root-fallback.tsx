// The root's fallbacks (not-found.tsx, forbidden.tsx, unauthorized.tsx beside this file), shown
// only if a root layout itself stops with that status: the product's pages render theirs inside
// the shells ((app)/not-found.tsx ...), and /cms is Payload's. Without them Next puts its built-in
// three, 3.5 KB of inline styles and texts, into the payload of every page.

export function RootFallback({ status, text }: { status: number; text: string }) {
  return (
    <main>
      <title>{`${status}: ${text}`}</title>
      <h1>{status}</h1>
      <p>{text}</p>
    </main>
  )
}
