import type { ArticleCategory, BlogFilterName } from '../blog'

/** The heading of an article's section about its author, in French (`## Note biographique`). */
export const frenchAuthorBioHeading = 'Note biographique'

/** Each article category's name in French. */
export const frenchCategoryNames: Record<ArticleCategory, string> = {
  'Press Release': 'Communiqué',
  Guide: 'Guide',
  'Case Study': 'Étude de cas',
  Insights: 'Analyses',
  Commentary: 'Commentaire',
  'Banking Knowledge': 'Savoir bancaire',
  'Thought Leadership': 'Point de vue',
}

/** Each filter of the blog's list in French (its `?category=` value stays the English name). */
export const frenchFilterNames: Record<BlogFilterName, string> = {
  All: 'Tous',
  'Press Releases': 'Communiqués',
  'Case Studies': 'Études de cas',
  Guides: 'Guides',
  'Market Insights': 'Analyses de marché',
}
