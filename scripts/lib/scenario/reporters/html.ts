import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ScenarioReport } from '@site/console/scenario-report';
import { th } from '@site/console/i18n/th';
import type { RunReport } from '../types';
import { redact } from './format';

/** Where `--report html` writes without `--output`. */
export const DEFAULT_REPORT_DIR = fileURLToPath(new URL('../../../test-results', import.meta.url));
export const HTML_REPORT_NAME = 'scenario-report.html';

/** The HTML report goes beside the junit/json file (CI keeps that folder as an artifact). */
export function htmlReportPath(output: string | undefined): string {
  return path.join(output ? path.dirname(path.resolve(output)) : DEFAULT_REPORT_DIR, HTML_REPORT_NAME);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/**
 * The run as one self-contained HTML file: the QA console's report view rendered on the server,
 * its stylesheet inlined, screenshots as data: URIs, no script. Passwords and tokens are hidden
 * as in the JSON report.
 */
export async function htmlReport(report: RunReport): Promise<string> {
  const shown = { ...report, scenarios: redact(report.scenarios) as RunReport['scenarios'] };
  const images = new Map<string, string>();
  for (const step of shown.scenarios.flatMap((s) => s.steps)) {
    if (!step.screenshot || images.has(step.screenshot)) continue;
    const png = await readFile(step.screenshot).catch(() => null);
    if (png) images.set(step.screenshot, `data:image/png;base64,${png.toString('base64')}`);
  }
  const require = createRequire(import.meta.url);
  const css = await readFile(require.resolve('@site/console/scenario-report.css'), 'utf8');
  const body = renderToStaticMarkup(
    createElement(ScenarioReport, {
      scenarios: shown.scenarios,
      startedAt: shown.startedAt,
      durationMs: shown.durationMs,
      seed: shown.seed,
      target: shown.target,
      // a screenshot that could not be read shows its alt text
      screenshotSrc: (file: string) => images.get(file) ?? '',
    }),
  );
  const title = `${th.report.fileTitle} ${shown.startedAt}`;
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; padding: 1rem 1.5rem; background: #fff; }
h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
${css}</style>
</head>
<body>
<main>
<h1 class="scenario-report">${escapeHtml(th.report.fileTitle)}</h1>
${body}
</main>
</body>
</html>
`;
}
