import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RunSelection } from '@site/contract/mock-control';
import { okBody, useControlApi } from '@/lib/control';
import { keys } from '@/lib/query';

/** A run page polls this often while the run goes on; the list of runs half as often. */
const RUN_POLL_MS = 1000;

// Scenarios and their runs are the mock's, not a namespace's: any namespace's client may ask.

export function useScenarioLibrary() {
  const { api } = useControlApi();
  return api.scenarioLibrary.useQuery({
    queryKey: keys.scenarioLibrary,
    select: (response) => response.body,
    staleTime: Infinity,
    retry: false,
  });
}

export function useScenarioRuns() {
  const { api } = useControlApi();
  return api.runs.useQuery({
    queryKey: keys.scenarioRuns,
    select: (response) => response.body,
    refetchInterval: (query) => (query.state.data?.body.some((run) => run.status === 'running') ? RUN_POLL_MS * 2 : false),
  });
}

export function useStartRun() {
  const { api } = useControlApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (selection: RunSelection) => okBody(await api.startRun.mutate({ body: selection })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.scenarioRuns }),
  });
}

/** One run, followed while it goes on. */
export function useScenarioRun(id: string) {
  const { api } = useControlApi();
  return api.run.useQuery({
    queryKey: keys.scenarioRun(id),
    queryData: { params: { id } },
    select: (response) => response.body,
    refetchInterval: (query) => (query.state.data?.body.status === 'running' ? RUN_POLL_MS : false),
    retry: false,
  });
}
