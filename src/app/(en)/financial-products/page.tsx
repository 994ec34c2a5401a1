import { ProductsView, productsMetadata } from '@/features/products/products-view'

export const generateMetadata = () => productsMetadata('en')

export default function FinancialProductsPage() {
  return <ProductsView locale="en" />
}
