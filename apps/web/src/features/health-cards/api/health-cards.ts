import { queryOptions } from '@tanstack/react-query';
import { type BodyInputOf, call, type DataOf, healthCards } from '@tijian/client';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { healthCardKeys } from './health-card-keys.ts';

export type HealthCardSummary = DataOf<typeof healthCards.listHealthCards>[number];
export type HealthCardDetail = DataOf<typeof healthCards.getHealthCard>;
export type HealthCardAssessment = DataOf<typeof healthCards.bindHealthCardQuestionnaire>;
export type HealthCardQuestionnaire = DataOf<typeof healthCards.getHealthCardQuestionnaire>;
export type HealthCardService = HealthCardSummary['services'][number];
export type ActivateBody = BodyInputOf<typeof healthCards.activateHealthCard>;
export type RegisterHolderBody = BodyInputOf<typeof healthCards.registerHealthCardHolder>;

// The pages say themselves when a card is not the account's (or not there), so that answer raises
// no toast.
const quietly = { silent: isNotFound };

export function healthCardListOptions() {
  return queryOptions({
    queryKey: healthCardKeys.list(),
    queryFn: ({ signal }) => call(healthCards.listHealthCards, undefined, { signal }),
  });
}

export function healthCardOptions(id: number) {
  return queryOptions({
    queryKey: healthCardKeys.card(id),
    queryFn: ({ signal }) => call(healthCards.getHealthCard, { query: { id } }, { signal, ...quietly }),
  });
}

export function healthCardServicesOptions(cardId: number) {
  return queryOptions({
    queryKey: healthCardKeys.services(cardId),
    queryFn: ({ signal }) =>
      call(healthCards.getHealthCardServices, { query: { cardId } }, { signal, ...quietly }),
  });
}

export function healthCardAssessmentsOptions(cardId: number) {
  return queryOptions({
    queryKey: healthCardKeys.assessments(cardId),
    queryFn: ({ signal }) =>
      call(healthCards.listHealthCardAssessments, { query: { cardId } }, { signal, ...quietly }),
  });
}

export function healthCardQuestionnaireOptions(cardId: number) {
  return queryOptions({
    queryKey: healthCardKeys.questionnaire(cardId),
    queryFn: ({ signal }) =>
      call(healthCards.getHealthCardQuestionnaire, { query: { cardId } }, { signal, ...quietly }),
  });
}

export function activateHealthCard(body: ActivateBody) {
  return call(healthCards.activateHealthCard, { body });
}

export function registerHealthCardHolder(body: RegisterHolderBody) {
  return call(healthCards.registerHealthCardHolder, { body });
}

export function submitHealthCardAssessment(
  body: BodyInputOf<typeof healthCards.bindHealthCardQuestionnaire>,
) {
  return call(healthCards.bindHealthCardQuestionnaire, { body });
}
