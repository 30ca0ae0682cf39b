import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DialogHost } from '../components/ui/dialog/DialogHost.tsx';
import { Toaster } from '../components/ui/toast/Toaster.tsx';
import { createQueryClient } from '../lib/api/index.ts';

/** TanStack Query and the app-wide toasts and alert dialog. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
      <DialogHost />
    </QueryClientProvider>
  );
}
