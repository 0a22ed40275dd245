import type { UseFormReturn } from 'react-hook-form'

/** The kit form's react-hook-form instance, as its field modules receive it. */
export type TKitForm = UseFormReturn<Record<string, unknown>, unknown, Record<string, unknown>>

/** A value of a relationship or image field: the row's id and what to show for it. */
export const isFormOption = (value: unknown): value is { value: string; label: string } => !!value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'string'
