import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createProgrammeSchema, WarrantyProgramme } from '@domain/warranty-programmes';
import { getJson, sendJson } from '../../lib/api';

const PROGRAMMES_KEY = ['programmes'];

export const useProgrammes = () =>
  useQuery({
    queryKey: PROGRAMMES_KEY,
    queryFn: () => getJson<WarrantyProgramme[]>('/api/programmes'),
  });

/** Creates a programme, or saves every term of `existing`; the list refreshes. */
export function useSaveProgramme(existing?: WarrantyProgramme) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programme: z.output<typeof createProgrammeSchema>) =>
      existing
        ? sendJson<WarrantyProgramme>('PATCH', `/api/programmes/${existing.id}`, programme)
        : sendJson<WarrantyProgramme>('POST', '/api/programmes', programme),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
  });
}

export function useRemoveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/programmes/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
  });
}
