export const waitlistKeys = {
  all: ['waitlist'] as const,
  list: () => [...waitlistKeys.all, 'list'] as const,
};
