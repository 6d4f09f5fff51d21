/**
 * QA scenario runner: `npm run scenario -- <name...|all> [--tag TAG] [--base-url URL | --own-gateway]
 * [--namespace NAME] [--seed N] [--reporter pretty|junit|json|events] [--output FILE] [--report html]
 * [--screenshot-dir DIR] [--kind api|browser] [--concurrency N] [--list] [--help]`. See docs/qa.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RunEvent } from '@site/contract/scenario-report';
import { scenarios } from './scenarios/index';
import { describeLibrary, parseRunnerArgs, selectScenarios, stagingMembersFromEnv, UsageError, USAGE } from './lib/scenario/cli';
import { runScenarios } from './lib/scenario/runner';
import { resolveTarget } from './lib/scenario/target';
import { prettyHeader, prettyScenario, prettySummary } from './lib/scenario/reporters/pretty';
import { junitReport } from './lib/scenario/reporters/junit';
import { jsonReport } from './lib/scenario/reporters/json';
import { htmlReport, htmlReportPath } from './lib/scenario/reporters/html';
import { redact } from './lib/scenario/reporters/format';
import { exitCodeFor, runAdvice, totalsLine } from './lib/scenario/types';

/** `--reporter events`: one JSON line per event on stdout, secrets hidden (what the mock's runs read). */
function emit(event: RunEvent): void {
  process.stdout.write(`${JSON.stringify(redact(event))}\n`);
}

async function main(): Promise<number> {
  const args = parseRunnerArgs(parseArgs, process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.list) {
    if (args.reporter === 'json') {
      process.stdout.write(`${JSON.stringify(describeLibrary(scenarios), null, 2)}\n`);
      return 0;
    }
    const width = Math.max(...scenarios.map((s) => s.name.length));
    for (const s of scenarios)
      console.log(`${s.name.padEnd(width)}  ${s.kind === 'browser' ? '[browser] ' : ''}${s.description} (${s.tags.join(', ')})`);
    return 0;
  }
  const selected = selectScenarios(scenarios, args.names, args.kind, args.tag);
  const events = args.reporter === 'events';
  const color = args.reporter === 'pretty' && process.stdout.isTTY === true && !process.env.NO_COLOR;
  const target = await resolveTarget(args.baseUrl, (line) => console.error(line), args.ownGateway);
  try {
    if (args.reporter === 'pretty') console.log(`${prettyHeader(target.info, args.seed, { color })}\n`);
    const report = await runScenarios(selected, {
      target: target.info,
      seed: args.seed,
      ...(args.namespace !== undefined ? { namespace: args.namespace } : {}),
      ...(args.concurrency !== undefined ? { concurrency: args.concurrency } : {}),
      ...(args.screenshotDir !== undefined ? { screenshotDir: path.resolve(args.screenshotDir) } : {}),
      stagingMembers: stagingMembersFromEnv(process.env),
      ...(events
        ? {
            onScenarioStart: (definition) => emit({ event: 'scenario-started', name: definition.name }),
            onStep: (definition, step) => emit({ event: 'step', scenario: definition.name, step }),
          }
        : {}),
      onScenarioDone: (result) => {
        if (args.reporter === 'pretty') console.log(prettyScenario(result, { color }));
        if (events) emit({ event: 'scenario-done', result });
      },
    });
    if (args.reporter === 'pretty') {
      console.log(prettySummary(report, { color }));
    } else if (events) {
      emit({ event: 'run-done', report });
    } else {
      const document = args.reporter === 'junit' ? junitReport(report) : jsonReport(report);
      if (args.output) {
        await writeFile(args.output, document);
        console.error(`${args.reporter} report written to ${args.output}`);
      } else {
        process.stdout.write(document);
      }
    }
    if (args.report === 'html') {
      const file = htmlReportPath(args.output);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await htmlReport(report));
      console.error(`html report written to ${file}`);
    }
    // the totals and what to do reach a person whatever the reporter writes where (pretty's summary has the totals)
    if (args.reporter !== 'pretty') console.error(totalsLine(report));
    for (const line of runAdvice(report)) console.error(line);
    return exitCodeFor(report);
  } finally {
    await target.close();
  }
}

main().then(
  // exit once stdout has taken everything: the events reporter's last line (the whole report) is
  // larger than a pipe holds, and process.exit() would cut it off for the reading mock
  (code) => process.stdout.write('', () => process.exit(code)),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `scenario: ${error.message}` : error);
    process.exit(2);
  },
);
