import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, consult } from '@tijian/client';
import type { consult as contract } from '@tijian/contract';
import { isNotFound } from '@/shared/lib/not-found.ts';

export type ConsultService = contract.ConsultService;
export type ConsultServiceDetail = contract.ConsultServiceDetail;
export type ConsultSlot = contract.ConsultSlot;
export type ConsultBooking = contract.ConsultBooking;

export const consultKeys = {
  all: ['consult'] as const,
  services: (sid: string) => ['consult', 'services', sid] as const,
  service: (id: number) => ['consult', 'service', id] as const,
  slots: (id: number, date: string) => ['consult', 'slots', id, date] as const,
  mine: () => ['consult', 'mine'] as const,
  booking: (id: number) => ['consult', 'booking', id] as const,
};

export function consultServicesOptions(sid: string) {
  return queryOptions({
    queryKey: consultKeys.services(sid),
    queryFn: ({ signal }) => call(consult.listConsultServices, { query: { sysCenterId: sid } }, { signal }),
  });
}

export function consultServiceOptions(id: number) {
  return queryOptions({
    queryKey: consultKeys.service(id),
    // An unknown service is the page's own message, with a way back.
    queryFn: ({ signal }) =>
      call(consult.getConsultService, { query: { id } }, { signal, silent: isNotFound }),
  });
}

export function consultSlotsOptions(id: number, date: string) {
  return queryOptions({
    queryKey: consultKeys.slots(id, date),
    queryFn: ({ signal }) => call(consult.listConsultSlots, { query: { id, date } }, { signal }),
  });
}

export function myConsultsOptions() {
  return queryOptions({
    queryKey: consultKeys.mine(),
    queryFn: ({ signal }) => call(consult.listMyConsults, {}, { signal }),
  });
}

export function myConsultOptions(id: number) {
  return queryOptions({
    queryKey: consultKeys.booking(id),
    queryFn: ({ signal }) => call(consult.getMyConsult, { query: { id } }, { signal, silent: isNotFound }),
  });
}

/** After a booking, a cancel or a rating: the places and the account's list are read again. */
function useConsultMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultKeys.all }),
  });
}

export const useBookConsult = () =>
  useConsultMutation((body: { serviceId: number; date: string; slotNo: number }) =>
    call(consult.bookConsult, { body }),
  );

export const useCancelConsult = () =>
  useConsultMutation((id: number) => call(consult.cancelConsult, { body: { id } }));

export const useSendConsultFeedback = () =>
  useConsultMutation((body: { id: number; rating: number; comment: string }) =>
    call(consult.sendConsultFeedback, { body }),
  );
