import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody } from '../common/errors';
import { IsoDateTime } from '../common/dates';
import { RunReport, ScenarioInfo, ScenarioResult, ScenarioStatus } from '../scenario-report';
import { controlRouterOptions } from './common';

const c = initContract();

/** What a scenario run from the console runs: one scenario, every scenario with a tag, or all (exactly one). */
export const RunSelection = z
  .object({
    scenario: z.string().min(1).max(100).optional(),
    tag: z.string().min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((s) => [s.scenario, s.tag, s.all].filter((v) => v !== undefined).length === 1, {
    message: 'name one of scenario, tag or all',
  });
export type RunSelection = z.infer<typeof RunSelection>;

/** A scenario of a run in progress: queued, running (steps so far), or done. */
export const ScenarioProgress = ScenarioResult.extend({ status: z.enum([...ScenarioStatus.options, 'queued', 'running']) });
export type ScenarioProgress = z.infer<typeof ScenarioProgress>;

export const RUN_STATUSES = ['running', 'passed', 'failed', 'error'] as const;

/** A run the mock started (docs/design/qa.md#scenario-runs): its scenarios as they go, then the whole report. */
export const ScenarioRun = z.object({
  id: z.string(),
  selection: RunSelection,
  /** passed/failed once the report is in; error when the runner ended without one. */
  status: z.enum(RUN_STATUSES),
  startedAt: IsoDateTime,
  finishedAt: IsoDateTime.nullable(),
  scenarios: z.array(ScenarioProgress),
  report: RunReport.nullable(),
  /** Why the run ended without a report (the runner's last words). */
  error: z.string().nullable(),
});
export type ScenarioRun = z.infer<typeof ScenarioRun>;

/** A run in the list of recent runs. */
export const ScenarioRunSummary = z.object({
  id: z.string(),
  selection: RunSelection,
  status: z.enum(RUN_STATUSES),
  startedAt: IsoDateTime,
  finishedAt: IsoDateTime.nullable(),
  scenarios: z.number().int(),
  failed: z.number().int(),
});
export type ScenarioRunSummary = z.infer<typeof ScenarioRunSummary>;

/** Where the mock serves a screenshot of a run's step (not a contract route: the answer is a PNG). */
export function runScreenshotPath(runId: string, file: string): string {
  return `/__mock/scenario-runs/${encodeURIComponent(runId)}/screenshots/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** QA scenario runs the mock starts in a runner process, and their progress. */
export const scenarioRunsControl = c.router(
  {
    scenarioLibrary: {
      method: 'GET',
      path: '/__mock/scenario-runs/library',
      summary: 'The QA scenario library (`npm run scenario -- --list`): name, description, kind, tags',
      responses: { 200: z.array(ScenarioInfo), 503: ErrorBody },
    },
    startRun: {
      method: 'POST',
      path: '/__mock/scenario-runs',
      summary: 'Run QA scenarios (one, a tag, or all) in a runner process with its own gateway; follow it with GET',
      body: RunSelection,
      responses: { 200: ScenarioRun, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
    },
    runs: {
      method: 'GET',
      path: '/__mock/scenario-runs',
      summary: 'Recent scenario runs, newest first',
      responses: { 200: z.array(ScenarioRunSummary) },
    },
    run: {
      method: 'GET',
      path: '/__mock/scenario-runs/:id',
      summary: 'A scenario run: its scenarios and steps so far, and the report once it is over',
      pathParams: z.object({ id: z.string() }),
      responses: { 200: ScenarioRun, 404: ErrorBody },
    },
  },
  controlRouterOptions,
);
