import type { ProductSummary } from '@tijian/contract';
import { formatYuan } from '@tijian/domain';
import Image from 'antd-mobile/es/components/image';
import * as copy from '../copy.ts';
import './product-card.css';

const text = copy.products;

type Priced = Pick<ProductSummary, 'price' | 'discountPriceTotal'>;

/**
 * Whether the centre shows package prices (showPackagePrice): undefined while its detail is loading,
 * so neither a price it may hide nor 到院咨询 it may not mean flashes up.
 */
export type ShowPrice = boolean | undefined;

export function showPriceOf(centre: {
  data?: { showPackagePrice: number } | undefined;
  isError: boolean;
}): ShowPrice {
  if (centre.data) return centre.data.showPackagePrice === 1;
  // Without the centre's word, prices show, as most centres have them.
  return centre.isError ? true : undefined;
}

/**
 * What a package costs: the discounted price, and the list price struck through when it differs. When
 * the centre hides package prices (showPackagePrice 0) it reads 到院咨询 instead.
 */
export function ProductPrice({ product, showPrice }: { product: Priced; showPrice: ShowPrice }) {
  if (showPrice === undefined) return <span className="product-price" />;
  if (!showPrice) return <span className="product-price-ask">{text.askAtCentre}</span>;
  const discounted = product.discountPriceTotal < product.price;
  return (
    <span className="product-price">
      <span className="product-price-now">{formatYuan(product.discountPriceTotal)}</span>
      {discounted ? (
        <del className="product-price-list">
          <span className="visually-hidden">{text.listPrice}</span>
          {formatYuan(product.price)}
        </del>
      ) : null}
    </span>
  );
}

/** 专项 for topic packages, 男/女 for packages of one sex. */
export function ProductTags({ product }: { product: Pick<ProductSummary, 'planTypeCode' | 'sex'> }) {
  if (product.planTypeCode !== 'topic' && product.sex === 'common') return null;
  return (
    <span className="product-tags">
      {product.planTypeCode === 'topic' ? (
        <span className="product-tag product-tag-topic">{text.topic}</span>
      ) : null}
      {product.sex !== 'common' ? (
        <span className={`product-tag product-tag-${product.sex}`}>{text.sexTag[product.sex]}</span>
      ) : null}
    </span>
  );
}

export interface ProductCardProps {
  product: ProductSummary;
  showPrice: ShowPrice;
  onOpen: (product: ProductSummary) => void;
}

export function ProductCard({ product, showPrice, onOpen }: ProductCardProps) {
  return (
    <li className="product-card">
      <button type="button" className="product-card-button" onClick={() => onOpen(product)}>
        <Image
          src={product.picUrl}
          alt=""
          className="product-card-image"
          fit="cover"
          lazy
          fallback={<span className="product-card-image-empty" />}
          placeholder={<span className="product-card-image-empty" />}
        />
        <span className="product-card-text">
          <span className="product-card-title">
            <span className="product-card-name">{product.packageName}</span>
            <ProductTags product={product} />
          </span>
          {product.suitable ? <span className="product-card-suitable">{product.suitable}</span> : null}
          <span className="product-card-foot">
            <ProductPrice product={product} showPrice={showPrice} />
            <span className="product-card-count">{text.itemCount(product.projectCount)}</span>
          </span>
        </span>
      </button>
    </li>
  );
}
