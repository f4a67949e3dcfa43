// The catalogue's check rule, which adds the item a coupon needs to the plan. It loads with the coupon
// popup (see popup-loaders.ts), where a coupon is picked, so the submit screen's first load does not
// carry the catalogue's check rules.
export { checkProject } from '@tijian/domain';
