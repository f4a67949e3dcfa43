import type { PaymentConfig } from '../../config.ts';
import { AlipayProvider } from './alipay/alipay-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { type SandboxPayer, SandboxProvider } from './sandbox-provider.ts';
import { WechatPayProvider } from './wechatpay/wechatpay-provider.ts';

/** A configured provider; the sandbox also pays and refunds on its own pages. */
export type ConfiguredProvider = PaymentProvider & Partial<SandboxPayer>;

/**
 * The configured providers by name (a payment row's `provider`, the notify address's segment), in
 * the order PAYMENT_PROVIDER names them: the first is offered first. Empty when online payment is off.
 */
export type PaymentProviders = ReadonlyMap<string, ConfiguredProvider>;

export function providersFor(payment: PaymentConfig): PaymentProviders {
  const make = {
    sandbox: () => new SandboxProvider(payment.signingSecret),
    wechatpay: () => new WechatPayProvider(payment.wechatpay!),
    alipay: () => new AlipayProvider(payment.alipay!),
  };
  return new Map(payment.providers.map((name) => [name, make[name]()] as const));
}
