import { discountedLine, type Fen, fen, type TeamPrice, teamPrice } from '@tijian/domain';
import type { TeamOrderRules, TopicPackage } from '../api/get-team-order-rules.ts';

/** An item of the centre's catalogue as an extra: its name and list price. */
export interface CatalogueItem {
  id: string;
  item: string;
  price: Fen;
  fastingCheck: 0 | 1;
}

export type Payer = 'company' | 'self';

/** One line of 已选项目: what it is, who pays, the list price and what that side pays (null: hidden). */
export interface ChosenLine {
  id: string;
  name: string;
  kind: 'package' | 'topic' | 'item';
  payer: Payer;
  listPrice: Fen | null;
  pays: Fen | null;
}

export interface TeamSelection {
  companyTopics: TopicPackage[];
  addedTopics: TopicPackage[];
  extras: CatalogueItem[];
  lines: ChosenLine[];
  price: TeamPrice;
  /** the ids sent as the employee's topic packages and extra items */
  topicPackageIds: string[];
  extraProjectIds: string[];
}

/** The items a place already has: its package's and those of its company's topic packages. */
export function coveredItems(rules: TeamOrderRules, addedTopicIds: readonly string[] = []): Set<string> {
  const covered = new Set(rules.testPackage.map((i) => i.projectId));
  for (const t of rules.topicPackageList) {
    if (rules.topicPackageId.includes(t.id) || addedTopicIds.includes(t.id)) {
      for (const i of t.items) covered.add(i.projectId);
    }
  }
  return covered;
}

/**
 * What the employee chose, priced by the domain's teamPrice: the company's package and topic packages,
 * the topic packages and items the employee added at the company's discount. A company topic package
 * in the employee's list, or an item a chosen package already holds, is not charged twice.
 */
export function teamSelection(
  rules: TeamOrderRules,
  catalogue: ReadonlyMap<string, CatalogueItem>,
  topicIds: readonly string[],
  extraIds: readonly string[],
): TeamSelection {
  const discount = rules.config.discountUser;
  const companyTopics = rules.topicPackageList.filter((t) => rules.topicPackageId.includes(t.id));
  const addedTopics = rules.topicPackageList.filter(
    (t) => !rules.topicPackageId.includes(t.id) && topicIds.includes(t.id),
  );
  const covered = coveredItems(
    rules,
    addedTopics.map((t) => t.id),
  );
  const extras = extraIds.flatMap((id) => {
    const item = catalogue.get(id);
    return item && !covered.has(id) ? [item] : [];
  });
  const price = teamPrice({
    customPrice: rules.customPrice ?? fen(0),
    addedTopicPrices: addedTopics.map((t) => t.price),
    extraPrices: extras.map((e) => e.price),
    discountPercent: discount,
  });
  const shown = rules.showPrice;
  const lines: ChosenLine[] = [
    {
      id: rules.packageId,
      name: rules.packageName,
      kind: 'package',
      payer: 'company',
      listPrice: null,
      pays: shown ? rules.customPrice : null,
    },
    ...companyTopics.map(
      (t): ChosenLine => ({
        id: t.id,
        name: t.name,
        kind: 'topic',
        payer: 'company',
        listPrice: shown ? t.price : null,
        pays: null,
      }),
    ),
    ...addedTopics.map(
      (t): ChosenLine => ({
        id: t.id,
        name: t.name,
        kind: 'topic',
        payer: 'self',
        listPrice: t.price,
        pays: discountedLine(t.price, discount),
      }),
    ),
    ...extras.map(
      (e): ChosenLine => ({
        id: e.id,
        name: e.item,
        kind: 'item',
        payer: 'self',
        listPrice: e.price,
        pays: discountedLine(e.price, discount),
      }),
    ),
  ];
  return {
    companyTopics,
    addedTopics,
    extras,
    lines,
    price,
    topicPackageIds: addedTopics.map((t) => t.id),
    extraProjectIds: extras.map((e) => e.id),
  };
}
