export { ProductCard, type ProductCardData, type ProductCardProps } from './ProductCard.tsx';
