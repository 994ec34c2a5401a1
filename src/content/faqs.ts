/**
 * The contact page's frequently asked questions (docs/product.md, Contact). An answer may end
 * with a link to the page that says more; the answer text itself stands on its own (the chat
 * assistant and the FAQ structured data use it without the link).
 */
export const contactFaqs: readonly {
  question: string
  answer: string
  link?: { label: string; href: string }
}[] = [
  {
    question: 'How quickly can I be matched with lenders?',
    answer:
      'Matching happens within minutes. Once your business profile is complete, our AI-driven matching compares it with the criteria of our network of 120+ verified lenders and shows you the options that fit, so you can apply to many of them at once instead of one by one.',
  },
  {
    question: 'What does it cost to use the platform?',
    answer:
      'It is free for businesses. Creating a profile, getting matched and applying cost you nothing. We are paid by lenders, not by you: a lender pays us a fee when a business it was matched with takes a loan, and that fee does not change which options you see or their order. Any fees or interest are set by the lender you choose and shown to you before you sign; the loan agreement is directly between you and that lender.',
    link: { label: 'How we make money', href: '/how-we-make-money' },
  },
  {
    question: 'What types of businesses do you work with?',
    answer:
      'Businesses incorporated in Canada or the United States, for commercial purposes. Most of the businesses we match are e-commerce and SaaS companies, and we also work with retail, professional services, manufacturing and transportation businesses, along with others such as cannabis and hemp, lender finance, pharmaceuticals and real estate. Funding ranges from $10K to $10M.',
  },
  {
    question: 'How is my data protected?',
    answer:
      'Your documents and details are protected with 256-bit encryption in transit and at rest. Your data is shared only with the lenders you choose, and we never sell it. Anyone can ask our Privacy Officer for a copy of their information, or to correct or delete it, at any time; our privacy policy lists what we keep and for how long.',
    link: { label: 'Read our privacy policy', href: '/privacy-terms' },
  },
]
