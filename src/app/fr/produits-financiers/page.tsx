import { ProductsView, productsMetadata } from '@/features/products/products-view'
import { setPageLocale } from '@/i18n/page-locale'

export const generateMetadata = () => productsMetadata('fr')

export default function FrenchFinancialProductsPage() {
  setPageLocale('fr')
  return <ProductsView locale="fr" />
}
