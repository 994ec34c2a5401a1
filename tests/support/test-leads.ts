import 'server-only'
import { contactSubmissionSchema } from '@/lib/schemas/contact'
import { partnershipInquirySchema } from '@/lib/schemas/partnership'

/** A lead of each kind, as the route handlers pass them on after validation (tests). */
export const contact = contactSubmissionSchema.parse({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 416 555 0100',
  company: 'Analytical Engines',
  message: 'Inquiry Type: funding\n\nWorking capital, please.',
})

export const partnership = partnershipInquirySchema.parse({
  company: 'Northwind Ledger',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@northwind.example',
  phone: '555-0101',
  partnershipType: 'referral',
  businessDescription: 'Referral partnership inquiry',
  partnershipGoals: 'Refer our bookkeeping clients',
  consent: true,
})
