import type { BusinessCode, InstanceSummary, PersonalPlan, PlanItem, SurveyStatus } from '@tijian/contract';
import {
  type Answer,
  answersByQid,
  conditionsFromAnswers,
  type ExamCondition,
  type ExamineeProfile,
  evaluatePlanRules,
  firstProblemInQuestionnaire,
  LEVEL_ORDER,
  LEVEL_STARS,
  needsSurvey,
  type PlanRule,
  type Project,
  type ProjectId,
  pruneAnswers,
  type Questionnaire,
  type Recommendations,
  SURVEY_BUSINESS_CODE,
  SURVEY_VALID_HOURS,
  SurveyMessages,
  stepsFor,
  surveyIsGzbd,
  visibleInQuestionnaire,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { CentresService } from '../centres/service.ts';
import { type InstanceRow, questionnaireRepository } from './repository.ts';

export const Errors = {
  unknownQuestionnaire: '该问卷暂未开放',
  unknownInstance: '未找到该问卷记录',
  noPlan: '该问卷不生成体检方案',
} as const;

/** The centre's base pack joins the plan with this reason. */
export const BASE_REASON = '基础体检项目，建议每年检查';

export interface QuestionnaireDeps {
  db: Db;
  cache: ReadCache;
  catalogue: Pick<CatalogueService, 'centreCatalogue' | 'baseProjects'>;
  centres: Pick<CentresService, 'centre'>;
  clock: () => Date;
}

type Sex = 'male' | 'female';

const summaryOf = (row: InstanceRow): InstanceSummary => ({
  id: row.id,
  businessCode: row.businessCode as BusinessCode,
  name: row.name,
  sexCode: row.sexCode,
  marriageCode: row.marriageCode,
  age: row.age,
  sysCenterId: row.sysCenterId,
  createdAt: row.createdAt.toISOString(),
});

/** The steps an examinee of this sex is asked; every step when the sex is not known yet. */
const forSex = (q: Questionnaire, sexCode: Sex | undefined): Questionnaire =>
  sexCode ? { ...q, steps: stepsFor(q, sexCode) } : q;

/** An item this examinee can have: listed, and for their sex and marital status. */
const suits = (p: Project, e: ExamineeProfile) =>
  p.visible === 1 &&
  (p.sex === 'common' || p.sex === e.sexCode) &&
  (p.marriage === 'any' || e.marryStateCode === 'married');

export function createQuestionnaireService({ db, cache, catalogue, centres, clock }: QuestionnaireDeps) {
  const load = (businessCode: string) =>
    cache.read(`questionnaire:${businessCode}`, async () => {
      const row = await questionnaireRepository.findQuestionnaire(db, businessCode);
      if (!row) throw notFound(Errors.unknownQuestionnaire);
      return row;
    });

  async function ownInstance(userId: number, id: number): Promise<InstanceRow> {
    const row = await questionnaireRepository.findInstance(db, userId, id);
    if (!row) throw notFound(Errors.unknownInstance);
    return row;
  }

  return {
    /**
     * Health assessments taken (the 健康评估 tile): every stored questionnaire result except the
     * epidemiological survey, which is a gate before booking, not an assessment.
     */
    countAssessments(centreId?: string): Promise<number> {
      return questionnaireRepository.countInstancesExcept(db, SURVEY_BUSINESS_CODE, centreId);
    },

    /** The definition for an examinee: the women's-health steps only for women. */
    async definition(businessCode: BusinessCode, sexCode?: Sex): Promise<Questionnaire> {
      return forSex((await load(businessCode)).definition, sexCode);
    },

    /** The user's newest instance of this questionnaire for such an examinee, or null. */
    async previous(
      userId: number,
      q: {
        type: BusinessCode;
        sexCode: Sex;
        marriageCode: 'married' | 'unmarried';
        name?: string | undefined;
      },
    ): Promise<{ instance: InstanceSummary } | null> {
      const row = await questionnaireRepository.latestInstance(db, userId, {
        businessCode: q.type,
        sexCode: q.sexCode,
        marriageCode: q.marriageCode,
        name: q.name,
      });
      return row ? { instance: summaryOf(row) } : null;
    },

    /**
     * Stores the answers when every question asked is answered well (spec 5): the first problem is
     * answered with its message. Answers of questions not asked and unknown option ids are dropped.
     */
    async submit(
      userId: number,
      body: {
        businessCode: BusinessCode;
        sysCenterId?: string | undefined;
        name?: string | undefined;
        sexCode: Sex;
        marriageCode: 'married' | 'unmarried';
        age: number;
        answers: Answer[];
      },
    ): Promise<{ instanceId: number }> {
      const { definition } = await load(body.businessCode);
      const byQid = answersByQid(body.answers);
      const problem = firstProblemInQuestionnaire(definition, byQid, body.sexCode);
      if (problem) throw invalid(problem.message);
      const asked = new Map(visibleInQuestionnaire(definition, byQid, body.sexCode).map((q) => [q.id, q]));
      const answers = pruneAnswers(definition, byQid, body.sexCode).map((a): Answer => {
        const question = asked.get(a.qid)!;
        if (question.questionTypeCode === 'text')
          return { qid: a.qid, txtAnswer: (a.txtAnswer ?? '').trim() };
        const known = new Set(question.optionList.map((o) => o.id));
        return { qid: a.qid, optAnswers: (a.optAnswers ?? []).filter((id) => known.has(id)) };
      });
      const row = await questionnaireRepository.insertInstance(db, {
        userId,
        businessCode: body.businessCode,
        name: body.name ?? '',
        sexCode: body.sexCode,
        marriageCode: body.marriageCode,
        age: body.age,
        sysCenterId: body.sysCenterId ?? '',
        answers,
        // The service's clock, so a survey's age is judged on the same clock that stamped it.
        createdAt: clock(),
      });
      return { instanceId: row.id };
    },

    /** One of the user's own instances with its answers and the questionnaire as it was asked. */
    async instance(userId: number, id: number) {
      const row = await ownInstance(userId, id);
      const { definition } = await load(row.businessCode);
      return {
        instance: summaryOf(row),
        questionnaire: forSex(definition, row.sexCode),
        answers: row.answers,
      };
    },

    /**
     * The survey gate of a centre for the session user (spec 4 "Booking flow"): isGzbd comes from the
     * newest survey that still counts, judged by the survey's own risk rule, never from the client.
     */
    async surveyStatus(
      userId: number,
      q: { sysCenterId: string; name?: string | undefined },
    ): Promise<SurveyStatus> {
      const { phone } = await centres.centre(q.sysCenterId);
      const required = needsSurvey(q.sysCenterId) ? 1 : 0;
      const since = new Date(clock().getTime() - SURVEY_VALID_HOURS * 3_600_000);
      const row = await questionnaireRepository.latestSurvey(db, userId, {
        businessCode: SURVEY_BUSINESS_CODE,
        since,
        name: q.name,
      });
      if (!row) return { required, answered: 0, instanceId: null, isGzbd: 0, phone, message: null };
      const isGzbd = surveyIsGzbd((await load(SURVEY_BUSINESS_CODE)).definition, row.answers);
      return {
        required,
        answered: 1,
        instanceId: row.id,
        isGzbd,
        phone,
        message: isGzbd === 1 ? SurveyMessages.refused(phone) : null,
      };
    },

    /**
     * Why a booking at this centre cannot be taken because of the survey gate, or null: unanswered,
     * or answered with a risk. For the order's own check, so the gate holds whatever a client skips.
     */
    async surveyRefusal(
      userId: number,
      q: { sysCenterId: string; name?: string | undefined },
    ): Promise<string | null> {
      if (!needsSurvey(q.sysCenterId)) return null;
      const status = await this.surveyStatus(userId, q);
      if (status.answered === 0) return SurveyMessages.required;
      return status.message;
    },

    /**
     * The pre-exam conditions (pregnant, pacemaker…) the user's instance declares, for the order's
     * eligibility check. Another user's or an unknown instance declares none: the order then rests
     * on what the person declared on confirm-items, and nobody learns whether the id exists.
     */
    async examConditions(userId: number, instanceId: number): Promise<ExamCondition[]> {
      const row = await questionnaireRepository.findInstance(db, userId, instanceId);
      if (!row) return [];
      const { definition } = await load(row.businessCode);
      return conditionsFromAnswers(definition, row.answers, row.sexCode);
    },

    /**
     * The personalised plan of an instance at a centre: the questionnaire's rule table over its answers,
     * then the centre's base pack. Items the centre lacks or the examinee cannot have are left out; of
     * two items that exclude each other the one met first (higher level, questionnaire first) stays.
     */
    async plan(
      userId: number,
      q: {
        aqInstanceId: number;
        sysCenterId: string;
        marryStateCode: 'married' | 'unmarried';
        age: number;
        sexCode?: Sex | undefined;
      },
    ): Promise<PersonalPlan> {
      const row = await ownInstance(userId, q.aqInstanceId);
      const { rules } = await load(row.businessCode);
      if (rules.length === 0) throw invalid(Errors.noPlan);
      const examinee: ExamineeProfile = {
        sexCode: q.sexCode ?? row.sexCode,
        marryStateCode: q.marryStateCode,
        age: q.age,
      };
      const c = await catalogue.centreCatalogue(q.sysCenterId);
      const base = await catalogue.baseProjects(q.sysCenterId, examinee);
      const table: PlanRule[] = [
        ...rules,
        { id: 'centre-base', projectIds: base.basePackagePros, level: 'base', reason: BASE_REASON, when: [] },
      ];
      const answers = answersByQid(row.answers);
      const result = evaluatePlanRules(table, answers, examinee);
      const fromAnswers = new Set(Object.keys(evaluatePlanRules(rules, answers, examinee).levels));

      // What the answers call for first (so a chest CT for a smoker displaces the base pack's X-ray it
      // excludes), then the rest of the base pack; each part by level.
      const byLevel = (ids: string[]) =>
        LEVEL_ORDER.flatMap((level) => ids.filter((id) => result.levels[id] === level));
      const ids = Object.keys(result.levels);
      const ordered = [
        ...byLevel(ids.filter((id) => fromAnswers.has(id))),
        ...byLevel(ids.filter((id) => !fromAnswers.has(id))),
      ];
      const kept: Project[] = [];
      for (const id of ordered) {
        const p = c.index.projects.get(id);
        if (!p || !suits(p, examinee)) continue;
        if (kept.some((k) => k.mutexId.includes(p.id) || p.mutexId.includes(k.id))) continue;
        kept.push(p);
      }
      const groups: Recommendations = {
        basePackagePros: [],
        rulePackagePros: [],
        lastRulePackagePros: [],
        thoroughRulePackagePros: [],
      };
      const groupOf = {
        base: 'basePackagePros',
        must: 'rulePackagePros',
        precise: 'lastRulePackagePros',
        thorough: 'thoroughRulePackagePros',
      } as const;
      // Listed by level, whatever part they came from.
      const items: PlanItem[] = byLevel(kept.map((p) => p.id)).map((id) => {
        const p = c.index.projects.get(id)!;
        const level = result.levels[p.id]!;
        groups[groupOf[level]].push(p.id as ProjectId);
        return {
          projectId: p.id,
          item: p.item,
          level,
          star: LEVEL_STARS[level],
          price: p.price,
          reasons: result.reasons[p.id] ?? [],
        };
      });
      return { ...groups, items };
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
