// Test helper (imported by tests only): a small centre's catalogue as the server answers it, with the
// ids the domain's own test catalogue and the seed use, and a page mounted in a data router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { catalogue, centres, users } from '@tijian/client';
import { catalogueOf, type ProductDetail, type ProjectData, type ProjectMerge } from '@tijian/contract';
import {
  type CatalogueIndex,
  type ExamineeProfile,
  fen,
  indexCatalogue,
  type Plan,
  type PricingRule,
  type Product,
  type Project,
  type Recommendations,
  type UpgradeRule,
} from '@tijian/domain';
import { TEST_PROJECTS, project as testProject } from '@tijian/domain/testing';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { useBookingDraft } from '@/features/draft/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import type { ApiRoutes } from '@/test/render.tsx';
import { mockApi } from '@/test/render.tsx';

export const CENTRE = '00-5';

// The domain's test items (the same ids), without stars, with the breath tests on the special-screening
// tab, and a PET-CT that warns before it is added.
const PET = testProject('PET', 'PET-CT', 800000, {
  classId: 'C-IMG',
  addWarning: '1',
  warningInfo: 'PET-CT有一定辐射，备孕及孕期人群不宜检查',
  specialScreening: 1,
  star: 0,
});
const SPECIAL_SCREENING = new Set(['C13', 'C14']);

export const PROJECTS: Project[] = TEST_PROJECTS.flatMap((p) => {
  const item: Project = { ...p, star: 0, ...(SPECIAL_SCREENING.has(p.id) ? { specialScreening: 1 } : {}) };
  return p.id === 'TCT' ? [PET, item] : [item];
});

export const PROJECT_DATA: ProjectData = {
  projectList: PROJECTS,
  projectClassList: [
    { id: 'C-IMG', itemName: '影像', rowIndex: 3 },
    { id: 'C-BASIC', itemName: '一般检查', rowIndex: 1 },
    { id: 'C-LAB', itemName: '检验', rowIndex: 2 },
    { id: 'C-ENDO', itemName: '内镜', rowIndex: 4 },
    { id: 'C-OTHER', itemName: '其他', rowIndex: 5 },
  ],
  projectListTree: [{ id: 'GAS', children: ['GAS-PLAIN', 'GAS-PAINLESS'] }],
  materialList: [
    { id: 'M-NEEDLE', item: '采血针', price: fen(500), recalculate: 0 },
    { id: 'M-TUBE', item: '采血管', price: fen(300), recalculate: 1 },
  ],
  showPrice: '1',
  materialFeeProjectId: null,
};

export const MERGE: ProjectMerge = {
  relationList: [
    { projectId: 'BLOOD', relationIds: 'M-NEEDLE*1,M-TUBE*1' },
    { projectId: 'LIVER', relationIds: 'M-NEEDLE*1,M-TUBE*2' },
    { projectId: 'KIDNEY', relationIds: 'M-NEEDLE*1,M-TUBE*1' },
  ],
};

export const PRICING_RULES: PricingRule[] = [
  {
    id: 'R-LIVER-KIDNEY',
    name: '肝肾功能组合',
    price: fen(10000),
    subList: [
      { projectId: 'LIVER', price: fen(6000), recalculate: 0 },
      { projectId: 'KIDNEY', price: fen(4000), recalculate: 0 },
    ],
  },
];

export const UPGRADES: UpgradeRule[] = [
  {
    id: 'U-CT',
    name: '胸部CT升级',
    description: '您的方案已满500元，建议加选胸部CT，肺部检查更全面',
    matchType: 1,
    matchValue: fen(50000),
    minValue: fen(0),
    maxValue: fen(0),
    upgradeExpress: 'CT-CHEST*1',
  },
];

export const RECOMMENDATIONS: Recommendations = {
  basePackagePros: ['GEN', 'ECG', 'BLOOD'],
  rulePackagePros: ['LIVER'],
  lastRulePackagePros: ['KIDNEY', 'DR-CHEST'],
  thoroughRulePackagePros: ['LIPID'],
};

export const NO_RECOMMENDATIONS: Recommendations = {
  basePackagePros: [],
  rulePackagePros: [],
  lastRulePackagePros: [],
  thoroughRulePackagePros: [],
};

export const PRODUCT: ProductDetail = {
  id: 'P-BASIC',
  sysCenterId: CENTRE,
  packageName: '基础体检套餐',
  planTypeCode: 'general',
  typeId: 'general',
  sex: 'common',
  discount: 90,
  price: fen(15500),
  discountPriceTotal: fen(13950),
  projectCount: 4,
  picUrl: '',
  suitable: '',
  promotion: 0,
  notes: '',
  packageProjects: [
    { projectId: 'GEN', packable: '1', priceDifference: {} },
    { projectId: 'ECG', packable: '1', priceDifference: {} },
    { projectId: 'BLOOD', packable: '1', priceDifference: {} },
    { projectId: 'DR-CHEST', packable: 'x', priceDifference: { 'CT-CHEST': fen(20000) } },
  ],
  projects: PROJECTS.filter((p) => ['GEN', 'ECG', 'BLOOD', 'DR-CHEST'].includes(p.id)),
};

export const EXAMINEE: ExamineeProfile = { sexCode: 'male', marryStateCode: 'married', age: 40 };

export const USER = {
  id: 1,
  callName: '张先生',
  name: '张三',
  mobilePhone: '13800138000',
  idCardNo: null,
  sexCode: 'male',
  age: 40,
  marryStateCode: 'married',
  folkId: null,
  folkName: null,
  height: null,
  weight: null,
  isGzbd: 0,
  hasPassword: true,
};

export const DISCLAIMER = {
  title: '体检风险告知书',
  list: [{ title: '一、项目选择', content: '未选择推荐项目可能导致相关疾病无法及时发现。' }],
};

export function centre(more: Record<string, unknown> = {}) {
  return { id: CENTRE, name: '测试体检中心', showPackagePrice: 1, disclaimer: DISCLAIMER, ...more };
}

/** The server's answers for this centre; `more` replaces some. */
export function catalogueRoutes(
  more: {
    data?: ProjectData;
    recommendations?: Recommendations;
    upgrades?: UpgradeRule[];
    user?: object;
    centre?: object;
  } = {},
): ApiRoutes {
  return {
    [users.getUser.path]: more.user ?? USER,
    [centres.getCentre.path]: more.centre ?? centre(),
    [catalogue.getProjectData.path]: more.data ?? PROJECT_DATA,
    [catalogue.getProjectMerge.path]: MERGE,
    [catalogue.getPricingRules.path]: PRICING_RULES,
    [catalogue.getUpgrades.path]: more.upgrades ?? UPGRADES,
    [catalogue.getBaseProjects.path]: more.recommendations ?? RECOMMENDATIONS,
    [catalogue.getProduct.path]: PRODUCT,
  };
}

/** The index the pages build from the same answers, to hold their figures against the rules. */
export function testIndex(data: ProjectData = PROJECT_DATA, product?: Product): CatalogueIndex {
  return indexCatalogue(catalogueOf(data, MERGE, PRICING_RULES, UPGRADES), {
    products: product ? [product] : [],
  });
}

export type { Plan };

function Elsewhere() {
  const location = useLocation();
  return (
    <>
      <p>{`navigated:${location.pathname}`}</p>
      <p>{`query:${location.search}`}</p>
    </>
  );
}

/** A booking page inside a data router (the chooser blocks leaving), with a fresh query cache. */
export function renderPlanPage(element: ReactElement, { path, url }: { path: string; url: string }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

/**
 * Before each test of a plan page: fetch answered with this catalogue, a session cookie, an empty
 * booking draft; after it, all of that undone. The test file mocks '@/shared/ui/feedback.ts' itself
 * (vi.mock is hoisted per file), and the toasts it records are cleared here.
 */
export function withCatalogueApi(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = 'token=t-1; path=/';
    useBookingDraft.getState().reset();
    mockApi(fetchMock, catalogueRoutes());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    vi.mocked(showToast).mockClear();
  });
  return fetchMock;
}
