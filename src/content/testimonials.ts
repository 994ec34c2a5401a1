import type { Testimonial } from './types'

/**
 * Founder and executive quotes (docs/product.md, Home and "/who-we-help"); exactly one is rated 4.
 * All invented: each shows the 'Illustrative example' note until replaced by a real quote.
 */
export const testimonials: Testimonial[] = [
  {
    quote:
      'We needed inventory capital six weeks before our holiday launch. One profile went out to several lenders, we had three offers to compare within a week, and the funds landed before our first container shipped.',
    name: 'Maya Thornton',
    position: 'Founder & CEO, Harbourline Goods (Vancouver)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'maya',
  },
  {
    quote:
      'Our last raise took four months of back-and-forth with individual banks. This time I uploaded our financials once, was matched with lenders that understood recurring revenue, and closed a growth facility in under three weeks.',
    name: 'Ethan Brandt',
    position: 'CFO, Relaymark Software (Austin)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'ethan',
  },
  {
    quote:
      "Running two grocery locations, I don't have time to fill out the same forms five times. The guided application took one afternoon, and the support team answered every question about our documents the same day.",
    name: 'Aisha Mensah',
    position: 'Owner, Corner & Co. Market (Toronto)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'aisha',
  },
  {
    quote:
      'Matching was fast and the offers were solid. Gathering our partnership tax returns took a few extra days on our end, but once the file was complete, two lenders came back with terms we could compare side by side.',
    name: 'Robert Lindqvist',
    position: 'Managing Partner, Northway Advisory Group (Chicago)',
    rating: 4,
    illustrative: true,
    avatarSeed: 'robert',
  },
  {
    quote:
      'We were financing a new CNC line and needed lenders comfortable with an equipment-heavy balance sheet. The platform surfaced asset-based lenders we had never heard of, and we chose the structure that fit our cash cycle.',
    name: 'Sophie Tremblay',
    position: 'COO, Laurentide Precision (Montreal)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'sophie',
  },
  {
    quote:
      "Fuel and payroll don't wait for 60-day invoices. We completed our profile on a Tuesday, saw matched options within minutes, and had a factoring facility in place the following week. Applying cost us nothing.",
    name: 'Luis Delgado',
    position: 'President, Ridgeway Freight Lines (Dallas)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'luis',
  },
  {
    quote:
      'Every lender we had called before wanted a different spreadsheet. With one digital profile, our documents lived in one place and went only to the lenders we picked. That control mattered to us as much as the speed.',
    name: 'Jenna Whitfield',
    position: 'Co-founder, Fernpath Apparel (Brooklyn)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'jenna',
  },
  {
    quote:
      'We compared venture debt and revenue-based offers in the same dashboard instead of running two separate processes. Seeing the terms side by side made the decision straightforward, and our runway extension closed in under a month.',
    name: 'Arjun Mehta',
    position: 'CEO, Cobalt Ledger (Waterloo)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'arjun',
  },
  {
    quote:
      'The funding readiness insights showed exactly what was holding our application back: our bookkeeping was three months behind. We caught up, reapplied, and received two offers to fit out our second store.',
    name: 'Claire Beaumont',
    position: 'Founder, Maple & Mortar Home (Calgary)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'claire',
  },
  {
    quote:
      'Our controller and I expected a slog. Instead, the guided application walked us through each document, the support team checked in at every step, and we secured a $1.2M equipment line for twelve new trailers.',
    name: 'Tomás Rivera',
    position: 'CFO, Brightwater Logistics (Miami)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'tomas',
  },
  {
    quote:
      "A purchase order came in larger than our working capital could cover. We were matched with PO financing lenders within minutes and had our supplier paid in time to meet the customer's delivery date.",
    name: 'Nadia Rahimi',
    position: 'Director of Operations, Wrenfield Components (Cleveland)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'nadia',
  },
  {
    quote:
      'We hire seasonal staff every spring and needed a working capital line to bridge payroll. One application reached lenders we would never have found on our own, and the team kept us updated until the funds arrived.',
    name: 'Oliver Grant',
    position: 'Principal, Grant & Ashby Garden Centres (Ottawa)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'oliver',
  },
]
