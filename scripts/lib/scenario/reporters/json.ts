import { totalsOf, type RunReport } from '../types';
import { redact } from './format';

/** The whole run as JSON (passwords and tokens hidden), with totals. */
export function jsonReport(report: RunReport): string {
  return `${JSON.stringify({ ...report, totals: totalsOf(report), scenarios: redact(report.scenarios) }, null, 2)}\n`;
}
