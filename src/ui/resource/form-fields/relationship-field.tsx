'use client'

import { Box, Button, HStack, Input, Span, Stack, Tag } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Controller } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import type { TFormField, TFormOption } from '@/lib/resource/define-resource'

import { isFormOption, type TKitForm } from './form-types'

// The kit form's relationship field (issue 9 §2): a combobox (WAI-ARIA 1.2 pattern) that asks the
// server for the rows matching what is typed. The rows come from Payload's REST list of the related
// collection as the signed-in user, so its access rules decide what is offered (the tenant's rows
// the role may read); the server checks the choice again on save.

type TRelationshipField = Extract<TFormField, { kind: 'relationship' }>

export type TRelationshipValue = TFormOption | TFormOption[] | null

type TProps = {
  field: TRelationshipField
  value: TRelationshipValue
  onChange: (value: TRelationshipValue) => void
  onBlur: () => void
  /** The chosen id of `dependsOn`'s field, when the field depends on one. */
  parentValue?: string | null
  invalid?: boolean
}

const SEARCH_DELAY_MS = 250
const PAGE = 20

type TDoc = { id: number } & Record<string, unknown>

/** The REST address of the rows matching `text` (and the field's filters). */
export function relationshipSearchPath(field: TRelationshipField, text: string, parentValue?: string | null): string {
  const query = new URLSearchParams({ depth: '0', limit: String(PAGE), sort: field.labelField, [`select[${field.labelField}]`]: 'true' })
  for (const [key, value] of Object.entries(field.filter ?? {})) query.set(`where[${key}][equals]`, value)
  if (field.dependsOn && parentValue) query.set(`where[${field.dependsOn.param}][equals]`, parentValue)
  if (text.trim()) query.set(`where[${field.labelField}][like]`, text.trim())
  return `/api/${field.relationTo}?${query.toString()}`
}

export function RelationshipField({ field, value, onChange, onBlur, parentValue, invalid }: TProps) {
  const listId = useId()
  const chosen = Array.isArray(value) ? value : value ? [value] : []
  const [text, setText] = useState(field.many || !value || Array.isArray(value) ? '' : value.label)
  const [open, setOpen] = useState(false)
  const [options, setOptions] = useState<TFormOption[]>([])
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const request = useRef(0)
  const waitingForParent = !!field.dependsOn && !parentValue

  // Ask the server after a pause in typing; an answer to an older question is dropped.
  useEffect(() => {
    if (!open || waitingForParent) return
    const mine = ++request.current
    const timer = setTimeout(() => {
      setStatus('loading')
      apiFetch<{ docs: TDoc[] }>(relationshipSearchPath(field, field.many || text !== (value as TFormOption | null)?.label ? text : '', parentValue))
        .then(({ docs }) => {
          if (mine !== request.current) return
          setOptions(docs.map((doc) => ({ value: String(doc.id), label: String(doc[field.labelField] ?? doc.id) })))
          setActive(-1)
          setStatus('idle')
        })
        .catch(() => mine === request.current && setStatus('error'))
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open, text, parentValue, field, value, waitingForParent])

  const offered = options.filter((option) => !chosen.some((item) => item.value === option.value) || !field.many)

  const choose = (option: TFormOption) => {
    if (field.many) {
      onChange([...chosen, option])
      setText('')
    } else {
      onChange(option)
      setText(option.label)
      setOpen(false)
    }
    setActive(-1)
  }

  const remove = (option: TFormOption) => onChange(field.many ? chosen.filter((item) => item.value !== option.value) : null)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((index) => Math.min(index + 1, offered.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === 'Enter' && open && active >= 0 && offered[active]) {
      // Enter picks the highlighted row instead of submitting the form.
      event.preventDefault()
      choose(offered[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    } else if (event.key === 'Backspace' && field.many && text === '' && chosen.length > 0) {
      remove(chosen[chosen.length - 1]!)
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`
  const expanded = open && !waitingForParent

  return (
    <Stack gap={2} w="full">
      {field.many && chosen.length > 0 && (
        <HStack as="ul" wrap="wrap" gap={2} aria-label={`Chosen ${field.label.toLowerCase()}`}>
          {chosen.map((option) => (
            <Tag.Root as="li" key={option.value} size="lg" colorPalette="brand" variant="subtle">
              <Tag.Label>{option.label}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger type="button" aria-label={`Remove ${option.label}`} onClick={() => remove(option)} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <Box position="relative">
        <HStack gap={2}>
          <Input
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-invalid={invalid || undefined}
            autoComplete="off"
            disabled={waitingForParent}
            placeholder={waitingForParent ? 'Choose the field above first' : field.many ? 'Type to search and add…' : 'Type to search…'}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setOpen(true)
              if (!field.many && value && event.target.value === '') onChange(null)
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => {
              setOpen(false)
              // A single choice shows its label again when the search is left half-typed.
              if (!field.many) setText(value && !Array.isArray(value) ? value.label : '')
              onBlur()
            }}
            onKeyDown={onKeyDown}
          />
          {!field.many && value && (
            <Button type="button" variant="ghost" size="sm" onClick={() => remove(value as TFormOption)} aria-label={`Clear ${field.label.toLowerCase()}`}>
              Clear
            </Button>
          )}
        </HStack>
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={`${field.label}: matches`}
          hidden={!expanded}
          position="absolute"
          zIndex="dropdown"
          insetX="0"
          mt={1}
          maxH="64"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          rounded="l2"
          shadow="md"
          py={1}
        >
          {status === 'loading' && offered.length === 0 && (
            <Span as="li" display="block" px={3} py={2} color="fg.muted">
              Searching…
            </Span>
          )}
          {status === 'error' && (
            <Span as="li" display="block" px={3} py={2} color="fg.error">
              The list could not be loaded. Try again.
            </Span>
          )}
          {status === 'idle' && offered.length === 0 && (
            <Span as="li" display="block" px={3} py={2} color="fg.muted">
              No matches
            </Span>
          )}
          {offered.map((option, index) => (
            <Box
              as="li"
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              px={3}
              py={2}
              cursor="pointer"
              bg={index === active ? 'bg.muted' : undefined}
              _hover={{ bg: 'bg.muted' }}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault()
                choose(option)
              }}
            >
              {option.label}
            </Box>
          ))}
        </Box>
      </Box>
    </Stack>
  )
}

/** The field bound to the kit form; a new choice in the field it depends on clears it. */
export function RelationshipInput({ field, form, invalid }: { field: TRelationshipField; form: TKitForm; invalid: boolean }) {
  const parent = field.dependsOn ? form.watch(field.dependsOn.field) : undefined
  const parentValue = isFormOption(parent) ? parent.value : null
  const previous = useRef(parentValue)
  useEffect(() => {
    if (previous.current !== parentValue) form.setValue(field.name, field.many ? [] : null, { shouldDirty: true })
    previous.current = parentValue
  }, [parentValue, field, form])
  return (
    <Controller
      control={form.control}
      name={field.name}
      render={({ field: control }) => (
        <RelationshipField
          field={field}
          value={(control.value as TRelationshipValue) ?? (field.many ? [] : null)}
          onChange={control.onChange}
          onBlur={control.onBlur}
          parentValue={parentValue}
          invalid={invalid}
        />
      )}
    />
  )
}
