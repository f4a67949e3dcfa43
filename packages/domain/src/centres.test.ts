import { describe, expect, it } from 'vitest';
import { distanceKm, entranceOptions, matchCityName, nearestCity, upgradeHintPhones } from './centres.ts';

const open = { individuationOpt: 1, projectSelectOpt: 1 };
const closed = { individuationOpt: 0, projectSelectOpt: 0 };

describe('entranceOptions', () => {
  it('shows everything but the centre-only buttons for 00-0', () => {
    expect(entranceOptions('00-0', undefined)).toEqual({
      personalised: true,
      screening1x: false,
      packages: true,
      selfChosen: true,
      promotions: false,
    });
  });

  it('follows individuationOpt and projectSelectOpt for a chosen centre', () => {
    expect(entranceOptions('00-1', open)).toMatchObject({ personalised: true, selfChosen: true });
    expect(entranceOptions('00-1', closed)).toMatchObject({
      personalised: false,
      selfChosen: false,
      packages: true,
    });
    expect(entranceOptions('00-1', undefined)).toMatchObject({ personalised: false, selfChosen: false });
  });

  it('offers 1+X screening only at 00-16 and promotions only at 00-02', () => {
    expect(entranceOptions('00-16', closed).screening1x).toBe(true);
    expect(entranceOptions('00-02', closed).promotions).toBe(true);
    expect(entranceOptions('00-02', closed).screening1x).toBe(false);
    expect(entranceOptions('00-1', open)).toMatchObject({ screening1x: false, promotions: false });
  });
});

describe('location', () => {
  const beijing = { id: 'bj', name: '北京市', latitude: 39.9042, longitude: 116.4074 };
  const shanghai = { id: 'sh', name: '上海市', latitude: 31.2304, longitude: 121.4737 };
  const guangzhou = { id: 'gz', name: '广州市', latitude: 23.1291, longitude: 113.2644 };
  const cities = [beijing, shanghai, guangzhou];

  it('measures great-circle distance (Beijing–Shanghai about 1067 km)', () => {
    expect(distanceKm(beijing, shanghai)).toBeGreaterThan(1050);
    expect(distanceKm(beijing, shanghai)).toBeLessThan(1080);
    expect(distanceKm(beijing, beijing)).toBe(0);
  });

  it('picks the nearest city', () => {
    expect(nearestCity(cities, { latitude: 31.1, longitude: 121.3 })).toBe(shanghai);
    expect(nearestCity(cities, { latitude: 22.54, longitude: 114.06 })).toBe(guangzhou);
    expect(nearestCity([], { latitude: 0, longitude: 0 })).toBeUndefined();
  });

  it('matches a city name with or without its last character', () => {
    expect(matchCityName(cities, '北京市')).toBe(beijing);
    expect(matchCityName(cities, '北京')).toBe(beijing);
    expect(matchCityName([{ name: '上海' }], '上海市')).toEqual({ name: '上海' });
    expect(matchCityName(cities, '深圳市')).toBeUndefined();
    expect(matchCityName(cities, '')).toBeUndefined();
  });
});

describe('upgradeHintPhones (spec 9: 00-07 upgrade wording with two phone numbers)', () => {
  const phones = ['021-68771234', '021-68775678', '021-68770000'];

  it('gives centre 00-07 its first two numbers', () => {
    expect(upgradeHintPhones('00-07', phones)).toEqual(['021-68771234', '021-68775678']);
    expect(upgradeHintPhones('00-07', ['', '021-68775678'])).toEqual(['021-68775678']);
  });

  it('gives every other centre none, whatever it holds', () => {
    expect(upgradeHintPhones('00-7', phones)).toEqual([]);
    expect(upgradeHintPhones('00-1', phones)).toEqual([]);
  });
});
