import type { MobileOfferKind, MobileOfferProductPage, SimReservationBody } from '@qadhya/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';

export const PRODUCTS_PAGE_SIZE = 12;

export const mobileOfferKeys = {
  products: (kind: MobileOfferKind | 'all', lang: string) => ['mobile-offer', 'products', kind, lang] as const,
  reservations: (user: string) => ['mobile-offer', 'reservations', user] as const,
  allReservations: ['mobile-offer', 'reservations'] as const,
};

/**
 * GET /mobile-offer/products?kind=&page=: the offer's phones, SIM cards and recharges, paged (docs/mobile-offer.md#screens).
 * Silent: the screen shows its own message and « Réessayer » instead of a toast.
 */
export function useMobileOfferProducts(kind: MobileOfferKind | undefined) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: mobileOfferKeys.products(kind ?? 'all', lang),
    queryFn: ({ pageParam, signal }) =>
      call(ops.listMobileOfferProducts, { query: { kind, page: pageParam, pageSize: PRODUCTS_PAGE_SIZE } }, { signal, silent: true, lang }),
    initialPageParam: 1,
    getNextPageParam: (last: MobileOfferProductPage) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /sim-reservations: the shopper's own reservations, newest first (the first 50). */
export function useMyReservations(user: string | null) {
  return useQuery({
    queryKey: mobileOfferKeys.reservations(user ?? ''),
    queryFn: ({ signal }) => call(ops.listMySimReservations, { query: { page: 1, pageSize: 50 } }, { signal, silent: true }),
    enabled: user !== null,
  });
}

/** POST /sim-reservations: silent, the form shows every failure next to what was typed. */
export function useReserveSim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SimReservationBody) => call(ops.reserveSim, { body }, { silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: mobileOfferKeys.allReservations }),
  });
}

/** POST /sim-reservations/:id/cancel: 409 RESERVATION_CLOSED once support has moved it on. */
export function useCancelReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ops.cancelMySimReservation, { params: { id } }, { silent: true }),
    onSettled: () => void client.invalidateQueries({ queryKey: mobileOfferKeys.allReservations }),
  });
}
