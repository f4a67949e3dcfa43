import { CHECK_TYPE_OPTIONS, type CheckType, PRICE_RANGES, type PriceRangeCode } from '@tijian/domain';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import Tabs from 'antd-mobile/es/components/tabs';
import { DownFill } from 'antd-mobile-icons';
import { useState } from 'react';
import type { CheckTypeCount } from '../api/get-classify-list.ts';
import type { ProductQuery } from '../api/get-products.ts';
import * as copy from '../copy.ts';
import './product-filters.css';

const text = copy.products;

/** The entrance's kinds of package list (its buttons link to /product/list?typeId=<kind>). */
export type PackageKind = 'general' | 'special' | '1x' | 'promotion';
const KINDS: readonly PackageKind[] = ['general', 'special', '1x', 'promotion'];

// Exhaustive by type, so a check type added to the domain cannot be missed here.
const CHECK_TYPE_CODES: readonly string[] = CHECK_TYPE_OPTIONS.map((o) => o.code);

export type SexFilter = 'male' | 'female';

/** The list's filters, all kept in the URL so back and refresh keep them. */
export interface ProductFilters {
  kind: PackageKind | null;
  checkType: CheckType | null;
  sexId: SexFilter | null;
  priceRange: PriceRangeCode | null;
}

const isKind = (v: string | null): v is PackageKind => KINDS.includes(v as PackageKind);
const isCheckType = (v: string | null): v is CheckType => v !== null && CHECK_TYPE_CODES.includes(v);
const isPriceRange = (v: string | null): v is PriceRangeCode => PRICE_RANGES.some((r) => r.code === v);

/**
 * `typeId` is an entrance kind or a check type code ('general' reads as the kind: the entrance's
 * 常规套餐). The check-type tab writes `checkType`, so it never collides with the kind.
 */
export function readFilters(params: URLSearchParams): ProductFilters {
  const typeId = params.get('typeId');
  const checkType = params.get('checkType');
  const sexId = params.get('sexId');
  const priceRange = params.get('priceRange');
  return {
    kind: isKind(typeId) ? typeId : null,
    checkType: isCheckType(checkType) ? checkType : !isKind(typeId) && isCheckType(typeId) ? typeId : null,
    sexId: sexId === 'male' || sexId === 'female' ? sexId : null,
    priceRange: isPriceRange(priceRange) ? priceRange : null,
  };
}

/** The URL's query after one filter changed; everything else (centre, kind) stays. */
export function writeFilter(
  params: URLSearchParams,
  change: Partial<Pick<ProductFilters, 'checkType' | 'sexId' | 'priceRange'>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if ('checkType' in change) {
    // A check type given as typeId is replaced by the tab's choice.
    if (!isKind(next.get('typeId'))) next.delete('typeId');
    setOrDelete(next, 'checkType', change.checkType ?? null);
  }
  if ('sexId' in change) setOrDelete(next, 'sexId', change.sexId ?? null);
  if ('priceRange' in change) setOrDelete(next, 'priceRange', change.priceRange ?? null);
  return next;
}

function setOrDelete(params: URLSearchParams, key: string, value: string | null) {
  if (value) params.set(key, value);
  else params.delete(key);
}

/** What the server filters; promotions (no server filter) are kept by `keepProduct`. */
export function productQuery(sysCenterId: string, filters: ProductFilters): ProductQuery {
  const planTypeCode =
    filters.kind === 'general'
      ? 'general'
      : filters.kind === 'special' || filters.kind === '1x'
        ? 'topic'
        : undefined;
  return {
    sysCenterId,
    ...(filters.checkType ? { typeId: filters.checkType } : {}),
    ...(filters.sexId ? { sexId: filters.sexId } : {}),
    ...(filters.priceRange ? { priceRange: filters.priceRange } : {}),
    ...(planTypeCode ? { planTypeCode } : {}),
  };
}

export function keepProduct(filters: ProductFilters, product: { promotion: number }): boolean {
  return filters.kind !== 'promotion' || product.promotion === 1;
}

export interface ProductFilterBarProps {
  filters: ProductFilters;
  /** The centre's check types with their package counts; none while loading. */
  types: readonly CheckTypeCount[];
  onChange: (change: Partial<Pick<ProductFilters, 'checkType' | 'sexId' | 'priceRange'>>) => void;
}

const ALL = 'all';

/** Check-type tabs, then the sex and price choices as action sheets. */
export function ProductFilterBar({ filters, types, onChange }: ProductFilterBarProps) {
  const [sheet, setSheet] = useState<'sex' | 'price' | null>(null);
  const total = types.reduce((n, t) => n + t.count, 0);
  // The counts are of all the centre's packages; within one kind (常规, 专项, promotions) they would
  // overstate the list, so the tabs then show names only.
  const title = (name: string, n: number) => (filters.kind ? name : text.typeCount(name, n));
  const sexName = filters.sexId ? text.sexOptions[filters.sexId] : text.sexOptions.any;
  const priceName = PRICE_RANGES.find((r) => r.code === filters.priceRange)?.name ?? text.anyPrice;
  // A check type from the link that the centre has no packages of still shows as the chosen tab.
  const tabs =
    filters.checkType && !types.some((t) => t.code === filters.checkType)
      ? [...types, { code: filters.checkType, name: filters.checkType, count: 0 }]
      : types;

  return (
    <nav className="product-filters" aria-label={text.filters}>
      {types.length > 0 ? (
        <Tabs
          activeKey={filters.checkType ?? ALL}
          onChange={(key) => onChange({ checkType: key === ALL ? null : (key as CheckType) })}
          className="product-filters-tabs"
        >
          <Tabs.Tab key={ALL} title={title(text.allTypes, total)} />
          {tabs.map((t) => (
            <Tabs.Tab key={t.code} title={title(t.name, t.count)} />
          ))}
        </Tabs>
      ) : null}
      <div className="product-filters-row">
        <button
          type="button"
          className={filters.sexId ? 'product-filter product-filter-on' : 'product-filter'}
          aria-haspopup="listbox"
          onClick={() => setSheet('sex')}
        >
          {text.sex}：{sexName}
          <DownFill aria-hidden="true" className="product-filter-arrow" />
        </button>
        <button
          type="button"
          className={filters.priceRange ? 'product-filter product-filter-on' : 'product-filter'}
          aria-haspopup="listbox"
          onClick={() => setSheet('price')}
        >
          {text.price}：{priceName}
          <DownFill aria-hidden="true" className="product-filter-arrow" />
        </button>
      </div>
      <ActionSheet
        visible={sheet === 'sex'}
        extra={text.sex}
        cancelText={copy.common.cancel}
        actions={(['any', 'male', 'female'] as const).map((code) => ({
          key: code,
          text: text.sexOptions[code],
          bold: (filters.sexId ?? 'any') === code,
        }))}
        onAction={(action) => {
          setSheet(null);
          onChange({ sexId: action.key === 'any' ? null : (action.key as SexFilter) });
        }}
        onClose={() => setSheet(null)}
      />
      <ActionSheet
        visible={sheet === 'price'}
        extra={text.price}
        cancelText={copy.common.cancel}
        actions={[
          { key: ALL, text: text.anyPrice, bold: filters.priceRange === null },
          ...PRICE_RANGES.map((r) => ({ key: r.code, text: r.name, bold: filters.priceRange === r.code })),
        ]}
        onAction={(action) => {
          setSheet(null);
          onChange({ priceRange: action.key === ALL ? null : (action.key as PriceRangeCode) });
        }}
        onClose={() => setSheet(null)}
      />
    </nav>
  );
}
