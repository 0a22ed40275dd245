import { Box, Button, Field, HStack, NativeSelect } from '@chakra-ui/react'

// The choices of a KPI screen as a plain GET form (it works before JavaScript): each select is a
// query parameter; the page reads them back on the server.

export type TChoice = { name: string; label: string; value: string; options: ReadonlyArray<{ value: string; label: string }> }

export function KpiChoiceForm({ action, label, choices, hidden = {}, submitLabel = 'Show' }: { action: string; label: string; choices: readonly TChoice[]; hidden?: Record<string, string>; submitLabel?: string }) {
  return (
    <Box asChild mb={4}>
      <form method="get" action={action} aria-label={label}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <HStack align="end" gap={3} wrap="wrap">
          {choices.map((choice) => (
            <Field.Root key={choice.name} maxW={{ md: '60' }}>
              <Field.Label>{choice.label}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field name={choice.name} defaultValue={choice.value} bg="bg">
                  {choice.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ))}
          <Button type="submit" size="sm" colorPalette="brand">
            {submitLabel}
          </Button>
        </HStack>
      </form>
    </Box>
  )
}
