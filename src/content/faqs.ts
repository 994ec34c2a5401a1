/** The contact page's frequently asked questions (docs/product.md, Contact). */
export const contactFaqs = [
  {
    question: 'How quickly can I be matched with lenders?',
    answer:
      'Matching happens within minutes. Once your business profile is complete, our AI-driven matching compares it with the criteria of our network of 120+ verified lenders and shows you the options that fit, so you can apply to many of them at once instead of one by one.',
  },
  {
    question: 'What does it cost to use the platform?',
    answer:
      'It is free for businesses. Creating a profile, getting matched and applying cost you nothing. Any fees or interest are set by the lender you choose and shown to you before you sign; the loan agreement is directly between you and that lender.',
  },
  {
    question: 'What types of businesses do you work with?',
    answer:
      'Businesses incorporated in Canada or the United States, for commercial purposes. Most of our clients are e-commerce and SaaS companies, and we also fund retail, professional services, manufacturing and transportation businesses, along with others such as cannabis and hemp, lender finance, pharmaceuticals and real estate. Funding ranges from $10K to $10M.',
  },
  {
    question: 'How is my data protected?',
    answer:
      'Your documents and details are protected with 256-bit encryption in transit and at rest. Your data is shared only with the lenders you choose, and we never sell it. You can ask us to correct or delete your information at any time.',
  },
] as const
