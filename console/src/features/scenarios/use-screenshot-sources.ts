import { useEffect, useState } from 'react';
import { NAMESPACE_HEADER, runScreenshotPath, type ScenarioRun } from '@site/contract/mock-control';
import { controlCallHeaders } from '@/lib/control-token';

/**
 * The screenshots of a run as data: URIs. An `<img src>` cannot send the control token, so on
 * a mock locked with MOCK_CONTROL_TOKEN (docs/design/mock.md#shared-mock) a plain URL would answer 401; each file
 * is fetched with the token instead, once, as it appears while the run goes on. data: rather
 * than blob: because the console's content policy allows `img-src 'self' data:`.
 */
export function useScreenshotSources(run: ScenarioRun | undefined, namespace: string): (file: string) => string {
  const [sources, setSources] = useState<Record<string, string>>({});
  const runId = run?.id;
  const files = run?.scenarios.flatMap((scenario) => scenario.steps.flatMap((step) => (step.screenshot ? [step.screenshot] : []))) ?? [];
  const missing = files.filter((file) => !(file in sources)).join('\n');

  useEffect(() => {
    if (runId === undefined || missing === '') return;
    let cancelled = false;
    for (const file of missing.split('\n')) {
      void fetch(runScreenshotPath(runId, file), { headers: { [NAMESPACE_HEADER]: namespace, ...controlCallHeaders() } })
        .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`${response.status}`))))
        .then(readAsDataUri)
        .then(
          (source) => !cancelled && setSources((known) => ({ ...known, [file]: source })),
          // an unreadable screenshot shows as a broken image with its alt text, not a crash
          () => !cancelled && setSources((known) => ({ ...known, [file]: '' })),
        );
    }
    return () => {
      cancelled = true;
    };
  }, [runId, missing, namespace]);

  return (file) => sources[file] ?? '';
}

function readAsDataUri(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data: URI')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}
