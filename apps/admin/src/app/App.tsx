import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Spinner } from '../components/ui/Spinner.tsx';
import { isApiError } from '../lib/api/api-error.ts';
import { SessionProvider, useSession } from '../lib/auth/session-context.tsx';
import { NotAllowedPage, NotFoundPage } from '../features/not-allowed/NotAllowedPage.tsx';
import { PasswordChangePage } from '../features/sign-in/PasswordChangePage.tsx';
import { SignInPage } from '../features/sign-in/SignInPage.tsx';
import { Frame } from './Frame.tsx';
import { SCREENS, canSee } from './screens.tsx';

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // 4xx answers are final; the network may come back.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** Signed out: the sign-in; a forced password change first; then the frame and its screens. */
function Gate() {
  const { staff } = useSession();
  if (staff === undefined) return <Spinner label="Chargement de la session…" fullPage />;
  if (staff === null) return <SignInPage />;
  if (staff.password_change_required) return <PasswordChangePage forced />;
  return (
    <Frame>
      <Suspense fallback={<Spinner label="Chargement…" />}>
        <Routes>
          {SCREENS.map((screen) => (
            <Route key={screen.path} path={screen.path} element={canSee(screen, staff.role) ? <screen.Page /> : <NotAllowedPage />} />
          ))}
          <Route path="/mot-de-passe" element={<PasswordChangePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Frame>
  );
}

export function App() {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <SessionProvider>
          <Gate />
        </SessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
