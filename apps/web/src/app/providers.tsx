import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogHost } from '../components/ui/dialog/DialogHost.tsx';
import { Toaster } from '../components/ui/toast/Toaster.tsx';
import { createQueryClient } from '../lib/api/index.ts';
import { i18n } from '../lib/i18n/index.ts';

/** i18n, TanStack Query, and the app-wide toasts and alert dialog. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
        <DialogHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
