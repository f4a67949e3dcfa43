import { QueryClient } from '@tanstack/react-query';

// One client for the console, shared with the API client's set-up so an ended session drops it all.
export const queryClient = new QueryClient({
  defaultOptions: {
    // Staff screens change under them (another desk checks someone in): read again on coming back.
    queries: { retry: false, refetchOnWindowFocus: true, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
