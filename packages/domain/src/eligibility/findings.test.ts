import { describe, expect, it } from 'vitest';
import { project } from '../catalogue/test-catalogue.ts';
import { eligibilityFindings, refusalMessage, refusedFindings } from './findings.ts';
import { EligibilityReasons as R } from './reasons.ts';

const woman = { sexCode: 'female', age: 30 } as const;
const man = { sexCode: 'male', age: 30 } as const;

const DR = project('DR-CHEST', '胸部DR', 80, { examTags: ['xray'] });
const CT = project('CT-CHEST', '胸部CT', 300, { examTags: ['ct'] });
const MG = project('MG', '乳腺钼靶', 200, { examTags: ['mammography'], sex: 'female' });
const C14 = project('C14', '碳14呼气试验', 100, { examTags: ['radionuclide'] });
const PET = project('PET-CT', 'PET-CT', 7000, { examTags: ['ct', 'radionuclide', 'abdominal'] });
const MRI = project('MRI-HEAD', '头颅MRI', 600, { examTags: ['mri'] });
const TCT = project('TCT', '宫颈TCT', 200, { examTags: ['gynaecology'], sex: 'female' });
const URINE = project('URINE-RT', '尿常规', 20, { examTags: ['urine'] });
const FOB = project('FOB', '便潜血', 20, { examTags: ['stool'] });
const US_ABD = project('US-ABD', '腹部彩超', 150, { examTags: ['abdominal'], fastingCheck: 1 });
const LIVER = project('LIVER', '肝功能', 60, { fastingCheck: 1 });
const BLOOD = project('BLOOD', '血常规', 30);

const ALL = [DR, CT, MG, C14, PET, MRI, TCT, URINE, FOB, US_ABD, LIVER, BLOOD];

const pick = (findings: ReturnType<typeof eligibilityFindings>) =>
  findings.map((f) => [f.projectId, f.severity, f.reason]);

describe('eligibilityFindings', () => {
  it('says nothing of items without tags or fasting, whatever is declared', () => {
    expect(eligibilityFindings([BLOOD], woman, ['pregnant', 'pacemaker', 'menstruating'])).toEqual([]);
  });

  it('gives every fasting item the fasting notice even with nothing declared', () => {
    expect(pick(eligibilityFindings(ALL, woman, []))).toEqual([
      ['US-ABD', 'notice', R.fasting],
      ['LIVER', 'notice', R.fasting],
    ]);
  });

  it('refuses X-ray, CT, mammography and the C14 test in pregnancy, with the reason', () => {
    const refused = refusedFindings(eligibilityFindings(ALL, woman, ['pregnant']));
    expect(pick(refused)).toEqual([
      ['DR-CHEST', 'refuse', R.radiationPregnant],
      ['CT-CHEST', 'refuse', R.radiationPregnant],
      ['MG', 'refuse', R.radiationPregnant],
      ['C14', 'refuse', R.radionuclidePregnant],
      // PET-CT is both a CT and a radionuclide scan: one radiation finding, the first rule's.
      ['PET-CT', 'refuse', R.radionuclidePregnant],
    ]);
    expect(refused[0]).toMatchObject({ item: '胸部DR' });
  });

  it('refuses radiation when planning a pregnancy too, with its own reason', () => {
    expect(pick(refusedFindings(eligibilityFindings([DR, CT, C14], woman, ['planning_pregnancy'])))).toEqual([
      ['DR-CHEST', 'refuse', R.radiationPlanning],
      ['CT-CHEST', 'refuse', R.radiationPlanning],
      ['C14', 'refuse', R.radionuclidePregnant],
    ]);
  });

  it('prefers the pregnancy reason when both pregnant and planning are declared', () => {
    expect(pick(eligibilityFindings([CT], woman, ['planning_pregnancy', 'pregnant']))).toEqual([
      ['CT-CHEST', 'refuse', R.radiationPregnant],
    ]);
  });

  it('ignores the women’s conditions for a man', () => {
    expect(
      eligibilityFindings([DR, CT, TCT, URINE], man, ['pregnant', 'planning_pregnancy', 'menstruating']),
    ).toEqual([]);
  });

  it('refuses MRI for a pacemaker or a metal implant, for anyone', () => {
    expect(pick(eligibilityFindings([MRI], man, ['pacemaker']))).toEqual([
      ['MRI-HEAD', 'refuse', R.mriPacemaker],
    ]);
    expect(pick(eligibilityFindings([MRI], woman, ['implant']))).toEqual([
      ['MRI-HEAD', 'refuse', R.mriImplant],
    ]);
    expect(pick(eligibilityFindings([MRI], man, ['implant', 'pacemaker']))).toEqual([
      ['MRI-HEAD', 'refuse', R.mriPacemaker],
    ]);
    expect(eligibilityFindings([DR, CT], man, ['pacemaker'])).toEqual([]);
  });

  it('tells a menstruating woman to pick another day for gynaecology, urine and stool tests', () => {
    expect(pick(eligibilityFindings([TCT, URINE, FOB, BLOOD], woman, ['menstruating']))).toEqual([
      ['TCT', 'notice', R.gynaecologyMenstruating],
      ['URINE-RT', 'notice', R.urineMenstruating],
      ['FOB', 'notice', R.stoolMenstruating],
    ]);
  });

  it('replaces the fasting notice with the diabetic one', () => {
    expect(pick(eligibilityFindings([LIVER, BLOOD], man, ['diabetes']))).toEqual([
      ['LIVER', 'notice', R.fastingDiabetes],
    ]);
  });

  it('warns of abdominal imaging after a barium meal, next to the fasting notice', () => {
    expect(pick(eligibilityFindings([US_ABD], man, ['recent_barium']))).toEqual([
      ['US-ABD', 'notice', R.abdominalBarium],
      ['US-ABD', 'notice', R.fasting],
    ]);
  });

  it('lists an item’s refusals before its notices', () => {
    expect(pick(eligibilityFindings([PET], woman, ['recent_barium', 'pregnant']))).toEqual([
      ['PET-CT', 'refuse', R.radionuclidePregnant],
      ['PET-CT', 'notice', R.abdominalBarium],
    ]);
  });

  it('ignores codes it does not know', () => {
    expect(eligibilityFindings([CT, MRI], woman, ['flu', 'PREGNANT', ''])).toEqual([]);
  });
});

describe('refusalMessage', () => {
  it('names every refused item with its reason, and nothing when none is refused', () => {
    const findings = eligibilityFindings([DR, LIVER, MRI], woman, ['pregnant', 'pacemaker']);
    expect(refusalMessage(findings)).toBe(`胸部DR：${R.radiationPregnant}；头颅MRI：${R.mriPacemaker}`);
    expect(refusalMessage(eligibilityFindings([LIVER], woman, []))).toBeNull();
  });
});
