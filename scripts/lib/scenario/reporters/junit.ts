import { relativeToRepo } from '../runner';
import { totalsOf, type RunReport, type ScenarioResult, type StepResult } from '../types';
import { failureLines } from './format';

// Characters XML 1.0 does not allow, even escaped (controls other than tab, LF, CR; lone surrogates; FFFE/FFFF).
const INVALID_XML_CHARS = new RegExp('[^\\t\\n\\r\\u0020-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]', 'gu');

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const time = (ms: number) => (ms / 1000).toFixed(3);

function testcase(scenario: ScenarioResult, step: StepResult): string {
  const open = `    <testcase classname="scenarios.${escapeXml(scenario.name)}" name="${escapeXml(step.name)}" time="${time(step.durationMs)}"`;
  const children: string[] = [];
  if (step.status === 'failed') {
    const lines = failureLines(step);
    children.push(
      `      <failure message="${escapeXml(lines.find((l) => !l.startsWith('request:') && !l.startsWith('response:')) ?? lines[0] ?? 'failed')}" type="ScenarioStepFailure">${escapeXml(lines.join('\n'))}</failure>`,
    );
  }
  if (step.status === 'skipped') children.push(`      <skipped message="${escapeXml(step.skipReason ?? 'skipped')}"/>`);
  if (step.screenshot) children.push(`      <system-out>${escapeXml(`[[ATTACHMENT|${relativeToRepo(step.screenshot)}]]`)}</system-out>`);
  return children.length === 0 ? `${open}/>` : `${open}>\n${children.join('\n')}\n    </testcase>`;
}

function testsuite(scenario: ScenarioResult, timestamp: string): string {
  const cases = scenario.steps.map((step) => testcase(scenario, step));
  let failures = scenario.steps.filter((s) => s.status === 'failed').length;
  if (scenario.status === 'failed' && failures === 0) {
    // The scenario broke outside any step (an error in its own code, a timeout).
    failures = 1;
    cases.push(
      `    <testcase classname="scenarios.${escapeXml(scenario.name)}" name="scenario" time="${time(scenario.durationMs)}">\n      <failure message="${escapeXml(scenario.note ?? 'failed')}" type="ScenarioError"/>\n    </testcase>`,
    );
  }
  const skipped = scenario.steps.filter((s) => s.status === 'skipped').length;
  return [
    `  <testsuite name="${escapeXml(scenario.name)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time(scenario.durationMs)}" timestamp="${timestamp}">`,
    '    <properties>',
    `      <property name="description" value="${escapeXml(scenario.description)}"/>`,
    `      <property name="kind" value="${scenario.kind}"/>`,
    `      <property name="namespace" value="${escapeXml(scenario.namespace ?? '')}"/>`,
    '    </properties>',
    ...cases,
    '  </testsuite>',
  ].join('\n');
}

/** JUnit XML for CI dashboards: a test suite per scenario, a test case per step. */
export function junitReport(report: RunReport): string {
  const totals = totalsOf(report);
  const failuresOutsideSteps = report.scenarios.filter(
    (s) => s.status === 'failed' && !s.steps.some((step) => step.status === 'failed'),
  ).length;
  const tests = totals.steps.passed + totals.steps.failed + totals.steps.skipped + failuresOutsideSteps;
  const timestamp = report.startedAt.replace(/\.\d+Z$/, '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="scenarios against ${escapeXml(report.target.baseUrl)}" tests="${tests}" failures="${totals.steps.failed + failuresOutsideSteps}" errors="0" skipped="${totals.steps.skipped}" time="${time(report.durationMs)}">`,
    ...report.scenarios.map((s) => testsuite(s, timestamp)),
    '</testsuites>',
    '',
  ].join('\n');
}
