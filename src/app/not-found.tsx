import { RootFallback } from './root-fallback'

export default function NotFound() {
  return <RootFallback status={404} text="This page could not be found." />
}
