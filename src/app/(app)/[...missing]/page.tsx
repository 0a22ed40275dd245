import { notFound } from 'next/navigation'

// Any address no route claims renders our not-found page inside the product's layout.
export default function Missing() {
  notFound()
}
