import { ErrorInShell } from './_shells/error-in-shell'

export default function NotFound() {
  return <ErrorInShell status={404} />
}
