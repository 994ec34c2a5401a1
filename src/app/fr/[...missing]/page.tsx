import { notFound } from 'next/navigation'

/** Any other address under /fr: the French 404, inside the French layout. */
export default function MissingFrenchPage() {
  notFound()
}
