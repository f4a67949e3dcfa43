// Every query key of the catalogue feature comes from here, per centre.
export const catalogueKeys = {
  all: ['catalogue'] as const,
  classifyList: (centre: string) => [...catalogueKeys.all, 'classify', centre] as const,
  products: (centre: string, filters: object) => [...catalogueKeys.all, 'products', centre, filters] as const,
  product: (productId: string) => [...catalogueKeys.all, 'product', productId] as const,
  projectData: (centre: string) => [...catalogueKeys.all, 'projectData', centre] as const,
  projectMerge: (centre: string) => [...catalogueKeys.all, 'projectMerge', centre] as const,
  pricingRules: (centre: string) => [...catalogueKeys.all, 'pricingRules', centre] as const,
  upgrades: (centre: string) => [...catalogueKeys.all, 'upgrades', centre] as const,
  baseProjects: (centre: string, examinee: object) =>
    [...catalogueKeys.all, 'baseProjects', centre, examinee] as const,
  materialsFee: (centre: string, combCodes: string) =>
    [...catalogueKeys.all, 'materialsFee', centre, combCodes] as const,
};
