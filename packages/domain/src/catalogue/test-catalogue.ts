// Test helper (imported by tests only): a small centre with one of everything the rules know, using
// the ids the server seed uses too.
import { type Fen, fen } from '../money.ts';
import type {
  Catalogue,
  Material,
  PackageProject,
  PricingRule,
  Product,
  Project,
  UpgradeRule,
} from './types.ts';

export function project(id: string, item: string, price: number, more: Partial<Project> = {}): Project {
  return {
    id,
    item,
    classId: 'C-LAB',
    price: fen(price),
    typable: 0,
    parentId: null,
    mutexId: [],
    relationships: [],
    delectable: '1',
    visible: 1,
    recommendable: 1,
    specialScreening: 0,
    star: 4,
    sex: 'common',
    marriage: 'any',
    fastingCheck: 0,
    examTags: [],
    addWarning: '0',
    warningInfo: '',
    avoid: '',
    inspectionSignificance: '',
    reminder: '',
    knowledgeId: null,
    ...more,
  };
}

export function material(id: string, item: string, price: number, recalculate: 0 | 1): Material {
  return { id, item, price: fen(price), recalculate };
}

export const TEST_PROJECTS: readonly Project[] = [
  project('GEN', '一般检查', 2000, { classId: 'C-BASIC', star: 5 }),
  project('ECG', '心电图', 2500, { classId: 'C-BASIC', delectable: '0' }),
  project('BLOOD', '血常规', 3000),
  project('LIVER', '肝功能', 8000),
  project('KIDNEY', '肾功能', 6000),
  project('LIPID', '血脂四项', 5000),
  project('C13', '碳13呼气试验', 15000, { mutexId: ['C14'] }),
  project('C14', '碳14呼气试验', 10000, { mutexId: ['C13'], examTags: ['radionuclide'] }),
  project('DR-CHEST', '胸部DR', 8000, { classId: 'C-IMG', mutexId: ['CT-CHEST'], examTags: ['xray'] }),
  project('CT-CHEST', '胸部CT', 30000, { classId: 'C-IMG', mutexId: ['DR-CHEST'], examTags: ['ct'] }),
  project('GAS', '胃镜（多选一）', 0, { classId: 'C-ENDO', typable: 1 }),
  project('GAS-PLAIN', '普通胃镜', 50000, { classId: 'C-ENDO', parentId: 'GAS', mutexId: ['GAS-PAINLESS'] }),
  project('GAS-PAINLESS', '无痛胃镜', 90000, {
    classId: 'C-ENDO',
    parentId: 'GAS',
    mutexId: ['GAS-PLAIN'],
    relationships: ['ANES-ASSESS'],
  }),
  project('ANES-ASSESS', '麻醉评估', 5000, { classId: 'C-ENDO' }),
  project('TCT', '宫颈TCT', 20000, { sex: 'female', marriage: 'married', examTags: ['gynaecology'] }),
  project('MAT-FEE', '材料费', 0, { classId: 'C-OTHER', visible: 0, recommendable: 0 }),
];

export const TEST_MATERIALS: readonly Material[] = [
  material('M-NEEDLE', '采血针', 500, 0),
  material('M-TUBE', '采血管', 300, 1),
];

export const RULE_LIVER_KIDNEY: PricingRule = {
  id: 'R-LIVER-KIDNEY',
  name: '肝肾功能组合',
  price: fen(10000),
  subList: [
    { projectId: 'LIVER', price: fen(6000), recalculate: 0 },
    { projectId: 'KIDNEY', price: fen(4000), recalculate: 0 },
  ],
};

export function upgrade(more: Partial<UpgradeRule> = {}): UpgradeRule {
  return {
    id: 'U-CT',
    name: '胸部CT升级',
    description: '建议将胸部DR升级为胸部CT',
    matchType: 1,
    matchValue: fen(50000),
    minValue: fen(0),
    maxValue: fen(0),
    upgradeExpress: 'CT-CHEST*1',
    ...more,
  };
}

export function testCatalogue(more: Partial<Catalogue> = {}): Catalogue {
  return {
    projects: TEST_PROJECTS,
    materials: TEST_MATERIALS,
    materialNeeds: [
      {
        projectId: 'BLOOD',
        materials: [
          { materialId: 'M-NEEDLE', count: 1 },
          { materialId: 'M-TUBE', count: 1 },
        ],
      },
      {
        projectId: 'LIVER',
        materials: [
          { materialId: 'M-NEEDLE', count: 1 },
          { materialId: 'M-TUBE', count: 2 },
        ],
      },
      {
        projectId: 'KIDNEY',
        materials: [
          { materialId: 'M-NEEDLE', count: 1 },
          { materialId: 'M-TUBE', count: 1 },
        ],
      },
    ],
    classes: [
      { id: 'C-BASIC', itemName: '一般检查', rowIndex: 1 },
      { id: 'C-LAB', itemName: '检验', rowIndex: 2 },
      { id: 'C-IMG', itemName: '影像', rowIndex: 3 },
      { id: 'C-ENDO', itemName: '内镜', rowIndex: 4 },
      { id: 'C-OTHER', itemName: '其他', rowIndex: 5 },
    ],
    pricingRules: [RULE_LIVER_KIDNEY],
    upgrades: [upgrade()],
    showProjectPrice: '1',
    materialFeeProjectId: null,
    ...more,
  };
}

export function packageProject(
  projectId: string,
  packable: '1' | 'x' = '1',
  priceDifference: Record<string, number> = {},
): PackageProject {
  return {
    projectId,
    packable,
    priceDifference: Object.fromEntries(
      Object.entries(priceDifference).map(([k, v]) => [k, fen(v)]),
    ) as Record<string, Fen>,
  };
}

/** A package: GEN, ECG, BLOOD fixed; DR-CHEST swappable for CT-CHEST at ¥200.00; 90 %. */
export function testProduct(more: Partial<Product> = {}): Product {
  return {
    id: 'P-BASIC',
    sysCenterId: '00-0',
    packageName: '基础体检套餐',
    planTypeCode: 'general',
    typeId: 'general',
    sex: 'common',
    discount: 90,
    packageProjects: [
      packageProject('GEN'),
      packageProject('ECG'),
      packageProject('BLOOD'),
      packageProject('DR-CHEST', 'x', { 'CT-CHEST': 20000 }),
    ],
    ...more,
  };
}

/** The test items with some fields changed and more items appended: catalogue variants for one test. */
export function projectsWith(changes: Record<string, Partial<Project>>, extra: Project[] = []): Project[] {
  return [...TEST_PROJECTS.map((p) => (changes[p.id] ? { ...p, ...changes[p.id] } : p)), ...extra];
}
