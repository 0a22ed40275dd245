'use client'

import { useRef, useState, type KeyboardEvent } from 'react'

// The gallery's one piece of interaction (issue 9 §5): each thumbnail is a link to the picture
// (it works before this script runs); with the script, a link opens the picture large in a modal
// <dialog> (the browser keeps focus inside and closes it on Escape), with previous and next.
// Drawn with plain elements and class names computed on the server: no Chakra in the browser.

export type TGalleryItem = { url: string; width: number; height: number; caption: string | null; alt: string }

export type TGalleryClasses = Record<'grid' | 'item' | 'link' | 'thumb' | 'caption' | 'dialog' | 'figure' | 'large' | 'bar' | 'button', string>

export function GalleryLightbox({ items, classes, label }: { items: TGalleryItem[]; classes: TGalleryClasses; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [current, setCurrent] = useState(0)
  const item = items[current]

  const open = (index: number) => {
    setCurrent(index)
    dialog.current?.showModal()
  }
  const step = (by: number) => setCurrent((index) => (index + by + items.length) % items.length)
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
  }

  return (
    <>
      <ul className={classes.grid} aria-label={label}>
        {items.map((picture, index) => (
          <li key={picture.url} className={classes.item}>
            <figure>
              <a
                href={picture.url}
                className={classes.link}
                aria-label={`Open image ${index + 1} of ${items.length}: ${picture.alt}`}
                onClick={(event) => {
                  event.preventDefault()
                  open(index)
                }}
              >
                <img src={picture.url} alt={picture.alt} width={picture.width || undefined} height={picture.height || undefined} loading="lazy" className={classes.thumb} />
              </a>
              {picture.caption && <figcaption className={classes.caption}>{picture.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      <dialog ref={dialog} className={classes.dialog} aria-label={item ? `Image ${current + 1} of ${items.length}` : label} onKeyDown={onKeyDown}>
        {item && (
          <figure className={classes.figure}>
            <img src={item.url} alt={item.alt} width={item.width || undefined} height={item.height || undefined} className={classes.large} />
            <figcaption className={classes.caption}>
              {item.caption ?? ''} <span>({current + 1} of {items.length})</span>
            </figcaption>
          </figure>
        )}
        <div className={classes.bar}>
          {items.length > 1 && (
            <>
              <button type="button" className={classes.button} onClick={() => step(-1)}>
                Previous
              </button>
              <button type="button" className={classes.button} onClick={() => step(1)}>
                Next
              </button>
            </>
          )}
          <button type="button" className={classes.button} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  )
}
