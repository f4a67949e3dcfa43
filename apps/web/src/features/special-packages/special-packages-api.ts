import { queryOptions } from '@tanstack/react-query';
import { call, specialPackages } from '@tijian/client';
import type { specialPackages as contract } from '@tijian/contract';
import { isNotFound } from '@/shared/lib/not-found.ts';

export type SpecialPackageList = contract.SpecialPackageList;
export type SpecialPackageSummary = contract.SpecialPackageSummary;
export type SpecialPackageDetail = contract.SpecialPackageDetail;

// A centre's special packages are the same for everyone: public keys, kept across sessions.
export const specialPackageKeys = {
  all: ['special-packages'] as const,
  list: (centreId: string) => [...specialPackageKeys.all, 'list', centreId] as const,
  detail: (id: string) => [...specialPackageKeys.all, 'detail', id] as const,
};

/** What an address may name: a centre id (`00-1`), a package id (`SP-1-HP`); anything else is no page. */
export const isCentreIdParam = (id: string) => /^\d{2}-\d{1,4}$/.test(id);
export const isPackageIdParam = (id: string) => /^[A-Za-z0-9_-]{1,40}$/.test(id);

/** The centre's packages on sale and its name. An unknown centre is the page's own message, not a toast. */
export function specialPackagesOptions(centreId: string) {
  return queryOptions({
    queryKey: specialPackageKeys.list(centreId),
    queryFn: ({ signal }) =>
      call(
        specialPackages.listSpecialPackages,
        { query: { sysCenterId: centreId } },
        { signal, silent: isNotFound },
      ),
    staleTime: 60_000,
  });
}

/**
 * The same list, read quietly: for a page that only offers a way to it (the entrance), which shows
 * nothing, and says nothing, when it cannot be read.
 */
export function specialPackagesEntryOptions(centreId: string) {
  return queryOptions({
    ...specialPackagesOptions(centreId),
    queryFn: ({ signal }) =>
      call(
        specialPackages.listSpecialPackages,
        { query: { sysCenterId: centreId } },
        { signal, silent: true },
      ),
  });
}

export function specialPackageOptions(id: string) {
  return queryOptions({
    queryKey: specialPackageKeys.detail(id),
    queryFn: ({ signal }) =>
      call(specialPackages.getSpecialPackage, { params: { id } }, { signal, silent: isNotFound }),
    staleTime: 60_000,
  });
}
