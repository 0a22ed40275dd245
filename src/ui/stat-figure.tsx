import { Stat } from '@chakra-ui/react'

/** One labelled figure of a Stat group, with an optional note under it. */
export function StatFigure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Stat.Root>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      {help && (
        // A dd, not the default span: a definition list holds only dt and dd (axe definition-list).
        <Stat.HelpText as="dd">{help}</Stat.HelpText>
      )}
    </Stat.Root>
  )
}
