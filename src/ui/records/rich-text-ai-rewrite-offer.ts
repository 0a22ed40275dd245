'use client'

import { createContext } from 'react'

/**
 * Whether the rich-text editors below show spec 9's AI rewrite control (decision 044): the page's
 * decision (aiRewriteOffered, on the server: a provider is configured, the tenant's switch is on and
 * the person may use it), provided by the form view of a record whose editor has the control (update
 * reports, opportunities). A context, not a prop through the kit form: the form routes' first-load
 * JavaScript has no room to carry it.
 */
export const AiRewriteOffer = createContext(false)
