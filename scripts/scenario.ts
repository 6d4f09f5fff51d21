/**
 * QA scenario runner: `npm run scenario -- <name...|all> [--base-url URL] [--namespace NAME]
 * [--seed N] [--reporter pretty|junit|json] [--output FILE] [--kind api|browser]
 * [--concurrency N] [--list]`. See docs/qa.md.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { scenarios } from './scenarios/index';
import { parseRunnerArgs, selectScenarios, stagingMembersFromEnv, UsageError } from './lib/scenario/cli';
import { runScenarios } from './lib/scenario/runner';
import { resolveTarget } from './lib/scenario/target';
import { prettyHeader, prettyScenario, prettySummary } from './lib/scenario/reporters/pretty';
import { junitReport } from './lib/scenario/reporters/junit';
import { jsonReport } from './lib/scenario/reporters/json';
import { exitCodeFor } from './lib/scenario/types';

async function main(): Promise<number> {
  const args = parseRunnerArgs(parseArgs, process.argv.slice(2));
  if (args.list) {
    const width = Math.max(...scenarios.map((s) => s.name.length));
    for (const s of scenarios) console.log(`${s.name.padEnd(width)}  ${s.kind === 'browser' ? '[browser] ' : ''}${s.description}`);
    return 0;
  }
  const selected = selectScenarios(scenarios, args.names, args.kind);
  const color = args.reporter === 'pretty' && process.stdout.isTTY === true && !process.env.NO_COLOR;
  const target = await resolveTarget(args.baseUrl, (line) => console.error(line));
  try {
    if (args.reporter === 'pretty') console.log(`${prettyHeader(target.info, args.seed, { color })}\n`);
    const report = await runScenarios(selected, {
      target: target.info,
      seed: args.seed,
      ...(args.namespace !== undefined ? { namespace: args.namespace } : {}),
      ...(args.concurrency !== undefined ? { concurrency: args.concurrency } : {}),
      stagingMembers: stagingMembersFromEnv(process.env),
      onScenarioDone: (result) => {
        if (args.reporter === 'pretty') console.log(prettyScenario(result, { color }));
      },
    });
    if (args.reporter === 'pretty') {
      console.log(prettySummary(report, { color }));
    } else {
      const document = args.reporter === 'junit' ? junitReport(report) : jsonReport(report);
      if (args.output) {
        await writeFile(args.output, document);
        console.error(`${args.reporter} report written to ${args.output}`);
      } else {
        process.stdout.write(document);
      }
    }
    return exitCodeFor(report);
  } finally {
    await target.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `scenario: ${error.message}` : error);
    process.exit(2);
  },
);
