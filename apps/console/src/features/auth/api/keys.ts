/** Query keys of the operator's own data; every key of the console starts with the session's root. */
export const operatorKeys = {
  all: ['operator'] as const,
  me: () => [...operatorKeys.all, 'me'] as const,
};
