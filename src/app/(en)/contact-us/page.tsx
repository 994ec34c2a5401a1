import { ContactView, contactMetadata } from '@/features/contact/contact-view'

export const generateMetadata = () => contactMetadata('en')

export default function ContactPage() {
  return <ContactView locale="en" />
}
