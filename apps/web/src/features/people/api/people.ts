import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListMeta,
  OrgTreeNode,
  PeopleListQuery,
  PeopleOptions,
  Person,
  PersonProfile,
  UpdatePersonBody,
} from '@taskflow/shared';
import { apiFetch, apiPost } from '../../../lib/api-client';

const peopleKey = ['people'] as const;

function toSearch(query: PeopleListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const peopleListQueryOptions = (query: PeopleListQuery) =>
  queryOptions({
    queryKey: [...peopleKey, 'list', query],
    queryFn: () => apiFetch<{ data: Person[]; meta: ListMeta }>(`/people${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });

export const personQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...peopleKey, 'detail', id],
    queryFn: async () => (await apiFetch<{ data: PersonProfile }>(`/people/${id}`)).data,
  });

export const orgTreeQueryOptions = queryOptions({
  queryKey: [...peopleKey, 'tree'],
  queryFn: async () => (await apiFetch<{ data: OrgTreeNode[] }>('/people/tree')).data,
  staleTime: 60_000,
});

export const peopleOptionsQueryOptions = queryOptions({
  queryKey: [...peopleKey, 'options'],
  queryFn: async () => (await apiFetch<{ data: PeopleOptions }>('/people/options')).data,
  staleTime: 60_000,
});

export const usePeople = (query: PeopleListQuery) => useQuery(peopleListQueryOptions(query));
export const usePerson = (id: string) => useQuery(personQueryOptions(id));
export const useOrgTree = (isEnabled = true) => useQuery({ ...orgTreeQueryOptions, enabled: isEnabled });
export const usePeopleOptions = () => useQuery(peopleOptionsQueryOptions);

function usePersonMutation<T>(mutationFn: (input: T) => Promise<{ data: PersonProfile }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      queryClient.setQueryData(personQueryOptions(result.data.id).queryKey, result.data);
      await queryClient.invalidateQueries({ queryKey: peopleKey });
    },
  });
}

export const useUpdatePerson = (id: string) =>
  usePersonMutation((body: UpdatePersonBody) =>
    apiFetch<{ data: PersonProfile }>(`/people/${id}`, { method: 'PATCH', body: JSON.stringify(body) }),
  );

export const useSetPersonActive = (id: string) =>
  usePersonMutation((isActive: boolean) =>
    apiPost<{ data: PersonProfile }>(`/people/${id}/${isActive ? 'reactivate' : 'deactivate'}`),
  );
