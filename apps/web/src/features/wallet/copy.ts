// This feature's copy, kept with the feature so that the entry chunk carries none of it.
import { copy as shared } from '@/shared/lib/copy.ts';

export const common = shared.common;

export const wallet = {
  couponTitle: '选择电子券',
  couponNone: '不使用',
  couponMinimum: (amount: string) => `满${amount}可用`,
  couponValid: (from: string, to: string) => `${from} 至 ${to}`,
  cardTitle: '选择电子体检卡',
  cardBalance: (amount: string) => `余额 ${amount}`,
  cardExpiry: (date: string) => `有效期至 ${date}`,
  serviceTitle: '选择专属服务',
  serviceSkip: '不需要专属服务',
} as const;
