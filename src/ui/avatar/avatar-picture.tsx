'use client'

import { useState, type ReactNode } from 'react'

type TProps = {
  id: string
  src: string
  fallback: ReactNode
  fallbackClassName: string
  imageClassName: string
}

/**
 * The picture of an avatar with its fallback (Ark's avatar behaviour, without Chakra in the
 * browser): the fallback shows until the image has loaded, and stays when it fails.
 */
export function AvatarPicture({ id, src, fallback, fallbackClassName, imageClassName }: TProps) {
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <span data-scope="avatar" data-part="fallback" dir="ltr" id={`${id}:fallback`} hidden={loaded} data-state={loaded ? 'hidden' : 'visible'} className={fallbackClassName}>
        {fallback}
      </span>
      <img
        data-scope="avatar"
        data-part="image"
        dir="ltr"
        id={`${id}:image`}
        hidden={!loaded}
        data-state={loaded ? 'visible' : 'hidden'}
        className={imageClassName}
        src={src}
        alt=""
        draggable="false"
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
        onError={() => setLoaded(false)}
      />
    </>
  )
}
