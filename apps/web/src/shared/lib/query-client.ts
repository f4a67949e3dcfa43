import { QueryClient } from '@tanstack/react-query';

// One client for the app, shared with the HTTP layer so an ended session can drop cached user data.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
