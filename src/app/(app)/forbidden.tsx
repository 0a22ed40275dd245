import { ErrorInShell } from './_shells/error-in-shell'

export default function Forbidden() {
  return <ErrorInShell status={403} />
}
