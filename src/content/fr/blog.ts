import type { ArticleCategory, BlogFilterName } from '../blog'

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
