import type { assessments as contract } from '@tijian/contract';
import {
  type Answer,
  type AssessmentDefinition,
  AssessmentMessages,
  assessmentProblem,
  findAssessment,
  scoreRiskAssessment,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { FamilyService } from '../family/service.ts';
import { type AssessmentResultRow, assessmentsRepository as repo } from './repository.ts';

export interface AssessmentsDeps {
  db: Db;
  /** who may be assessed: the account's own family members only */
  family: Pick<FamilyService, 'detail'>;
  clock: () => Date;
}

export interface SubmitInput {
  id: number;
  memberId?: number | null;
  sexCode: 'male' | 'female';
  age: number;
  answers: Answer[];
}

const SELF_NAME = '本人';

function definitionOf(id: number): AssessmentDefinition {
  const def = findAssessment(id);
  if (!def) throw notFound(AssessmentMessages.notFound);
  return def;
}

function toSummary(row: AssessmentResultRow): contract.AssessmentResultSummary {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    assessmentName: findAssessment(row.assessmentId)?.name ?? '风险评估',
    personName: row.personName,
    memberId: row.memberId,
    score: row.score,
    levelCode: row.levelCode,
    levelName: row.levelName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Risk assessments: the questionnaire of each, and an account's results, scored by the domain's rules. */
export function createAssessmentsService({ db, family, clock }: AssessmentsDeps) {
  return {
    definition(id: number): contract.Assessment {
      const def = definitionOf(id);
      return {
        id: def.id,
        columnId: def.columnId,
        name: def.name,
        intro: def.intro,
        questionCount: def.questionnaire.steps.reduce((n, s) => n + s.questions.length, 0),
        levels: def.levels.map(({ code, name, minScore }) => ({ code, name, minScore })),
        questionnaire: def.questionnaire,
      };
    },

    /** Scores the answers and keeps the result; bad answers are refused and nothing is stored. */
    async submit(userId: number, input: SubmitInput): Promise<{ resultId: number }> {
      const def = definitionOf(input.id);
      // Another account's member reads as missing, like any member id it does not own.
      const member = input.memberId ? await family.detail(userId, input.memberId) : null;
      const person = { sexCode: input.sexCode, age: input.age };
      const problem = assessmentProblem(def, person, input.answers);
      if (problem) throw invalid(problem);
      const { score, level } = scoreRiskAssessment(def, person, input.answers);
      const resultId = await repo.insert(db, {
        userId,
        assessmentId: def.id,
        memberId: member?.id ?? null,
        personName: member?.callName ?? SELF_NAME,
        sexCode: input.sexCode,
        age: input.age,
        answers: input.answers,
        score,
        levelCode: level.code,
        levelName: level.name,
        advice: level.advice,
        createdAt: clock(),
      });
      return { resultId };
    },

    async history(
      userId: number,
      assessmentId: number,
    ): Promise<{ list: contract.AssessmentResultSummary[] }> {
      definitionOf(assessmentId);
      return { list: (await repo.history(db, userId, assessmentId)).map(toSummary) };
    },

    async result(userId: number, id: number): Promise<contract.AssessmentResult> {
      const row = await repo.find(db, userId, id);
      if (!row) throw notFound(AssessmentMessages.resultNotFound);
      const def = findAssessment(row.assessmentId);
      return {
        ...toSummary(row),
        columnId: def?.columnId ?? null,
        sexCode: row.sexCode,
        age: row.age,
        advice: row.advice,
        checks: def ? def.checks.map((c) => ({ ...c })) : [],
      };
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
