import { RootFallback } from './root-fallback'

export default function Unauthorized() {
  return <RootFallback status={401} text="Sign in to see this page." />
}
