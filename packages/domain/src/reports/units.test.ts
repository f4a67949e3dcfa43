import { describe, expect, it } from 'vitest';
import { INDICATORS, indicatorResult } from './indicators.ts';
import { displayUnit } from './units.ts';

describe('displayUnit', () => {
  it('writes powers as superscripts', () => {
    expect(displayUnit('10^12/L')).toBe('10¹²/L');
    expect(displayUnit('10^9/L')).toBe('10⁹/L');
    expect(displayUnit('kg/m^2')).toBe('kg/m²');
    expect(displayUnit('10^-3 mmol/L')).toBe('10⁻³ mmol/L');
    expect(displayUnit('10^ 6/μL')).toBe('10⁶/μL');
  });

  it('leaves every other unit as it is', () => {
    for (const unit of ['mmol/L', 'μmol/L', 'U/L', '%', 'mmHg', '次/分', '', '10¹²/L', 'kg/m²', 'a^b']) {
      expect(displayUnit(unit)).toBe(unit);
    }
  });

  it('is how the standard indicators already write their units', () => {
    for (const indicator of INDICATORS) expect(displayUnit(indicator.unit)).toBe(indicator.unit);
    expect(indicatorResult('RBC', '4.8').unit).toBe('10¹²/L');
    expect(indicatorResult('WBC', '6.1').unit).toBe('10⁹/L');
  });
});
