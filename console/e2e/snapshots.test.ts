import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { Site } from '@site/web/e2e/support/site';
import { expectAccessible, expectNotice, screenshots, setUpConsoleForFile, th } from './support';

/** Snapshots: download, restore from a file, named snapshots on the mock; each restore checked through the member API. */
describe('QA console: snapshots', () => {
  let site: Site;
  let member: { uuid: string; token: string };
  let downloaded: string;

  async function credit() {
    const answer = await site.api.games.credit({
      params: { username: 'snap01' },
      body: { balanceType: 'M' },
      extraHeaders: { authorization: `Bearer ${member.token}` },
    });
    if (answer.status !== 200) throw new Error(`credit: ${answer.status}`);
    return answer.body.data.credit;
  }
  async function withdraw(amount: number) {
    const answer = await site.api.withdraw.create({
      params: { uuid: member.uuid },
      body: { amount },
      extraHeaders: { authorization: `Bearer ${member.token}` },
    });
    if (answer.status !== 200) throw new Error(`withdraw: ${answer.status}`);
  }
  const dialog = (title: string) => site.page.getByRole('dialog', { name: title });

  setUpConsoleForFile(import.meta.filename, 'snapshots', async (opened) => {
    site = opened;
    const created = await site.control.createMember({ body: { username: 'snap01', credit: 1000, level: 3 } });
    if (created.status !== 200) throw new Error(`create: ${created.status}`);
    const session = await site.api.auth.login({ body: { username: 'snap01', password: created.body.password } });
    if (session.status !== 200) throw new Error(`login: ${session.status}`);
    member = { uuid: session.body.data.uuid, token: session.body.token };
  });

  it('downloads the namespace as JSON: the file holds the member and the ledger the member API sums to', async () => {
    const { page } = site;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: th.snapshots.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^mock-${site.namespace}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    downloaded = join(tmpdir(), `${site.namespace}.json`);
    await download.saveAs(downloaded);
    const snapshot = JSON.parse(await readFile(downloaded, 'utf8')) as {
      namespace: string;
      members: Record<string, { username: string }>;
      postings: Array<{ memberUuid: string; amount: number }>;
    };
    expect(snapshot.namespace).toBe(site.namespace);
    expect(snapshot.members[member.uuid]?.username).toBe('snap01');
    const satang = snapshot.postings.filter((p) => p.memberUuid === member.uuid).reduce((sum, p) => sum + p.amount, 0);
    expect(satang / 100).toBe(await credit());
    await expectAccessible(page);
  });

  it('asks before restoring from a file; cancel keeps the state, confirm brings the member back to the file', async () => {
    const { page } = site;
    await withdraw(300);
    expect(await credit()).toBe(700);
    await page.getByLabel(th.snapshots.restoreFile).setInputFiles(downloaded);
    const title = th.snapshots.restoreFileTitle(site.namespace, `${site.namespace}.json`);
    await expect.poll(() => dialog(title).isVisible()).toBe(true);
    await dialog(title).getByRole('button', { name: th.app.cancel }).click();
    expect(await credit()).toBe(700);

    await page.getByLabel(th.snapshots.restoreFile).setInputFiles(downloaded);
    await dialog(title).getByRole('button', { name: th.snapshots.restore }).click();
    await expectNotice(page, th.snapshots.restored(site.namespace));
    expect(await credit()).toBe(1000);
  });

  it("refuses a file that is not a snapshot with the mock's Thai message, changing nothing", async () => {
    const { page } = site;
    const bogus = join(tmpdir(), `${site.namespace}-bogus.json`);
    await writeFile(bogus, JSON.stringify({ not: 'a snapshot' }));
    await page.getByLabel(th.snapshots.restoreFile).setInputFiles(bogus);
    await dialog(th.snapshots.restoreFileTitle(site.namespace, `${site.namespace}-bogus.json`))
      .getByRole('button', { name: th.snapshots.restore })
      .click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/snapshot ไม่ถูกต้อง/);
    expect(await credit()).toBe(1000);
  });

  it('keeps a named snapshot on the mock and restores it after asking', async () => {
    const { page } = site;
    await page.getByLabel(th.snapshots.name).fill('snap-full-credit');
    await page.getByRole('button', { name: th.snapshots.save }).click();
    await expectNotice(page, th.snapshots.saved('snap-full-credit'));
    const listed = await site.control.savedSnapshots();
    expect(listed.status === 200 && listed.body.map((s) => s.name)).toContain('snap-full-credit');

    await withdraw(450);
    expect(await credit()).toBe(550);
    await page.getByRole('button', { name: th.snapshots.restoreNamed('snap-full-credit') }).click();
    await dialog(th.snapshots.restoreNamedTitle(site.namespace, 'snap-full-credit'))
      .getByRole('button', { name: th.snapshots.restore })
      .click();
    await expectNotice(page, th.snapshots.restoredNamed('snap-full-credit', site.namespace));
    expect(await credit()).toBe(1000);
    await screenshots(page, 'console-snapshots');
  });

  it('asks before saving over a name and before deleting one (from the keyboard)', async () => {
    const { page } = site;
    await page.getByLabel(th.snapshots.name).fill('snap-full-credit');
    await page.keyboard.press('Enter');
    const overwrite = dialog(th.snapshots.overwriteTitle('snap-full-credit'));
    await expect.poll(() => overwrite.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => overwrite.isVisible()).toBe(false);

    await page.getByRole('button', { name: th.snapshots.deleteNamed('snap-full-credit') }).focus();
    await page.keyboard.press('Enter');
    const remove = dialog(th.snapshots.deleteTitle('snap-full-credit'));
    await expect.poll(() => remove.isVisible()).toBe(true);
    // the safe button has the focus: Tab to the delete button, Enter
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectNotice(page, th.snapshots.deleted('snap-full-credit'));
    const listed = await site.control.savedSnapshots();
    expect(listed.status === 200 && listed.body.map((s) => s.name)).not.toContain('snap-full-credit');
  });
});
