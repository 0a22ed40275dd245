import { kitStyle } from '@/ui/chakra-rsc/kit-style'

import { DeleteButtonIsland, type TDeleteButtonProps } from './delete-button-island'

/**
 * Every delete in the admin: asks first, lets the server decide, shows its reason in the dialog.
 * The button is Chakra's look computed here on the server (red, ghost at 'xs', else outline); the
 * island in the browser loads the confirm dialog on the first intent to use it.
 */
export function DeleteButton({ size = 'md', label, ...props }: TDeleteButtonProps & { size?: 'xs' | 'md' }) {
  const button = kitStyle({ recipe: 'button', size, variant: size === 'xs' ? 'ghost' : 'outline', colorPalette: 'red' })
  return (
    <>
      {button.styles}
      <DeleteButtonIsland {...props} label={label ?? `Delete ${props.what}`} className={button.className} />
    </>
  )
}
