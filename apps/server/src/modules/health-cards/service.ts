import type { BusinessCode } from '@tijian/contract';
import {
  type Answer,
  HEALTH_CARD_STATE_NAMES,
  healthCardExpiry,
  healthCardState,
  infoFromIdCard,
  isSpecificCentre,
  maskIdCard,
  maskName,
  maskPhone,
  normaliseIdCard,
  RuleMessages,
  type ServiceLeft,
  scoreAssessment,
  servicesLeft,
  shanghaiDate,
  stepsFor,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { LimitStore } from '../../security/limit-store.ts';
import type { SecurityLogger } from '../../security/security-log.ts';
import type { CentresService } from '../centres/service.ts';
import type { QuestionnaireService } from '../questionnaire/service.ts';
import { checkCardPassword } from './card-password.ts';
import { createCardGuessThrottle } from './guess-throttle.ts';
import { type AssessmentRow, type CardWithProduct, healthCardsRepository as repo } from './repository.ts';

export const HealthCardErrors = {
  /** An unknown number and a wrong password answer the same. */
  wrongCredentials: '卡号或密码错误',
  alreadyActive: '该卡已激活，不能重复激活',
  notFound: '未找到该健康卡',
  holderRegistered: '该卡已登记持卡人，不能更改',
  holderMissing: '请先登记持卡人信息',
  expired: '该健康卡已过期',
} as const;

/** The platform (any centre) where a card is not tied to one. */
const ANY_CENTRE = '00-0';

export interface HealthCardsDeps {
  db: Db;
  clock: () => Date;
  limits: LimitStore;
  log: SecurityLogger;
  centres: Pick<CentresService, 'centre'>;
  questionnaire: Pick<QuestionnaireService, 'definition' | 'submit' | 'instance'>;
}

interface Extras {
  uses: { cardId: number; serviceCode: string }[];
  assessments: AssessmentRow[];
}

const assessmentOf = (row: AssessmentRow, name: string) => ({
  id: row.id,
  score: row.score,
  level: row.level,
  advice: row.advice,
  name,
  createdAt: row.createdAt.toISOString(),
});

/** Usable cards first, expired ones last. */
const STATE_ORDER = { usable: 0, inactive: 1, expired: 2 } as const;

/**
 * Health service cards (健康卡): activating a printed card (number and password, guesses throttled),
 * naming the person it serves, its services and its scored assessments. Only the card's owner reads
 * or uses it; anyone else's card answers as if it did not exist.
 */
export function createHealthCardsService({
  db,
  clock,
  limits,
  log,
  centres,
  questionnaire,
}: HealthCardsDeps) {
  const throttle = createCardGuessThrottle(limits, log);
  const today = () => shanghaiDate(clock());

  function summaryOf(card: CardWithProduct, { uses, assessments }: Extras) {
    const state = healthCardState(card, today());
    const own = assessments.filter((a) => a.cardId === card.id);
    const latest = own[0];
    const services: ServiceLeft[] = servicesLeft(
      card.product.services,
      uses.filter((u) => u.cardId === card.id),
    );
    return {
      id: card.id,
      cardNo: card.cardNo,
      productId: card.product.id,
      productName: card.product.name,
      description: card.product.description,
      state,
      stateName: HEALTH_CARD_STATE_NAMES[state],
      validityDays: card.product.validityDays,
      activatedAt: card.activatedAt?.toISOString() ?? null,
      expiresOn: card.expiresOn,
      sysCenterId: card.centreId ?? card.product.centreId ?? ANY_CENTRE,
      holderRegistered: card.holderName !== null,
      holderName: card.holderName === null ? null : maskName(card.holderName),
      services: services.map((s) => ({
        code: s.code,
        name: s.name,
        description: s.description,
        times: s.times,
        used: s.used,
        left: s.left,
      })),
      assessmentCount: own.length,
      latestAssessment: latest ? assessmentOf(latest, card.holderName ?? '') : null,
    };
  }

  async function extrasOf(cardIds: number[]): Promise<Extras> {
    const [uses, assessments] = await Promise.all([
      repo.usesOf(db, cardIds),
      repo.assessmentsOf(db, cardIds),
    ]);
    return { uses, assessments };
  }

  async function ownCard(userId: number, id: number): Promise<CardWithProduct> {
    const card = await repo.findOwned(db, userId, id);
    if (!card) throw notFound(HealthCardErrors.notFound);
    return card;
  }

  /** The owner's card, usable (not expired) and with its holder named: what an assessment needs. */
  async function assessableCard(userId: number, id: number) {
    const card = await ownCard(userId, id);
    if (healthCardState(card, today()) === 'expired') throw invalid(HealthCardErrors.expired);
    const { holderName, holderSexCode, holderMarriageCode, holderAge } = card;
    if (holderName === null || holderSexCode === null || holderMarriageCode === null || holderAge === null) {
      throw invalid(HealthCardErrors.holderMissing);
    }
    return {
      card,
      examinee: {
        name: holderName,
        sexCode: holderSexCode,
        marriageCode: holderMarriageCode,
        age: holderAge,
      },
    };
  }

  async function detailOf(card: CardWithProduct) {
    const summary = summaryOf(card, await extrasOf([card.id]));
    const holder =
      card.holderName === null
        ? null
        : {
            name: card.holderName,
            idCardNo: maskIdCard(card.holderIdCardNo ?? ''),
            mobilePhone: maskPhone(card.holderPhone ?? ''),
            sexCode: card.holderSexCode ?? 'male',
            age: card.holderAge ?? 0,
            marriageCode: card.holderMarriageCode ?? 'unmarried',
          };
    return { ...summary, holder };
  }

  return {
    /** The account's health cards (the personal centre's 健康卡 tile). */
    count(userId: number): Promise<number> {
      return repo.countOwned(db, userId);
    },

    /**
     * Activates a printed card for the account. The try is counted (per account and per number)
     * before anything is looked up or compared; an unknown number and a wrong password answer the
     * same, after the same work; only a right password learns that the card is already active.
     */
    async activate(
      userId: number,
      body: { cardNo: string; password: string; sysCenterId?: string | undefined },
    ): Promise<{ cardId: number; cardNo: string; sysCenterId: string }> {
      await throttle.take(userId, body.cardNo);
      const card = await repo.findByCardNo(db, body.cardNo);
      const right = await checkCardPassword(body.password, card?.passwordHash ?? null);
      if (!card || !right) throw invalid(HealthCardErrors.wrongCredentials);
      if (card.state !== 'inactive') throw invalid(HealthCardErrors.alreadyActive);
      const now = clock();
      const activated = await repo.activate(db, card.id, {
        userId,
        activatedAt: now,
        expiresOn: healthCardExpiry(now, card.product.validityDays),
        centreId: card.product.centreId,
      });
      // Someone else's right password got there first.
      if (!activated) throw invalid(HealthCardErrors.alreadyActive);
      const sysCenterId =
        card.product.centreId ?? (isSpecificCentre(body.sysCenterId) ? body.sysCenterId! : ANY_CENTRE);
      return { cardId: activated.id, cardNo: activated.cardNo, sysCenterId };
    },

    /** Usable cards first, then expired ones; the newest activation first within each. */
    async list(userId: number) {
      const cards = await repo.listOwned(db, userId);
      const extras = await extrasOf(cards.map((c) => c.id));
      return cards
        .map((card) => summaryOf(card, extras))
        .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
    },

    async detail(userId: number, id: number) {
      return detailOf(await ownCard(userId, id));
    },

    /**
     * Names the person the account's card serves, once (the card is personal). Sex and age come
     * from the ID number on the server's date; the centre is the card's own, else the one the
     * registration names (which must exist), else none.
     */
    async registerHolder(
      userId: number,
      body: {
        cardNo: string;
        sysCenterId?: string | undefined;
        name: string;
        idCardNo: string;
        mobilePhone: string;
        marriageCode: 'married' | 'unmarried';
      },
    ) {
      const card = await repo.findOwnedByNo(db, userId, body.cardNo);
      if (!card) throw notFound(HealthCardErrors.notFound);
      if (card.holderName !== null) throw invalid(HealthCardErrors.holderRegistered);
      if (healthCardState(card, today()) === 'expired') throw invalid(HealthCardErrors.expired);
      const idCardNo = normaliseIdCard(body.idCardNo);
      const info = infoFromIdCard(idCardNo, today());
      if (!info) throw invalid(RuleMessages.idCardInvalid);
      let centreId = card.product.centreId;
      if (centreId === null && isSpecificCentre(body.sysCenterId)) {
        centreId = (await centres.centre(body.sysCenterId!)).id;
      }
      const updated = await repo.registerHolder(
        db,
        userId,
        card.id,
        {
          holderName: body.name.trim(),
          holderIdCardNo: idCardNo,
          holderPhone: body.mobilePhone.trim(),
          holderSexCode: info.sexCode,
          holderAge: info.age,
          holderMarriageCode: body.marriageCode,
        },
        centreId,
      );
      if (!updated) throw invalid(HealthCardErrors.holderRegistered);
      return detailOf({ ...updated, product: card.product });
    },

    async services(userId: number, cardId: number) {
      const card = await ownCard(userId, cardId);
      return summaryOf(card, await extrasOf([card.id]));
    },

    async assessments(userId: number, cardId: number) {
      const card = await ownCard(userId, cardId);
      const extras = await extrasOf([card.id]);
      return {
        card: summaryOf(card, extras),
        assessments: extras.assessments.map((a) => assessmentOf(a, card.holderName ?? '')),
      };
    },

    /** The card's assessment questionnaire as its holder is asked it, and what to expect. */
    async questionnaire(userId: number, cardId: number) {
      const { card, examinee } = await assessableCard(userId, cardId);
      const definition = await questionnaire.definition(
        card.product.businessCode as BusinessCode,
        examinee.sexCode,
      );
      const questionCount = stepsFor(definition, examinee.sexCode).reduce(
        (n, s) => n + s.questions.length,
        0,
      );
      return {
        card: summaryOf(card, await extrasOf([card.id])),
        questionnaire: definition,
        examinee,
        questionCount,
        // About half a minute a question, two minutes at least.
        minutes: Math.max(2, Math.ceil(questionCount / 2)),
        maxScore: Math.max(0, ...card.product.scoring.bands.map((b) => b.maxScore)),
      };
    },

    /**
     * Takes the card's assessment: the questionnaire module checks the answers against the
     * definition and stores them (an instance); the stored answers are scored with the card's
     * scoring, and the result kept beside the instance as it was.
     */
    async submitAssessment(userId: number, body: { cardId: number; answers: Answer[] }) {
      const { card, examinee } = await assessableCard(userId, body.cardId);
      const { instanceId } = await questionnaire.submit(userId, {
        businessCode: card.product.businessCode as BusinessCode,
        sysCenterId: card.centreId ?? undefined,
        name: examinee.name,
        sexCode: examinee.sexCode,
        marriageCode: examinee.marriageCode,
        age: examinee.age,
        answers: body.answers,
      });
      const stored = await questionnaire.instance(userId, instanceId);
      const result = scoreAssessment(card.product.scoring, stored.answers);
      const row = await repo.insertAssessment(db, {
        cardId: card.id,
        instanceId,
        ...result,
        createdAt: clock(),
      });
      return assessmentOf(row, examinee.name);
    },
  };
}

export type HealthCardsService = ReturnType<typeof createHealthCardsService>;
