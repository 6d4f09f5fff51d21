import { describe, expect, it } from 'vitest';
import { mockControlClient } from '@site/contract/mock-control';
import type { Site } from '@site/web/e2e/support/site';
import { CONSOLE_URL, expectAccessible, expectNotice, openConsole, screenshots, setUpConsoleForFile, th } from './support';

describe('QA console: served in mock mode, namespaces', () => {
  let site: Site;
  setUpConsoleForFile(import.meta.filename, 'members', (opened) => void (site = opened));

  const control = (namespace: string) => mockControlClient(site.url, { namespace, env: process.env });
  const namespaces = async () => {
    const listed = await site.control.namespaces();
    if (listed.status !== 200) throw new Error(`namespaces: ${listed.status}`);
    return listed.body.namespaces.map((s) => s.namespace);
  };

  it('is served by the gateway at /__mock/console with a page policy, and loads without a CSP violation', async () => {
    expect((await fetch(`${site.url}/__mock/console`)).status).toBe(200);
    const page = await fetch(`${site.url}${CONSOLE_URL}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    await openConsole(site, site.page);
    await expect.poll(() => site.page.getByRole('heading', { name: th.app.title }).isVisible()).toBe(true);
    expect(await site.cspViolations()).toEqual([]);
    await expectAccessible(site.page);
    await screenshots(site.page, 'console-members-empty');
  });

  it('creates a namespace, works on it, and remembers it after a reload', async () => {
    const { page } = site;
    const name = `${site.namespace}-new`;
    await page.getByLabel(th.namespace.newName).fill(name);
    await page.getByRole('button', { name: th.namespace.create }).click();
    await expectNotice(page, th.namespace.created(name));
    expect(await namespaces()).toContain(name);
    expect(await page.getByRole('combobox', { name: th.namespace.label, exact: true }).inputValue()).toBe(name);
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: th.namespace.label, exact: true }).inputValue()).toBe(name);
    // a bad name is refused on the page, and nothing is created
    await page.getByLabel(th.namespace.newName).fill('no spaces');
    await page.getByRole('button', { name: th.namespace.create }).click();
    await expect.poll(() => page.getByText(th.namespace.badName).isVisible()).toBe(true);
    expect(await namespaces()).not.toContain('no spaces');
  });

  it('resets the namespace only after asking (keyboard: the dialog takes focus, Escape cancels)', async () => {
    const { page } = site;
    const name = `${site.namespace}-new`;
    const created = await control(name).createMember({ body: { username: 'resetme01' } });
    expect(created.status).toBe(200);
    const resetButton = page.getByRole('button', { name: th.namespace.reset, exact: true });
    await resetButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: th.namespace.resetTitle(name) });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // the safe choice has the focus
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(th.app.cancel);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const kept = await control(name).members({ query: { include: 'all', q: 'resetme01' } });
    expect(kept.status === 200 && kept.body.length).toBe(1);

    await resetButton.click();
    await dialog.getByRole('button', { name: th.namespace.resetConfirm }).click();
    await expectNotice(page, th.namespace.resetDone(name));
    const gone = await control(name).members({ query: { include: 'all', q: 'resetme01' } });
    expect(gone.status === 200 && gone.body.length).toBe(0);
  });

  it('deletes the namespace only after asking, then works on default', async () => {
    const { page } = site;
    const name = `${site.namespace}-new`;
    await page.getByRole('button', { name: th.namespace.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: th.namespace.deleteTitle(name) });
    await dialog.getByRole('button', { name: th.app.cancel }).click();
    expect(await namespaces()).toContain(name);
    await page.getByRole('button', { name: th.namespace.delete, exact: true }).click();
    await screenshots(page, 'console-delete-confirm');
    await dialog.getByRole('button', { name: th.namespace.deleteConfirm }).click();
    await expectNotice(page, th.namespace.deleted(name));
    expect(await namespaces()).not.toContain(name);
    await expect.poll(() => page.getByRole('combobox', { name: th.namespace.label, exact: true }).inputValue()).toBe('default');
    expect(await page.getByRole('button', { name: th.namespace.delete, exact: true }).isDisabled()).toBe(true);
  });

  it('deletes the namespace it works on, named in the request (replicas route on it), and leaves default and the others as they were', async () => {
    const { page } = site;
    const doomed = `${site.namespace}-doomed`;
    expect((await control(doomed).createNamespace({ body: { namespace: doomed } })).status).toBe(200);
    expect((await control(doomed).createMember({ body: { username: 'doomed01' } })).status).toBe(200);
    expect((await control(site.namespace).createMember({ body: { username: 'survivor01' } })).status).toBe(200);
    const defaultMembers = async () => {
      const state = await control('default').state();
      if (state.status !== 200) throw new Error(`default state: ${state.status}`);
      return state.body.members;
    };
    const defaultBefore = await defaultMembers();
    await page.evaluate((name) => window.localStorage.setItem('qa-console.namespace', name), doomed);
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: th.namespace.label, exact: true }).inputValue()).toBe(doomed);

    await page.getByRole('button', { name: th.namespace.delete, exact: true }).click();
    const sent = page.waitForRequest((request) => request.method() === 'DELETE');
    await page
      .getByRole('dialog', { name: th.namespace.deleteTitle(doomed) })
      .getByRole('button', { name: th.namespace.deleteConfirm })
      .click();
    const request = await sent;
    expect(new URL(request.url()).pathname).toBe(`/__mock/namespaces/${doomed}`);
    expect(request.headers()['x-mock-namespace']).toBe(doomed);
    await expectNotice(page, th.namespace.deleted(doomed));

    expect(await namespaces()).not.toContain(doomed);
    expect((await control(doomed).state()).status).toBe(404);
    // default: still there, as it was; the file's own namespace keeps its member
    expect(await defaultMembers()).toBe(defaultBefore);
    const survivor = await control(site.namespace).members({ query: { include: 'all', q: 'survivor01' } });
    expect(survivor.status === 200 && survivor.body.map((m) => m.username)).toEqual(['survivor01']);
    await expect.poll(() => page.getByRole('combobox', { name: th.namespace.label, exact: true }).inputValue()).toBe('default');
  });

  it('switches to another namespace from the picker', async () => {
    const { page } = site;
    await page.getByRole('combobox', { name: th.namespace.label, exact: true }).selectOption(site.namespace);
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: th.namespace.label, exact: true }).inputValue()).toBe(site.namespace);
  });

  it('a namespace the mock does not hold is said so and not created by reading it; one button creates it', async () => {
    const { page } = site;
    const lost = `${site.namespace}-lost`;
    await page.evaluate((name) => window.localStorage.setItem('qa-console.namespace', name), lost);
    await page.reload();
    const alert = page.locator('.namespace-missing');
    await expect.poll(() => alert.textContent(), { timeout: 10_000 }).toContain(th.namespace.missing(lost));
    // every page read it (members, state) and none made it
    expect(await namespaces()).not.toContain(lost);
    expect((await control(lost).state()).status).toBe(404);
    await screenshots(page, 'console-namespace-missing');
    await page.getByRole('button', { name: th.namespace.createMissing(lost) }).click();
    await expectNotice(page, th.namespace.created(lost));
    expect(await namespaces()).toContain(lost);
    await expect.poll(() => alert.count()).toBe(0);
    expect((await control(lost).state()).status).toBe(200);
  });
});
