import { RootFallback } from './root-fallback'

export default function Forbidden() {
  return <RootFallback status={403} text="This page could not be accessed." />
}
