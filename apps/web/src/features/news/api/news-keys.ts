// Every query key of the news feature comes from here. `centre` is a centre id, or null for the
// platform's own news.
export const newsKeys = {
  all: ['news'] as const,
  latest: (centre: string | null) => [...newsKeys.all, 'latest', centre] as const,
  search: (centre: string | null) => [...newsKeys.all, 'search', centre] as const,
  article: (id: string) => [...newsKeys.all, 'article', id] as const,
};
