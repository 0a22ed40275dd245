import type { ReactNode } from 'react'

import { AbsoluteCenter, dataAttr, named, Span, Spinner } from './components'
import { chakra, cx, type TProps } from './factory'
import { createRecipeContext } from './recipe-context'

// Chakra's Button and IconButton (components/button/button.js, icon-button.js) with its Loader
// (components/loader/loader.js) for `loading`, as server components.

const buttonRecipe = createRecipeContext({ key: 'button' })
const StyledButton = chakra.button

function Loader({ spinner, spinnerPlacement = 'start', children, text }: { spinner?: ReactNode; spinnerPlacement?: unknown; children?: ReactNode; text?: ReactNode }) {
  const shown = spinner ?? <Spinner size="inherit" borderWidth="0.125em" color="inherit" />
  if (text) {
    return (
      <Span display="contents">
        {spinnerPlacement === 'start' && shown}
        {text}
        {spinnerPlacement === 'end' && shown}
      </Span>
    )
  }
  return (
    <Span display="contents">
      <AbsoluteCenter display="inline-flex">{shown}</AbsoluteCenter>
      <Span visibility="hidden" display="contents">
        {children}
      </Span>
    </Span>
  )
}

export const Button = named((inProps: TProps) => {
  const result = buttonRecipe.useRecipeResult(inProps)
  const { loading, loadingText, children, spinner, spinnerPlacement, ...rest } = result.props
  return (
    <StyledButton
      type="button"
      {...rest}
      data-loading={dataAttr(loading)}
      disabled={Boolean(loading) || rest.disabled}
      className={cx(result.className, inProps.className)}
      {...{ __kitRecipe: result.recipe }}
    >
      {!inProps.asChild && loading ? (
        <Loader spinner={spinner as ReactNode} text={loadingText as ReactNode} spinnerPlacement={spinnerPlacement}>
          {children}
        </Loader>
      ) : (
        children
      )}
    </StyledButton>
  )
}, 'Button')

export const IconButton = named((props: TProps) => <Button px="0" py="0" _icon={{ fontSize: '1.2em' }} {...props} />, 'IconButton')
