import type { RequestRecord, StepResult } from '../types';

const SECRET_KEY = /password|token|authorization/i;
const MAX_VALUE_CHARS = 400;

/** Hides passwords and tokens in values a report prints. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) && typeof v === 'string' ? '***' : redact(v)]),
    );
  }
  return value;
}

/** A value as one line of JSON; Thai text stays Thai (JSON.stringify escapes no letters). */
export function formatValue(value: unknown, maxChars = MAX_VALUE_CHARS): string {
  if (value === undefined) return 'undefined';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(redact(value)) ?? `[${typeof value}]`);
  return text.length > maxChars ? `${text.slice(0, maxChars)}… (${text.length} chars)` : text;
}

export function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** The request a failure report shows: the first with an unexpected outcome, else the last. */
export function requestToShow(step: StepResult): RequestRecord | undefined {
  return step.requests.find((r) => r.error !== undefined) ?? step.requests.at(-1);
}

/** The lines that explain a failed step: the request, the answer, each mismatching field. */
export function failureLines(step: StepResult): string[] {
  const lines: string[] = [];
  const request = requestToShow(step);
  if (request) {
    const more = step.requests.length > 1 ? ` (last of ${step.requests.length} requests)` : '';
    lines.push(
      `request: ${request.method} ${pathOf(request.url)}${request.requestBody !== undefined ? ` ${formatValue(request.requestBody, 200)}` : ''}${more}`,
    );
    if (request.error !== undefined) lines.push(`no response: ${request.error}`);
    else lines.push(`response: ${request.status} ${formatValue(request.responseBody)}`);
  }
  for (const mismatch of step.mismatches) {
    lines.push(`${mismatch.path || 'value'}: expected ${mismatch.expected}, seen ${formatValue(mismatch.seen, 200)}`);
  }
  if (step.error !== undefined) lines.push(...`error: ${step.error}`.split('\n'));
  return lines;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}
