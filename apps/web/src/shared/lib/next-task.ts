/** Resolves in a later task, so that what follows lets the browser paint and take input first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
