import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import {
  listableServices,
  NO_SERVICE_MESSAGE,
  SERVICE_DATE_FIRST_MESSAGE,
  serviceChoiceRefusal,
} from './services.ts';
import { service } from './test-booking.ts';

describe('listableServices', () => {
  it('keeps a service whose price range holds the total, inclusive', () => {
    const s = service({ minPrice: fen(10000), maxPrice: fen(50000) });
    expect(listableServices([s], fen(10000), 'online')).toEqual([s]);
    expect(listableServices([s], fen(50000), 'online')).toEqual([s]);
    expect(listableServices([s], fen(9999), 'online')).toEqual([]);
    expect(listableServices([s], fen(50001), 'online')).toEqual([]);
  });

  it('drops unsupported services and those without a limit', () => {
    expect(listableServices([service({ isSupport: 0 })], fen(100), 'online')).toEqual([]);
    expect(listableServices([service({ limitNumber: 0 })], fen(100), 'online')).toEqual([]);
  });

  it('keeps online and both always, the others only when they match the payment', () => {
    const online = service({ projectId: 'A', payment: 'online' });
    const both = service({ projectId: 'B', payment: 'both' });
    const hospital = service({ projectId: 'C', payment: 'onhospital' });
    const batch = service({ projectId: 'D', payment: 'batch' });
    const all = [online, both, hospital, batch];
    expect(listableServices(all, fen(100), 'onhospital')).toEqual([online, both, hospital]);
    expect(listableServices(all, fen(100), 'online')).toEqual([online, both]);
    expect(listableServices(all, fen(100), null)).toEqual([online, both]);
  });
});

describe('serviceChoiceRefusal', () => {
  it('asks for the date first', () => {
    expect(serviceChoiceRefusal(service(), false)).toBe(SERVICE_DATE_FIRST_MESSAGE);
  });

  it('refuses a service the date does not offer, with the spec spacing and quotes', () => {
    expect(serviceChoiceRefusal(service({ item: 'VIP通道', canVip: 0 }), true)).toBe(
      '您当前选择的体检日期，不提供 \u201cVIP通道\u201d 服务',
    );
    expect(serviceChoiceRefusal(service({ canVip: 1 }), true)).toBeNull();
  });

  it('has the no-service text', () => {
    expect(NO_SERVICE_MESSAGE).toBe('专属服务暂不支持选择');
  });
});
