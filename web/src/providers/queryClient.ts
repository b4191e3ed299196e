/**
 * react-admin's query client. A failed call is not tried again (the wrapper has already shown its error dialog,
 * and a 401 has signed out), and a list is not read again when the window regains focus: Refresh does that.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
