import type { Answers } from '@tijian/domain';

// Answers given so far, kept per tab (sessionStorage) under a key the page chooses: a reload or a
// trip to another screen halfway through a 40-question assessment resumes where it stopped.
const PREFIX = 'tijian-qn-draft:';

export interface QuestionnaireDraft {
  step: number;
  answers: Answers;
}

export function readQuestionnaireDraft(key: string | undefined): QuestionnaireDraft | null {
  if (!key) return null;
  try {
    const parsed = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null') as QuestionnaireDraft | null;
    if (!parsed || typeof parsed.step !== 'number' || typeof parsed.answers !== 'object' || !parsed.answers) {
      return null;
    }
    return parsed;
  } catch {
    return null;
  }
}

export function saveQuestionnaireDraft(key: string | undefined, draft: QuestionnaireDraft): void {
  if (!key) return;
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private tab): the answers stay on the screen, only a reload loses them.
  }
}

/** Once the answers are sent: the next visit starts empty. */
export function clearQuestionnaireDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // nothing kept, nothing to clear
  }
}
