// What a doctor enters for each item of an examined order: the indicators a laboratory or measuring
// item gives (codes of the domain's indicator list, so trends follow them across centres), or a
// described finding for an imaging, endoscopy or physical item. The table covers the demo catalogue's
// common items; an item it does not know is entered as a finding.
import { type Indicator, indicatorOf, type ReportSection, rangeFor } from '@tijian/domain';

type Template = { results: readonly string[] } | { finding: ReportSection };

const results = (...codes: string[]): Template => ({ results: codes });
const imaging: Template = { finding: 'imaging' };
const general: Template = { finding: 'general' };

/** Item id (the catalogue's, the same at every centre) → what it reports. */
export const ITEM_TEMPLATES: Readonly<Record<string, Template>> = {
  'GEN-BASIC': results('HEIGHT', 'WEIGHT', 'BMI', 'SBP', 'DBP', 'HR'),
  'GEN-INTERNAL': general,
  'GEN-SURGERY': general,
  'BLOOD-RT': results('WBC', 'NEUT-P', 'LYMPH-P', 'RBC', 'HGB', 'HCT', 'PLT'),
  'URINE-RT': results('U-PRO', 'U-GLU', 'U-BLD', 'U-WBC', 'U-KET', 'U-SG', 'U-PH'),
  LIVER: results('ALT', 'AST', 'GGT', 'ALP', 'TBIL', 'DBIL', 'TP', 'ALB'),
  KIDNEY: results('UREA', 'CREA', 'UA'),
  LIPID: results('TC', 'TG', 'HDL', 'LDL'),
  GLU: results('GLU'),
  HBA1C: results('HBA1C'),
  UA: results('UA'),
  THYROID: results('FT3', 'FT4', 'TT3', 'TT4', 'TSH'),
  AFP: results('AFP'),
  CEA: results('CEA'),
  CA199: results('CA199'),
  CA125: results('CA125'),
  PSA: results('PSA'),
  'DR-CHEST': imaging,
  'CT-CHEST': imaging,
  'CT-HEAD': imaging,
  'MRI-HEAD': imaging,
  MG: imaging,
  'US-ABD': imaging,
  'US-THYROID': imaging,
  'US-CAROTID': imaging,
  'US-BREAST': imaging,
  'US-GYN': imaging,
  'US-PROSTATE': imaging,
  'US-HEART': imaging,
  'US-KIDNEY': imaging,
  ECG: imaging,
  'GAS-PLAIN': imaging,
  'GAS-PAINLESS': imaging,
  'COL-PLAIN': imaging,
  'COL-PAINLESS': imaging,
};

/** An indicator to fill in, with the range the person's result is read against. */
export interface TemplateIndicator {
  code: string;
  name: string;
  unit: string;
  section: ReportSection;
  groupName: string;
  refLow: number | null;
  refHigh: number | null;
  refText: string;
}

export interface ItemTemplate {
  projectId: string;
  item: string;
  /** indicators to enter; empty for an item entered as a finding, or whose indicators an earlier item holds */
  results: TemplateIndicator[];
  /** the finding to describe, for imaging, endoscopy and physical items */
  finding: { section: ReportSection; item: string } | null;
}

const toTemplate = (indicator: Indicator, sexCode: string): TemplateIndicator => ({
  code: indicator.code,
  name: indicator.name,
  unit: indicator.unit,
  section: indicator.section,
  groupName: indicator.groupName,
  ...rangeFor(indicator, sexCode),
});

/**
 * The entry form of an order's items, in booking order. An indicator two items give (uric acid in
 * 肾功能 and 血尿酸) is listed once, under the first, since a report holds each code once.
 */
export function itemTemplates(
  items: readonly { projectId: string; item: string }[],
  sexCode: string,
): ItemTemplate[] {
  const listed = new Set<string>();
  return items.map(({ projectId, item }) => {
    const template = ITEM_TEMPLATES[projectId] ?? general;
    if ('finding' in template)
      return { projectId, item, results: [], finding: { section: template.finding, item } };
    const indicators = template.results
      .filter((code) => !listed.has(code))
      .map((code) => {
        listed.add(code);
        const indicator = indicatorOf(code);
        if (!indicator) throw new Error(`report template of ${projectId}: no indicator ${code}`);
        return toTemplate(indicator, sexCode);
      });
    return { projectId, item, results: indicators, finding: null };
  });
}
