import { DEFAULT_LOCALE } from './locale'

/** "1 investor", "50,000 investors": a count with its noun, the number grouped as the platform writes numbers. */
export const countText = (count: number, noun: { one: string; many: string }) => `${count.toLocaleString(DEFAULT_LOCALE)} ${count === 1 ? noun.one : noun.many}`
