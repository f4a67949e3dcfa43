import { describe, expect, it } from 'vitest';
import { stationOf, stationRoute } from './stations.ts';

const item = (name: string, category: string, fastingCheck: 0 | 1 = 0) => ({
  item: name,
  category,
  fastingCheck,
});

describe('stationOf', () => {
  it('sends each kind of item to its station by name first, then by category', () => {
    expect(stationOf(item('血常规（五分类）', '血液检查'))).toBe('blood');
    expect(stationOf(item('肝功能（八项）', '生化检查'))).toBe('blood');
    expect(stationOf(item('腹部彩超（肝、胆、胰、脾、肾）', '超声检查'))).toBe('abdominalUltrasound');
    expect(stationOf(item('甲状腺彩超', '超声检查'))).toBe('ultrasound');
    expect(stationOf(item('十二导联心电图', '心血管检查'))).toBe('ecg');
    // a cardiac marker is listed under 心血管检查 but is drawn with the blood
    expect(stationOf(item('N末端脑钠肽前体（NT-proBNP）', '心血管检查'))).toBe('blood');
    expect(stationOf(item('幽门螺杆菌抗体', '幽门螺杆菌检测'))).toBe('blood');
    expect(stationOf(item('碳13呼气试验', '幽门螺杆菌检测'))).toBe('breath');
    expect(stationOf(item('胸部DR正位片', '影像检查'))).toBe('radiology');
    expect(stationOf(item('眼底照相', '眼耳鼻喉'))).toBe('eye');
    expect(stationOf(item('纯音测听', '眼耳鼻喉'))).toBe('ent');
    expect(stationOf(item('内科检查', '一般检查'))).toBe('internal');
    expect(stationOf(item('外科检查', '一般检查'))).toBe('surgery');
    expect(stationOf(item('一般检查（身高、体重、血压、BMI）', '一般检查'))).toBe('general');
    expect(stationOf(item('尿常规', '尿便检查'))).toBe('specimen');
    expect(stationOf(item('宫颈液基薄层细胞学检查（TCT）', '妇科检查'))).toBe('gynaecology');
    expect(stationOf(item('无痛胃镜', '内镜检查'))).toBe('endoscopy');
  });

  it('sends an item no rule names to 其他检查, also without a category', () => {
    expect(stationOf(item('中医体质辨识', '一般检查'))).toBe('general');
    expect(stationOf(item('基因检测', ''))).toBe('other');
  });
});

describe('stationRoute', () => {
  it('puts blood and the abdominal ultrasound first, then breakfast, then the rest in the round order', () => {
    const route = stationRoute([
      item('十二导联心电图', '心血管检查'),
      item('内科检查', '一般检查'),
      item('腹部彩超（肝、胆、胰、脾、肾）', '超声检查', 1),
      item('胸部DR正位片', '影像检查'),
      item('血常规（五分类）', '血液检查'),
      item('空腹血糖', '生化检查', 1),
    ]);
    expect(route.stations.map((s) => s.name)).toEqual(['抽血', '腹部超声', '内科', '心电图', '放射']);
    expect(route.breakfastAfter).toBe(2);
    expect(route.stations[0]!.items).toEqual(['血常规（五分类）', '空腹血糖']);
  });

  it('moves any station where this person has a fasting item before breakfast', () => {
    const route = stationRoute([
      item('内科检查', '一般检查'),
      item('上腹部CT平扫', '影像检查', 1),
      item('血常规（五分类）', '血液检查'),
    ]);
    expect(route.stations.map((s) => s.station)).toEqual(['blood', 'radiology', 'internal']);
    expect(route.breakfastAfter).toBe(2);
  });

  it('has no breakfast step when nothing needs an empty stomach', () => {
    const route = stationRoute([item('内科检查', '一般检查'), item('眼底照相', '眼耳鼻喉')]);
    expect(route.stations.map((s) => s.station)).toEqual(['internal', 'eye']);
    expect(route.breakfastAfter).toBe(0);
  });

  it('lists a station once however many items are done there', () => {
    const route = stationRoute([item('甲状腺彩超', '超声检查'), item('颈动脉彩超', '超声检查')]);
    expect(route.stations).toEqual([
      { station: 'ultrasound', name: '超声', fasting: false, items: ['甲状腺彩超', '颈动脉彩超'] },
    ]);
  });
});
