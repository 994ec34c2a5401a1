import { frenchAuthors } from './fr/authors'

/**
 * Blog authors (docs/product.md, Data): the two founders, one marketing author and three staff authors
 * have portraits; anyone else is shown with a generic icon.
 */
export type Author = {
  id: string
  name: string
  role: string
  /** Portrait artwork key (drawn by src/components/site/avatar.tsx); absent means the generic icon. */
  portrait?: 'founder-ceo' | 'founder-cto' | 'marketing' | 'advisor' | 'specialist' | 'partnerships'
  bio: string
}

export const authors = [
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    role: 'Co-founder & CEO',
    portrait: 'founder-ceo',
    bio: 'Daniel spent a decade in commercial banking in Toronto before co-founding the company in 2022 to make business credit easier to compare.',
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    role: 'Co-founder & CTO',
    portrait: 'founder-cto',
    bio: 'Priya leads product and engineering, including the matching models that pair business profiles with lender criteria.',
  },
  {
    id: 'sofia-alvarez',
    name: 'Sofia Alvarez',
    role: 'Head of Marketing',
    portrait: 'marketing',
    bio: 'Sofia writes about funding trends, company news and the stories of the businesses on the platform.',
  },
  {
    id: 'liam-chen',
    name: 'Liam Chen',
    role: 'Senior Funding Specialist',
    portrait: 'advisor',
    bio: 'Liam helps founders and CFOs prepare complete applications and understand how the offers they receive differ; the choice stays with them.',
  },
  {
    id: 'hannah-brooks',
    name: 'Hannah Brooks',
    role: 'Funding Specialist',
    portrait: 'specialist',
    bio: 'Hannah works with e-commerce and retail businesses on inventory, purchase order and revenue-based funding.',
  },
  {
    id: 'marcus-reid',
    name: 'Marcus Reid',
    role: 'Partnerships Manager',
    portrait: 'partnerships',
    bio: 'Marcus looks after lender, referral and API partners across Canada and the United States.',
  },
  {
    id: 'guest-contributor',
    name: 'Guest Contributor',
    role: 'Finance writer',
    bio: 'Independent writers who share practical advice for small business owners.',
  },
] as const satisfies readonly Author[]

export type AuthorId = (typeof authors)[number]['id']

export function findAuthor(id: string): Author | undefined {
  return (authors as readonly Author[]).find((author) => author.id === id)
}

/** An author as a page in one language shows them: in French, the French role (and name). */
export function authorIn(author: Author, locale: 'en' | 'fr'): Author {
  if (locale === 'en') return author
  const french = frenchAuthors[author.id as keyof typeof frenchAuthors]
  return { ...author, role: french.role, name: french.name ?? author.name }
}
